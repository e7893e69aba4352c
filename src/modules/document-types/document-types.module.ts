import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { CreateDocumentTypeDto, UpdateDocumentTypeDto } from './document-type.dto';
import { DocumentTypesService } from './document-types.service';

export const DocumentTypesController = crudController(DocumentTypesService, {
  path: 'document-types',
  tag: 'Document types',
  scopes: { read: 'documents:read', write: 'documents:write' },
  operations: ['list', 'create', 'update'],
  createDto: CreateDocumentTypeDto,
  updateDto: UpdateDocumentTypeDto,
});

@Module({
  controllers: [DocumentTypesController],
  providers: [DocumentTypesService],
  exports: [DocumentTypesService],
})
export class DocumentTypesModule {}
