import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How a policy grants its allowance (docs/decisions-time-away.md, "Balances"): `yearly` (all on the leave year's first
 * day) or `monthly` (a twelfth on the first of each month); the month its leave year starts in; and after how many
 * months of the new leave year carried-over days expire (null: never). The defaults keep every policy as it was.
 */
export class PolicyAccrualAndLeaveYear1763700000420 implements MigrationInterface {
  name = 'PolicyAccrualAndLeaveYear1763700000420';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE time_away_policies
        ADD COLUMN accrual_frequency text NOT NULL DEFAULT 'yearly'
          CONSTRAINT time_away_policies_accrual_frequency_check CHECK (accrual_frequency IN ('yearly', 'monthly')),
        ADD COLUMN year_start_month smallint NOT NULL DEFAULT 1
          CONSTRAINT time_away_policies_year_start_month_check CHECK (year_start_month BETWEEN 1 AND 12),
        ADD COLUMN carry_over_expires_after_months smallint
          CONSTRAINT time_away_policies_carry_over_expiry_check CHECK (carry_over_expires_after_months BETWEEN 1 AND 12)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE time_away_policies DROP COLUMN accrual_frequency, DROP COLUMN year_start_month, DROP COLUMN carry_over_expires_after_months`);
  }
}
