import * as path from 'node:path';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { checkMasterKeys, MasterKeyMismatchError } from './master-key-check';
import { configuredMasterKeyRing, GENERATED_KEYS_FILE, type LoadedKeyRing, loadMasterKeyRing } from './master-key-ring-loader';

type KeyConfig = Pick<AppConfig, 'databaseUrl' | 'encryptionKeys' | 'encryptionKeysFile' | 'dataDir'>;

/**
 * Before anything starts (`npm start`, the console): the stored data keys against the master keys, on one connection
 * closed before the process goes on or stops. With no master key configured (outside production) a key is made in
 * DATA_DIR only when the database stores no data key: a database whose keys were made under another master key is
 * refused without leaving a key file behind.
 */
export async function preflightMasterKeys(config: KeyConfig): Promise<LoadedKeyRing> {
  const configured = configuredMasterKeyRing(config);
  const client = new Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const [{ present }] = (
      await client.query(`SELECT to_regclass('company_data_keys') IS NOT NULL AND to_regclass('blind_index_keys') IS NOT NULL AS present`)
    ).rows;
    if (present && configured) {
      // checkMasterKeys reads with `db.query(sql)`, which this connection answers the same way.
      await checkMasterKeys({ query: async (sql: string) => (await client.query(sql)).rows } as unknown as DataSource, configured.ring);
    }
    if (present && !configured) {
      const stored: { master_key_id: string; keys: number }[] = (
        await client.query(
          `SELECT master_key_id, count(*)::int AS keys FROM (SELECT master_key_id FROM company_data_keys UNION ALL SELECT master_key_id FROM blind_index_keys) k GROUP BY master_key_id ORDER BY master_key_id`,
        )
      ).rows;
      if (stored.length) {
        const count = stored.reduce((sum, s) => sum + s.keys, 0);
        throw new MasterKeyMismatchError(
          `${count} stored data key(s) are wrapped by master key ${stored.map((s) => s.master_key_id).join(', ')}, and no master key is configured ` +
            `(ENCRYPTION_KEYS, ENCRYPTION_KEYS_FILE, or ${path.join(config.dataDir, GENERATED_KEYS_FILE)}): configure the key they were made with; no key was made`,
        );
      }
    }
  } finally {
    await client.end();
  }
  return configured ?? loadMasterKeyRing(config);
}
