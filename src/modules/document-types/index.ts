/** The public face of the document-types module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { DocumentType } from './document-type.entity';
export { DocumentTypesModule } from './document-types.module';
export { DocumentTypesService } from './document-types.service';
export { DEFAULT_DOCUMENT_TYPES } from './default-document-types';
export { documentTypeNameSql } from './document-type-name.sql';
