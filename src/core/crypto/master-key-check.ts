import type { DataSource } from 'typeorm';
import { DecryptionError } from './crypto-errors';
import { unwrapKey, type WrapBinding } from './key-wrap';
import type { MasterKeyRing } from './master-key-ring';

/** Why the process does not start: stored keys the configured master keys cannot open. One line, no key material. */
export class MasterKeyMismatchError extends Error {
  constructor(message: string) {
    super(`encryption keys: ${message}`);
    this.name = 'MasterKeyMismatchError';
  }
}

interface SampleRow {
  master_key_id: string;
  keys: number;
  company_id: string | null;
  id: string;
  wrapped_key: Buffer;
}

/**
 * Start-up check: every master key id that wraps a stored key must be in the ring, and each must unwrap one stored
 * key it wrapped (a key with the right id but other bytes is found here, not as errors on later reads).
 * Reads one row per master key id: milliseconds whatever the number of companies.
 */
export async function checkMasterKeys(db: DataSource, ring: MasterKeyRing): Promise<void> {
  const samples: SampleRow[] = await db.query(`
    SELECT DISTINCT ON (master_key_id) master_key_id, count(*) OVER (PARTITION BY master_key_id)::int AS keys, company_id, id, wrapped_key
      FROM (SELECT master_key_id, company_id, id, wrapped_key FROM company_data_keys
            UNION ALL SELECT master_key_id, NULL, id, wrapped_key FROM blind_index_keys) k
     ORDER BY master_key_id, company_id NULLS FIRST, id`);
  const missing = samples.filter((s) => !ring.has(s.master_key_id));
  if (missing.length) {
    const count = missing.reduce((sum, s) => sum + s.keys, 0);
    const ids = missing.map((s) => s.master_key_id).join(', ');
    throw new MasterKeyMismatchError(
      `${count} stored data key(s) are wrapped by master key ${ids}, which the configured keys (${ring.ids.join(', ')}) do not include; ` +
        'add it to ENCRYPTION_KEYS (after the new first key until the keys are rewrapped) or restore the key file',
    );
  }
  for (const sample of samples) {
    const binding: WrapBinding = sample.company_id === null ? { blindIndexKeyId: sample.id } : { companyId: sample.company_id, keyId: sample.id };
    try {
      unwrapKey(ring.key(sample.master_key_id), sample.wrapped_key, binding);
    } catch (error) {
      if (!(error instanceof DecryptionError)) throw error;
      throw new MasterKeyMismatchError(
        `master key ${sample.master_key_id} does not unwrap the data keys stored under its id: it is not the key they were made with; configure the original key`,
      );
    }
  }
}
