/** The public face of the document-types module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { DocumentType } from './document-type.entity';
