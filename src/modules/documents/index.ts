/** The public face of the documents module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { DocumentsModule } from './documents.module';
export { DocumentsService } from './documents.service';
