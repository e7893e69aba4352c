import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Encryption at rest for stored files (docs/security.md, "Files"): the company data key each stored file and export
 * file was encrypted with (its object is named `<key>.<keyId>`); NULL is a plain object, stored before encryption
 * (or a photo, which stays plain), read as it is. The tombstone of a deleted file keeps the key id, so the purge
 * removes the right object. Indexed per company and key: what the key status counts and the rotation job scans.
 */
export class StoredFileKeys1763700000120 implements MigrationInterface {
  name = 'StoredFileKeys1763700000120';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE files ADD COLUMN key_id text`);
    await q.query(`CREATE INDEX files_key ON files (company_id, key_id)`);
    await q.query(`ALTER TABLE data_exports ADD COLUMN key_id text`);
    await q.query(`CREATE INDEX data_exports_key ON data_exports (company_id, key_id)`);
    await q.query(`ALTER TABLE deleted_files ADD COLUMN key_id text`);
    await q.query(`
      CREATE OR REPLACE FUNCTION files_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO deleted_files (file_id, company_id, variants, key_id)
        VALUES (OLD.id, OLD.company_id, ARRAY(SELECT jsonb_object_keys(COALESCE(OLD.variants, '{}'::jsonb))), OLD.key_id)
        ON CONFLICT (file_id) DO NOTHING;
        RETURN OLD;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION files_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO deleted_files (file_id, company_id, variants)
        VALUES (OLD.id, OLD.company_id, ARRAY(SELECT jsonb_object_keys(COALESCE(OLD.variants, '{}'::jsonb))))
        ON CONFLICT (file_id) DO NOTHING;
        RETURN OLD;
      END $$`);
    await q.query(`ALTER TABLE deleted_files DROP COLUMN key_id`);
    await q.query(`DROP INDEX data_exports_key`);
    await q.query(`ALTER TABLE data_exports DROP COLUMN key_id`);
    await q.query(`DROP INDEX files_key`);
    await q.query(`ALTER TABLE files DROP COLUMN key_id`);
  }
}
