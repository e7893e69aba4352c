import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A time-away policy's unit (docs/decisions-work-time.md): `days` (every policy until now, the default) or `hours`,
 * in which its allowance, carry-over limit and every balance figure are counted.
 */
export class PolicyUnit1763700000520 implements MigrationInterface {
  name = 'PolicyUnit1763700000520';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE time_away_policies ADD COLUMN unit text NOT NULL DEFAULT 'days',
      ADD CONSTRAINT time_away_policies_unit_check CHECK (unit IN ('days', 'hours'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE time_away_policies DROP CONSTRAINT time_away_policies_unit_check, DROP COLUMN unit`);
  }
}
