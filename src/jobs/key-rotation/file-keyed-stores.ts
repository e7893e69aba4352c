import { PLAIN, type KeyedStore } from '../../core/crypto/rotation/keyed-store';
import type { DataKey } from '../../core/crypto';
import { ExportKeysService, exportKeyUsage } from '../../modules/data-exports';
import { FileKeysService } from '../../modules/files';
import type { DataSource } from 'typeorm';

/** What a kind of stored file offers the rotation: counts per key id (null: plain), the files to move, moving one. */
interface FileKind {
  name: string;
  usage(companyId: string): Promise<{ keyId: string | null; count: number }[]>;
  notOnKey(companyId: string, keyId: string, limit: number, after: string): Promise<string[]>;
  moveOne(companyId: string, id: string, active: DataKey): Promise<unknown>;
  companies(): Promise<string[]>;
}

/** A kind of file as a keyed store: batches of files in id order, each written anew under the active key. */
function fileKeyedStore(kind: FileKind): KeyedStore {
  return {
    name: kind.name,
    unit: 'files',
    countByKey: async (companyId) => Object.fromEntries((await kind.usage(companyId)).map((u) => [u.keyId ?? PLAIN, u.count])),
    async reencrypt(companyId, active, limit, after) {
      const ids = await kind.notOnKey(companyId, active.id, limit, after ?? '');
      for (const id of ids) await kind.moveOne(companyId, id, active);
      return { handled: ids.length, next: ids.length < limit ? null : ids[ids.length - 1] };
    },
    companies: () => kind.companies(),
  };
}

/** Uploaded files (photos stay plain), moved by FileKeysService. */
export function fileStore(files: FileKeysService): KeyedStore {
  return fileKeyedStore({
    name: 'files',
    usage: async (companyId) => (await files.usage(companyId)).map((u) => ({ keyId: u.keyId, count: u.files })),
    notOnKey: (companyId, keyId, limit, after) => files.notOnKey(companyId, keyId, limit, after),
    moveOne: (companyId, id) => files.reencrypt(companyId, id),
    companies: () => files.companies(),
  });
}

/** The files of exports that are ready (until they expire), moved like uploads. */
export function exportFileStore(db: DataSource, exports: ExportKeysService): KeyedStore {
  return fileKeyedStore({
    name: 'data_exports',
    usage: async (companyId) => (await exportKeyUsage(db, companyId)).map((u) => ({ keyId: u.keyId, count: u.exports })),
    notOnKey: (companyId, keyId, limit, after) => exports.notOnKey(companyId, keyId, limit, after),
    moveOne: (companyId, id, active) => exports.reencrypt(companyId, id, active),
    companies: () => exports.companies(),
  });
}
