import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The people an audited action concerns when they are too many to list in each of its entries (docs/security.md,
 * "Audit trail"): a data export's subjects past DATA_EXPORT_AUDIT_SUBJECTS_MAX, stored once per target (the export)
 * and found by the subject filter and subject access through the entries' target. Kept like the entries: no UPDATE,
 * DELETE only of a list no entry points at any more (what the retention purge removes), no TRUNCATE.
 */
export class AuditSubjectLists1763700000280 implements MigrationInterface {
  name = 'AuditSubjectLists1763700000280';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_subject_lists (
        company_id text NOT NULL,
        target_type text NOT NULL,
        target_id text NOT NULL,
        person_ids text[] NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (company_id, target_type, target_id)
      )`);
    await q.query(`CREATE INDEX audit_subject_lists_people ON audit_subject_lists USING gin (person_ids)`);
    await q.query(`
      CREATE FUNCTION audit_subject_lists_kept() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND TG_LEVEL = 'ROW' AND NOT EXISTS (
          SELECT 1 FROM audit_events e WHERE e.company_id = OLD.company_id AND e.target_id = OLD.target_id) THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'audit_subject_lists is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_subject_lists_kept BEFORE UPDATE OR DELETE ON audit_subject_lists
        FOR EACH ROW EXECUTE FUNCTION audit_subject_lists_kept()`);
    await q.query(`
      CREATE TRIGGER audit_subject_lists_no_truncate BEFORE TRUNCATE ON audit_subject_lists
        FOR EACH STATEMENT EXECUTE FUNCTION audit_subject_lists_kept()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_subject_lists`);
    await q.query(`DROP FUNCTION audit_subject_lists_kept()`);
  }
}
