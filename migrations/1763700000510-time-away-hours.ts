import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Time away counted in hours (docs/decisions-work-time.md): each entry's `hours`, the hours of the working pattern in
 * effect on its days (a half day counts half the day's hours), beside its `days`. No pattern existed before this, so
 * every working day of a stored entry was an 8-hour day (a person's own working days, or Monday to Friday): its hours
 * are its days times 8. Balances of `hours` policies sum them, so the index their statement reads by index-only scans
 * (1763700000430) carries them too; it keeps its name and keys.
 */
export class TimeAwayHours1763700000510 implements MigrationInterface {
  name = 'TimeAwayHours1763700000510';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE time_away ADD COLUMN hours numeric NOT NULL DEFAULT 0, ADD CONSTRAINT time_away_hours_check CHECK (hours >= 0)`);
    await q.query(`UPDATE time_away SET hours = days * 8 WHERE days <> 0`);
    await q.query(`DROP INDEX time_away_person_dates`);
    await q.query(`CREATE INDEX time_away_person_dates ON time_away (company_id, person_id, start_date, end_date)
      INCLUDE (time_away_type_id, request_status, days, hours)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX time_away_person_dates`);
    await q.query(`CREATE INDEX time_away_person_dates ON time_away (company_id, person_id, start_date, end_date)
      INCLUDE (time_away_type_id, request_status, days)`);
    await q.query(`ALTER TABLE time_away DROP CONSTRAINT time_away_hours_check, DROP COLUMN hours`);
  }
}
