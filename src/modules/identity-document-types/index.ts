/** The public face of the identity-document-types module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { IdentityDocumentTypesModule } from './identity-document-types.module';
export { IdentityDocumentTypesService } from './identity-document-types.service';
export { DEFAULT_IDENTITY_DOCUMENT_TYPES } from './default-identity-document-types';
