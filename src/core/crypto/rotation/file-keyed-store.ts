import { PLAIN, type KeyedStore } from './keyed-store';
import type { DataKey } from '..';

/** What a kind of stored file offers the rotation: counts per key id (null: plain), the files to move, moving one. */
export interface FileKind {
  name: string;
  usage(companyId: string): Promise<{ keyId: string | null; count: number }[]>;
  notOnKey(companyId: string, keyId: string, limit: number, after: string): Promise<string[]>;
  moveOne(companyId: string, id: string, active: DataKey): Promise<unknown>;
  companies(): Promise<string[]>;
}

/** A kind of file as a keyed store: batches of files in id order, each written anew under the active key. */
export function fileKeyedStore(kind: FileKind): KeyedStore {
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
