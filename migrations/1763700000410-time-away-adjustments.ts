import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Days added to or taken from a person's time-away balance by hand (docs/decisions-time-away.md, "Adjustments"):
 * two decimal places, positive or negative, never 0, at most a year's days either way. An adjustment counts in the
 * leave year that contains its date.
 */
export class TimeAwayAdjustments1763700000410 implements MigrationInterface {
  name = 'TimeAwayAdjustments1763700000410';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE time_away_adjustments (
        id text NOT NULL,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        person_id text NOT NULL,
        date date NOT NULL,
        days numeric(5, 2) NOT NULL,
        note text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (id, company_id),
        CONSTRAINT time_away_adjustments_days_check CHECK (days <> 0 AND abs(days) <= 366),
        CONSTRAINT time_away_adjustments_person FOREIGN KEY (company_id, person_id) REFERENCES people (company_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX time_away_adjustments_list ON time_away_adjustments (company_id, created_at, id)`);
    // A person's adjustments of a leave year (balances), and a company's by date (lists, exports).
    await q.query(`CREATE INDEX time_away_adjustments_person_date ON time_away_adjustments (company_id, person_id, date)`);
    await q.query(`CREATE INDEX time_away_adjustments_date ON time_away_adjustments (company_id, date)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE time_away_adjustments`);
  }
}
