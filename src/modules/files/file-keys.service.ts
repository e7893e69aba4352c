import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DataKeyStore } from '../../core/crypto';
import { EncryptedFiles } from '../../core/storage/encrypted-files';
import { storedFileRef } from './file-api';
import { StoredFile } from './file.entity';

/** What reencrypt did to one file. */
export type ReencryptOutcome = 'reencrypted' | 'current' | 'photo' | 'gone' | 'raced';

/** Files per data key (`keyId` null: stored plain before encryption, still to encrypt). Photos, plain by design, are not counted. */
export interface FileKeyUsage {
  keyId: string | null;
  files: number;
}

/**
 * Stored files and the company data keys that encrypted them, for key rotation (docs/security.md, "Files"): how many
 * files each key holds, which still need re-encrypting, and the re-encryption of one file. Photos stay plain.
 */
@Injectable()
export class FileKeysService {
  constructor(
    private readonly db: DataSource,
    private readonly keys: DataKeyStore,
    private readonly files: EncryptedFiles,
  ) {}

  async usage(companyId: string): Promise<FileKeyUsage[]> {
    const rows: { key_id: string | null; files: number }[] = await this.db.query(
      `SELECT key_id, count(*)::int AS files FROM files WHERE company_id = $1 AND type <> 'profilePhoto' GROUP BY key_id ORDER BY key_id NULLS FIRST`,
      [companyId],
    );
    return rows.map((row) => ({ keyId: row.key_id, files: row.files }));
  }

  /** Companies holding at least one file that is encrypted, or to be. */
  async companies(): Promise<string[]> {
    const rows: { company_id: string }[] = await this.db.query(`SELECT DISTINCT company_id FROM files WHERE type <> 'profilePhoto'`);
    return rows.map((row) => row.company_id);
  }

  /** Up to `limit` ids (in id order, after `after`) of the company's files not encrypted with `keyId` (plain ones included). */
  async notOnKey(companyId: string, keyId: string, limit: number, after = ''): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM files WHERE company_id = $1 AND type <> 'profilePhoto' AND key_id IS DISTINCT FROM $2 AND id > $3 ORDER BY id LIMIT $4`,
      [companyId, keyId, after, limit],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Re-encrypts one file under the company's active data key: the old object is read (and verified) and written anew
   * as `<key>.<newKeyId>`, the row switched to it only if it still names the old key, then the old object removed.
   * A crash before the switch leaves the row on the old, whole object (the new one is written again next time); after
   * it, the new object is whole. Stored bytes that do not decrypt reject with a StoredCiphertextError (logged).
   */
  async reencrypt(companyId: string, fileId: string): Promise<ReencryptOutcome> {
    const file = await this.db.manager.findOneBy(StoredFile, { companyId, id: fileId });
    if (!file) return 'gone';
    if (file.type === 'profilePhoto') return 'photo';
    const active = await this.keys.activeKey(companyId);
    if (file.keyId === active.id) return 'current';
    const old = storedFileRef(file, 'original', file.size);
    let written: { keyId: string };
    try {
      written = await this.files.write(old.key, old.identity, await this.files.read(old), file.contentType);
    } catch (error) {
      // Another worker switched the file (and removed the old object) after this one read its row: nothing was kept
      // (writes are atomic), so this one stands aside. With the row unchanged, the failure is the stored file's own.
      const now = await this.db.manager.findOneBy(StoredFile, { companyId, id: fileId });
      if (!now) return 'gone';
      if (now.keyId !== file.keyId) return 'raced';
      throw error;
    }
    if (written.keyId === file.keyId) return 'current';
    const [, switched] = (await this.db.query(
      `UPDATE files SET key_id = $1 WHERE company_id = $2 AND id = $3 AND key_id IS NOT DISTINCT FROM $4`,
      [written.keyId, companyId, fileId, file.keyId],
    )) as [unknown, number];
    if (!switched) {
      // Deleted or re-encrypted by another worker meanwhile: this copy is removed unless the row names that same object.
      const now = await this.db.manager.findOneBy(StoredFile, { companyId, id: fileId });
      if (now?.keyId !== written.keyId) await this.files.delete(old.key, written.keyId);
      return now ? 'raced' : 'gone';
    }
    await this.files.delete(old.key, old.keyId);
    return 'reencrypted';
  }
}
