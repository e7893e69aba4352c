import { PLAIN, type KeyedStore } from '../../core/crypto/rotation/keyed-store';
import { ExportKeysService, exportKeyUsage } from '../../modules/data-exports';
import { FileKeysService } from '../../modules/files';
import type { DataSource } from 'typeorm';

/** Counts per key id with plain (no key) under PLAIN, as keys:status shows them. */
const byKey = (usage: { keyId: string | null; count: number }[]) =>
  Object.fromEntries(usage.map((u) => [u.keyId ?? PLAIN, u.count]));

/** Uploaded files (photos stay plain): moved one by one onto the active key by FileKeysService. */
export function fileStore(files: FileKeysService): KeyedStore {
  return {
    name: 'files',
    unit: 'files',
    countByKey: async (companyId) => byKey((await files.usage(companyId)).map((u) => ({ keyId: u.keyId, count: u.files }))),
    async reencrypt(companyId, active, limit, after) {
      const ids = await files.notOnKey(companyId, active.id, limit, after ?? '');
      for (const id of ids) await files.reencrypt(companyId, id);
      return { handled: ids.length, next: ids.length < limit ? null : ids[ids.length - 1] };
    },
    companies: () => files.companies(),
  };
}

/** The files of exports that are ready (until they expire): moved onto the active key like uploads. */
export function exportFileStore(db: DataSource, exports: ExportKeysService): KeyedStore {
  return {
    name: 'data_exports',
    unit: 'files',
    countByKey: async (companyId) => byKey((await exportKeyUsage(db, companyId)).map((u) => ({ keyId: u.keyId, count: u.exports }))),
    async reencrypt(companyId, active, limit, after) {
      const ids = await exports.notOnKey(companyId, active.id, limit, after ?? '');
      for (const id of ids) await exports.reencrypt(companyId, id, active);
      return { handled: ids.length, next: ids.length < limit ? null : ids[ids.length - 1] };
    },
    companies: () => exports.companies(),
  };
}
