import type { DataKey } from '../data-key-store';
import { encryptedValuePrefix, isEncryptedValue, valueKeyId } from '../value-cipher';

/** What `keys:status` counts a stored value under when it is not encrypted yet (left from before the upgrade). */
export const PLAIN = 'plain';

/** One pass of a store over a company's items: how many needed the active key, and where the next batch starts. */
export interface ReencryptBatch {
  /** Items of the batch that were plain or on another key (re-encrypted now, or changed meanwhile by a write). */
  handled: number;
  /** Cursor of the next batch; null when this batch reached the end of the company's items. */
  next: string | null;
}

/**
 * A place holding values or files under a company's data keys, as the rotation job and `keys:status` see it: a sealed
 * column, the sealed fields of event payloads, stored answers, files. Each can count its items per key id and move a
 * batch of them onto the active key; files plug in as one more store.
 */
export interface KeyedStore {
  /** Shown by `keys:status` (`people.tax_id`, `events.payload`, `files`). */
  readonly name: string;
  readonly unit: 'rows' | 'files';
  /** The company's items per key id (those not encrypted yet under PLAIN); items with nothing stored are not counted. */
  countByKey(companyId: string): Promise<Record<string, number>>;
  /**
   * Re-encrypts under `active` up to `limit` of the company's items after `after` (a cursor this store answered
   * before; null: from the start) that are plain or on another key. Safe against concurrent writes: an item changed
   * since it was read is left as the write made it (a later pass looks at it again). A store without cursors (it
   * always takes the first items not on the active key) answers `next: null` when it handled fewer than `limit`,
   * else any non-null text, and ignores `after`.
   */
  reencrypt(companyId: string, active: DataKey, limit: number, after: string | null): Promise<ReencryptBatch>;
  /** Companies with at least one item stored (for the commands run on every company). */
  companies(): Promise<string[]>;
}

/** The key id a stored value is counted under: the one its ciphertext names, else PLAIN. */
export function storedKeyId(stored: string): string {
  return isEncryptedValue(stored) ? valueKeyId(stored) : PLAIN;
}

/**
 * Whether a stored value must be (re-)encrypted under the active key: any text that is not a ciphertext made under it
 * (plain text left from before encryption, or a ciphertext naming a retired key). Null and the empty text hold nothing
 * to hide and stay as they are (a stored answer with no body is written empty).
 */
export function needsActiveKey(stored: unknown, activeKeyId: string): stored is string {
  if (typeof stored !== 'string' || stored === '') return false;
  return !(isEncryptedValue(stored) && stored.startsWith(encryptedValuePrefix(activeKeyId)));
}
