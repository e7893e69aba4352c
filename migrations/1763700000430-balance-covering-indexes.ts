import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A person's entries and adjustments by date, carrying what balances sum (docs/performance.md, "Leave accounting at
 * volume"): the balances statement reads each person's paid time off and adjustments of three years by index-only
 * scans instead of one table row per entry. The indexes keep their names and keys, so every other read using them
 * is unchanged; they only carry more columns.
 */
export class BalanceCoveringIndexes1763700000430 implements MigrationInterface {
  name = 'BalanceCoveringIndexes1763700000430';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX time_away_person_dates`);
    await q.query(`CREATE INDEX time_away_person_dates ON time_away (company_id, person_id, start_date, end_date)
      INCLUDE (time_away_type_id, request_status, days)`);
    await q.query(`DROP INDEX time_away_adjustments_person_date`);
    await q.query(`CREATE INDEX time_away_adjustments_person_date ON time_away_adjustments (company_id, person_id, date) INCLUDE (days)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX time_away_adjustments_person_date`);
    await q.query(`CREATE INDEX time_away_adjustments_person_date ON time_away_adjustments (company_id, person_id, date)`);
    await q.query(`DROP INDEX time_away_person_dates`);
    await q.query(`CREATE INDEX time_away_person_dates ON time_away (company_id, person_id, start_date, end_date)`);
  }
}
