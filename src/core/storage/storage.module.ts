import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { EncryptedFiles } from './encrypted-files';
import { LinkSigner } from './link-signer';
import { LocalDiskStorage } from './local-disk-storage';
import type { S3Storage } from './s3-storage';
import { STORAGE_DRIVER, type StorageDriver } from './storage-driver';

export function createStorageDriver(config: AppConfig): StorageDriver {
  if (config.storageDriver !== 's3') return new LocalDiskStorage(config.storageDir);
  // The AWS SDK is loaded only by deployments that store in S3 (it is several MB resident).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const s3 = require('./s3-storage') as typeof import('./s3-storage');
  return new s3.S3Storage(config.s3);
}

/** The configured storage driver (D10), the encrypting layer above it and the link signer, for files and exports. */
@Global()
@Module({
  providers: [{ provide: STORAGE_DRIVER, useFactory: createStorageDriver, inject: [APP_CONFIG] }, EncryptedFiles, LinkSigner],
  exports: [STORAGE_DRIVER, EncryptedFiles, LinkSigner],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(STORAGE_DRIVER) private readonly driver: StorageDriver) {}

  onApplicationShutdown(): void {
    (this.driver as Partial<S3Storage>).destroy?.();
  }
}
