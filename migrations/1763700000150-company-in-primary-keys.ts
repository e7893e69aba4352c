import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A schema that can be distributed by company (docs/scaling.md, "Distributing by company"): Citus requires every
 * primary key of a distributed table to hold its distribution column, so the primary key of each company-owned table
 * becomes (id, company_id). id leads: the rows are still found by their (globally unique, random) id alone, as the
 * code does, with the same index; the (company_id, id) unique constraints the foreign keys reference stay as they
 * are, so no foreign key and no constraint name the API maps to an error changes. The files tombstone trigger
 * names the new key of deleted_files in its ON CONFLICT.
 *
 * webhook_deliveries and webhook_attempts keep their keys here: their entities (src/modules/webhooks) change with
 * them in a later migration; until then the readiness test lists them as pending.
 */
const TABLES = [
  'api_tokens', 'bank_accounts', 'compensation_types', 'compensations', 'custom_fields', 'custom_values', 'data_exports',
  'document_types', 'documents', 'emergency_contacts', 'equipment', 'equipment_names', 'equipment_types', 'events',
  'files', 'identity_document_types', 'identity_documents', 'job_roles', 'locations', 'people', 'public_holidays',
  'time_away', 'time_away_policies', 'time_away_types', 'webhooks',
];

/** The tombstone trigger as migration 1763700000120 left it, with the conflict target of deleted_files' key. */
function tombstone(conflict: string): string {
  return `
    CREATE OR REPLACE FUNCTION files_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO deleted_files (file_id, company_id, variants, key_id)
      VALUES (OLD.id, OLD.company_id, ARRAY(SELECT jsonb_object_keys(COALESCE(OLD.variants, '{}'::jsonb))), OLD.key_id)
      ON CONFLICT (${conflict}) DO NOTHING;
      RETURN OLD;
    END $$`;
}

export class CompanyInPrimaryKeys1763700000150 implements MigrationInterface {
  name = 'CompanyInPrimaryKeys1763700000150';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey, ADD CONSTRAINT ${table}_pkey PRIMARY KEY (id, company_id)`);
    }
    await q.query(`ALTER TABLE deleted_files DROP CONSTRAINT deleted_files_pkey, ADD CONSTRAINT deleted_files_pkey PRIMARY KEY (file_id, company_id)`);
    await q.query(tombstone('file_id, company_id'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(tombstone('file_id'));
    await q.query(`ALTER TABLE deleted_files DROP CONSTRAINT deleted_files_pkey, ADD CONSTRAINT deleted_files_pkey PRIMARY KEY (file_id)`);
    for (const table of [...TABLES].reverse()) {
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey, ADD CONSTRAINT ${table}_pkey PRIMARY KEY (id)`);
    }
  }
}
