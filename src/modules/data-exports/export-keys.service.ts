import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DataKey } from '../../core/crypto';
import { EncryptedFiles } from '../../core/storage/encrypted-files';
import { contentTypeOf, exportFileRef, exportStorageKey } from './data-export-api';
import { DataExport } from './data-export.entity';

/**
 * Stored export files and the data keys that encrypted them, for key rotation (docs/security.md, "Data-key
 * rotation"): an export that is ready holds a file until it expires, so a rotation moves it to the active key like
 * any other file, and a key is deleted only when no export file uses it.
 */
@Injectable()
export class ExportKeysService {
  constructor(
    private readonly db: DataSource,
    private readonly files: EncryptedFiles,
  ) {}

  /** Up to `limit` ids (in id order, after `after`) of the company's ready exports not encrypted with `keyId`. */
  async notOnKey(companyId: string, keyId: string, limit: number, after = ''): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM data_exports WHERE company_id = $1 AND status = 'ready' AND key_id IS DISTINCT FROM $2 AND id > $3 ORDER BY id LIMIT $4`,
      [companyId, keyId, after, limit],
    );
    return rows.map((row) => row.id);
  }

  /** Companies holding at least one export file. */
  async companies(): Promise<string[]> {
    const rows: { company_id: string }[] = await this.db.query(`SELECT DISTINCT company_id FROM data_exports WHERE status = 'ready'`);
    return rows.map((row) => row.company_id);
  }

  /**
   * Writes the export's file anew under `active` and switches the row to it only if it still names the old key
   * (an export expired or re-encrypted meanwhile keeps what it has); the old object goes once the row names the new.
   * True when it moved the file.
   */
  async reencrypt(companyId: string, exportId: string, active: DataKey): Promise<boolean> {
    const row = await this.db.manager.findOneBy(DataExport, { companyId, id: exportId, status: 'ready' });
    if (!row || row.keyId === active.id) return false;
    const old = exportFileRef(row);
    const written = await this.files.write(exportStorageKey(row), old.identity, await this.files.read(old), contentTypeOf(row.format));
    const [, switched] = (await this.db.query(
      `UPDATE data_exports SET key_id = $1 WHERE company_id = $2 AND id = $3 AND status = 'ready' AND key_id IS NOT DISTINCT FROM $4`,
      [written.keyId, companyId, exportId, row.keyId],
    )) as [unknown, number];
    if (!switched) {
      if (written.keyId !== row.keyId) await this.files.delete(old.key, written.keyId);
      return false;
    }
    if (written.keyId !== row.keyId) await this.files.delete(old.key, row.keyId);
    return true;
  }
}
