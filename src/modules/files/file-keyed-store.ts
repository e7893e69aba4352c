import { fileKeyedStore } from '../../core/crypto/rotation/file-keyed-store';
import type { KeyedStore } from '../../core/crypto/rotation/keyed-store';
import type { FileKeysService } from './file-keys.service';

/** Uploaded files (photos stay plain) as a store of the key rotation, moved by FileKeysService. */
export function fileStore(files: FileKeysService): KeyedStore {
  return fileKeyedStore({
    name: 'files',
    usage: async (companyId) => (await files.usage(companyId)).map((u) => ({ keyId: u.keyId, count: u.files })),
    notOnKey: (companyId, keyId, limit, after) => files.notOnKey(companyId, keyId, limit, after),
    moveOne: (companyId, id) => files.reencrypt(companyId, id),
    companies: () => files.companies(),
  });
}
