import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DataExportsModule, ExportKeysService } from '../../modules/data-exports';
import { FileKeysService, FilesModule } from '../../modules/files';
import { EncryptAfterUpgradeJob } from './encrypt-after-upgrade.job';
import { exportFileStore, fileStore } from './file-keyed-stores';
import { KeyRotationQueue } from './key-rotation-queue';
import { KeyRotationService } from './key-rotation.service';
import { EXTRA_KEYED_STORES, KeyedStores } from './keyed-stores';
import { ReencryptJob } from './reencrypt.job';

/**
 * Data-key rotation (docs/security.md, "Data-key rotation"): loaded in every role, the console included (its commands);
 * the job runs where workers run. Uploaded and export files are two more stores (file-keyed-stores.ts).
 */
@Module({
  imports: [FilesModule, DataExportsModule],
  providers: [
    KeyedStores, KeyRotationQueue, KeyRotationService, ReencryptJob, EncryptAfterUpgradeJob,
    {
      provide: EXTRA_KEYED_STORES,
      inject: [DataSource, FileKeysService, ExportKeysService],
      useFactory: (db: DataSource, files: FileKeysService, exports: ExportKeysService) => [fileStore(files), exportFileStore(db, exports)],
    },
  ],
  exports: [KeyRotationService, KeyedStores],
})
export class KeyRotationModule {}
