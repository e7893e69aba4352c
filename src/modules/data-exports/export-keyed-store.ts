import type { DataSource } from 'typeorm';
import { fileKeyedStore } from '../../core/crypto/rotation/file-keyed-store';
import type { KeyedStore } from '../../core/crypto/rotation/keyed-store';
import { exportKeyUsage } from './export-keys';
import type { ExportKeysService } from './export-keys.service';

/** The files of exports that are ready (until they expire) as a store of the key rotation, moved like uploads. */
export function exportFileStore(db: DataSource, exports: ExportKeysService): KeyedStore {
  return fileKeyedStore({
    name: 'data_exports',
    usage: async (companyId) => (await exportKeyUsage(db, companyId)).map((u) => ({ keyId: u.keyId, count: u.exports })),
    notOnKey: (companyId, keyId, limit, after) => exports.notOnKey(companyId, keyId, limit, after),
    moveOne: (companyId, id, active) => exports.reencrypt(companyId, id, active),
    companies: () => exports.companies(),
  });
}
