import { Module, OnModuleInit } from '@nestjs/common';
import { LinkSigner } from '../../core/storage/link-signer';
import { StorageModule } from '../../core/storage/storage.module';
import { FileAttachmentsService } from './file-attachments.service';
import { FileKeysService } from './file-keys.service';
import { setProcessLinkSigner } from './file-links';
import { FileUploadService } from './file-upload.service';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';
import { StoredFilesCheck } from './stored-files-check';

/** Uploads, file metadata, signed content links and attachments (D10). */
@Module({
  imports: [StorageModule],
  controllers: [FilesController],
  providers: [FilesService, FileUploadService, FileAttachmentsService, FileKeysService, StoredFilesCheck],
  exports: [FilesService, FileAttachmentsService, FileKeysService, StoredFilesCheck],
})
export class FilesModule implements OnModuleInit {
  constructor(private readonly signer: LinkSigner) {
    setProcessLinkSigner(signer);
  }

  onModuleInit(): void {
    setProcessLinkSigner(this.signer);
  }
}
