import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { EMBEDDED_FILE_SCHEMA } from '../files';
import { FilesModule } from '../files';
import { CreateDocumentDto, UpdateDocumentDto } from './document.dto';
import { DocumentsService } from './documents.service';
import { DOCUMENT_EXPORT } from './document.export';

export const DocumentsController = crudController(DocumentsService, {
  path: 'documents',
  tag: 'Documents',
  scopes: { read: 'documents:read', write: 'documents:write' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateDocumentDto,
  updateDto: UpdateDocumentDto,
  api: { derived: { file: EMBEDDED_FILE_SCHEMA } },
  exported: DOCUMENT_EXPORT,
});

@Module({
  imports: [FilesModule],
  controllers: [DocumentsController],
  providers: [DocumentsService],
  exports: [DocumentsService],
})
export class DocumentsModule {}
