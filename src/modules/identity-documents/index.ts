/** The public face of the identity-documents module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { IDENTITY_DOCUMENT_SEALED } from './identity-document.entity';
export { IdentityDocumentsModule } from './identity-documents.module';
export { IdentityDocumentsService } from './identity-documents.service';
