import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EncryptedFiles } from '../../core/storage/encrypted-files';
import { STORAGE_DRIVER, type StorageDriver } from '../../core/storage/storage-driver';
import { storageKey } from './file-api';

export interface StoredFilesPresence {
  /** Files the database names. */
  total: number;
  /** The most recent of them whose original object was looked up. */
  checked: number;
  /** Of those, the ones storage does not hold. */
  missing: number;
}

const LOOKUPS_AT_ONCE = 8;

/**
 * Whether storage holds the objects the database names: a database restored without its files (or pointed at the
 * wrong STORAGE_DIR or bucket) otherwise starts ready and answers 404 for every file. Looks up the originals of the
 * `sample` most recent files only, so a start costs the same whatever the number of files.
 */
@Injectable()
export class StoredFilesCheck {
  constructor(
    private readonly db: DataSource,
    @Inject(STORAGE_DRIVER) private readonly driver: StorageDriver,
  ) {}

  async run(sample: number): Promise<StoredFilesPresence> {
    const [{ total }]: { total: number }[] = await this.db.query('SELECT count(*)::int AS total FROM files');
    const rows: { company_id: string; id: string; key_id: string | null }[] = await this.db.query(
      'SELECT company_id, id, key_id FROM files ORDER BY created_at DESC, id LIMIT $1',
      [sample],
    );
    let missing = 0;
    for (let i = 0; i < rows.length; i += LOOKUPS_AT_ONCE) {
      const sizes = await Promise.all(
        rows.slice(i, i + LOOKUPS_AT_ONCE).map((row) => this.driver.size(EncryptedFiles.objectKey(storageKey(row.company_id, row.id, 'original'), row.key_id))),
      );
      missing += sizes.filter((size) => size === null).length;
    }
    return { total, checked: rows.length, missing };
  }
}
