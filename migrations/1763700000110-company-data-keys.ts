import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Encryption at rest (docs/security.md, "Encryption at rest: keys and formats"): each company's data keys, and the
 * instance's blind-index root key, each kept wrapped (AES-256-GCM) by a master key from ENCRYPTION_KEYS, never plain.
 * A company has at most one active data key (the one that encrypts; `retired_at` unset); retired keys still decrypt
 * until nothing uses them. The blind-index root key is a single row.
 */
export class CompanyDataKeys1763700000110 implements MigrationInterface {
  name = 'CompanyDataKeys1763700000110';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE company_data_keys (
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        id text NOT NULL,
        master_key_id text NOT NULL,
        wrapped_key bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        retired_at timestamptz,
        PRIMARY KEY (company_id, id)
      )`);
    await q.query(`CREATE UNIQUE INDEX company_data_keys_one_active ON company_data_keys (company_id) WHERE retired_at IS NULL`);
    await q.query(`CREATE INDEX company_data_keys_by_master_key ON company_data_keys (master_key_id)`);
    await q.query(`
      CREATE TABLE blind_index_keys (
        id text PRIMARY KEY,
        master_key_id text NOT NULL,
        wrapped_key bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX blind_index_keys_single ON blind_index_keys ((true))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE blind_index_keys`);
    await q.query(`DROP TABLE company_data_keys`);
  }
}
