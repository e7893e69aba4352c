import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Data exports (issue 11, D11): one row per export, its file in the storage driver under
 * `<companyId>/data-exports/<id>`. Rows live until `expires_at` (DATA_EXPORT_TTL); the housekeeping job deletes
 * expired rows and their files. `request` keeps the validated create body, so an export built by a worker
 * (status `pending`) is built from exactly what was asked.
 */
export class DataExports1763700000060 implements MigrationInterface {
  name = 'DataExports1763700000060';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE data_exports (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        created_by text,
        type text NOT NULL CHECK (type IN ('people', 'equipment', 'timeAway', 'timesheet', 'document', 'identityDocument')),
        format text NOT NULL CHECK (format IN ('csv', 'json')),
        status text NOT NULL CHECK (status IN ('pending', 'ready', 'failed')),
        failure_reason text,
        request jsonb NOT NULL,
        row_count integer,
        size bigint,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (company_id, id),
        -- A deleted maker leaves the export to expire (nobody can read it): the expiry job deletes its file too.
        FOREIGN KEY (company_id, created_by) REFERENCES people (company_id, id) ON DELETE SET NULL (created_by)
      )`);
    await q.query(`CREATE INDEX data_exports_creator ON data_exports (company_id, created_by)`);
    // D16: indexes lead with company_id; the expiry job's scan reads a table of at most an hour of exports.
    await q.query(`CREATE INDEX data_exports_expiry ON data_exports (company_id, expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE data_exports`);
  }
}
