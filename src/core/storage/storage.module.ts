import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { LinkSigner } from './link-signer';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import { STORAGE_DRIVER, StorageDriver } from './storage-driver';

export function createStorageDriver(config: AppConfig): StorageDriver {
  return config.storageDriver === 's3' ? new S3Storage(config.s3) : new LocalDiskStorage(config.storageDir);
}

/** The configured storage driver (D10) and the link signer, for files and exports. */
@Global()
@Module({
  providers: [{ provide: STORAGE_DRIVER, useFactory: createStorageDriver, inject: [APP_CONFIG] }, LinkSigner],
  exports: [STORAGE_DRIVER, LinkSigner],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(STORAGE_DRIVER) private readonly driver: StorageDriver) {}

  onApplicationShutdown(): void {
    if (this.driver instanceof S3Storage) this.driver.destroy();
  }
}
