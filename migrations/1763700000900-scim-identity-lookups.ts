import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The SCIM feed (docs/decisions-scim.md): identity providers look people up by work email (`userName eq`, the
 * work email in `emails`) and by employee number, whatever their case, so both are indexed folded to lower case.
 * Whether a company's feed shows personal emails is a company setting (`company:set-scim`), off by default.
 */
export class ScimIdentityLookups1763700000900 implements MigrationInterface {
  name = 'ScimIdentityLookups1763700000900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX people_work_email ON people (company_id, lower(email))`);
    await q.query(`CREATE INDEX people_employee_number ON people (company_id, lower(employee_id))`);
    await q.query(`ALTER TABLE companies ADD COLUMN scim_personal_emails boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE companies DROP COLUMN scim_personal_emails`);
    await q.query(`DROP INDEX people_employee_number`);
    await q.query(`DROP INDEX people_work_email`);
  }
}
