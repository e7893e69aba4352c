/** The public face of the files module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { contentDisposition } from './content-headers';
export { EMBEDDED_FILE_SCHEMA } from './file-api';
export { FileAttachmentsService } from './file-attachments.service';
export { type FileKeyUsage, FileKeysService, type ReencryptOutcome } from './file-keys.service';
export { fileStore } from './file-keyed-store';
export { embeddedFileOf, processLinkSigner, signedFileUrl, signedLinkOfFileId } from './file-links';
export { StoredFile } from './file.entity';
export { FilesModule } from './files.module';
export { FilesService } from './files.service';
export { StoredFilesCheck, type StoredFilesPresence } from './stored-files-check';
export { PHOTO_SCHEMA } from './file-api';
export { photoVariantUrls, profilePhoto } from './file-links';
export { fileNameSql } from './file-name.sql';
