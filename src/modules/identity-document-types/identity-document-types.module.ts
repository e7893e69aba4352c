import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { IdentityDocumentTypesService } from './identity-document-types.service';

export const IdentityDocumentTypesController = crudController(IdentityDocumentTypesService, {
  path: 'identity-document-types',
  tag: 'Identity document types',
  scopes: { read: 'documents:read', write: 'documents:write' },
  operations: ['list'],
});

@Module({
  controllers: [IdentityDocumentTypesController],
  providers: [IdentityDocumentTypesService],
  exports: [IdentityDocumentTypesService],
})
export class IdentityDocumentTypesModule {}
