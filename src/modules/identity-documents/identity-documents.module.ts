import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { EMBEDDED_FILE_SCHEMA } from '../files';
import { FilesModule } from '../files';
import { CreateIdentityDocumentDto, UpdateIdentityDocumentDto } from './identity-document.dto';
import { IdentityDocumentsService, VERIFIER_FIELDS } from './identity-documents.service';
import { IDENTITY_DOCUMENT_EXPORT } from './identity-document.export';

export const IdentityDocumentsController = crudController(IdentityDocumentsService, {
  path: 'identity-documents',
  tag: 'Identity documents',
  scopes: { read: 'documents:read', write: 'documents:write' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateIdentityDocumentDto,
  updateDto: UpdateIdentityDocumentDto,
  api: {
    derived: {
      file: EMBEDDED_FILE_SCHEMA,
      isVerified: { type: 'boolean', description: 'Whether someone verified the document (shown to every reader).' },
    },
    // Who verified and when: shown to roles that read every identity document (D5), not to the person or managers.
    fieldClass: (field) => (VERIFIER_FIELDS.includes(field) ? 'private' : 'public'),
  },
  exported: IDENTITY_DOCUMENT_EXPORT,
});

@Module({
  imports: [FilesModule],
  controllers: [IdentityDocumentsController],
  providers: [IdentityDocumentsService],
  exports: [IdentityDocumentsService],
})
export class IdentityDocumentsModule {}
