import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refused accesses counted while their window is open (docs/security.md, "Audit trail", "Repeated refusals"): one row
 * per actor, action and target whose first refusal of the window was written as an entry; the refusals after it only
 * count here (`repeats`, with the last one's entry in `last_entry`) until the window closes, when one entry carries
 * their count and the row goes, in the same transaction. Counted in the database, so every API process counts on the
 * same row and a process that stops loses nothing.
 */
export class AuditDenialWindows1763700000270 implements MigrationInterface {
  name = 'AuditDenialWindows1763700000270';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_denial_windows (
        company_id text NOT NULL,
        key text NOT NULL,
        opened_at timestamptz NOT NULL,
        closes_at timestamptz NOT NULL,
        repeats integer NOT NULL DEFAULT 0,
        last_at timestamptz,
        last_entry jsonb,
        PRIMARY KEY (company_id, key)
      )`);
    await q.query(`CREATE INDEX audit_denial_windows_closing ON audit_denial_windows (closes_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_denial_windows`);
  }
}
