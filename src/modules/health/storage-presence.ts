import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { StoredFilesCheck, type StoredFilesPresence } from '../files';

/** How many of the most recent files a start looks up in storage. */
export const STORAGE_CHECK_SAMPLE = 100;

/**
 * At start (in the background: the process serves meanwhile), whether storage holds the most recent files the database
 * names. Some missing: one warning with the counts, and readiness `degraded` naming `storage` until the next start.
 */
@Injectable()
export class StoragePresence implements OnApplicationBootstrap {
  private readonly logger = new Logger('Storage');
  private found: StoredFilesPresence | null = null;

  constructor(
    private readonly check: StoredFilesCheck,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    void this.run();
  }

  /** The readiness finding: null while unchecked or when every looked-up object is there. */
  get problem(): string | null {
    if (!this.found?.missing) return null;
    const { missing, checked } = this.found;
    return `${missing} of the ${checked} most recent files the database names are missing from ${this.where()} (checked at start)`;
  }

  private async run(): Promise<void> {
    try {
      this.found = await this.check.run(STORAGE_CHECK_SAMPLE);
    } catch (error) {
      this.logger.warn({ msg: 'storage: could not check that the stored files are present', err: error instanceof Error ? error.message : String(error) });
      return;
    }
    const { total, checked, missing } = this.found;
    if (missing) {
      this.logger.warn({
        msg: `storage: ${this.problem}; ${total} files in the database. Restored without the files? (docs/operations.md, "Restore")`,
        filesInDatabase: total, checked, missing, storage: this.where(),
      });
    } else if (checked) {
      this.logger.log({ msg: `storage: the ${checked} most recent files are present`, filesInDatabase: total, checked, missing: 0, storage: this.where() });
    }
  }

  private where(): string {
    return this.config.storageDriver === 's3' ? `bucket ${this.config.s3.bucket}` : `STORAGE_DIR ${this.config.storageDir}`;
  }
}
