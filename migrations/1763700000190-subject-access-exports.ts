import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Subject access (GDPR Art. 15, docs/security.md "Subject access"): a data export of type `subjectAccess` holds one
 * JSON document of everything kept about a person; the type joins the stored export types.
 */
export class SubjectAccessExports1763700000190 implements MigrationInterface {
  name = 'SubjectAccessExports1763700000190';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE data_exports DROP CONSTRAINT data_exports_type_check,
        ADD CONSTRAINT data_exports_type_check
        CHECK (type IN ('people', 'equipment', 'timeAway', 'timesheet', 'document', 'identityDocument', 'subjectAccess'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM data_exports WHERE type = 'subjectAccess'`);
    await q.query(`
      ALTER TABLE data_exports DROP CONSTRAINT data_exports_type_check,
        ADD CONSTRAINT data_exports_type_check
        CHECK (type IN ('people', 'equipment', 'timeAway', 'timesheet', 'document', 'identityDocument'))`);
  }
}
