import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Public holiday calendars and their holidays (D13) and time-away entries (D12, issue 10).
 * Calendars are rows of the company (`GB`, `GB-SCT` made on demand, or the company's own), so every read is
 * scoped like any resource; `public_holiday_years` marks the years already filled from the holidays library.
 * An entry's `period` is its time as a range with noon boundaries (a morning is [d 00:00, d 12:00)): the
 * exclusion constraint keeps one person's entries from overlapping, down to the half day, whatever the race.
 */
export class TimeAway1763700000030 implements MigrationInterface {
  name = 'TimeAway1763700000030';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`
      CREATE TABLE public_holiday_calendars (
        id text NOT NULL,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        name text NOT NULL,
        country_code text,
        country text,
        region_code text,
        region text,
        source_public_holiday_calendar_id text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (company_id, id)
      )`);
    await q.query(`CREATE INDEX public_holiday_calendars_list ON public_holiday_calendars (company_id, created_at, id)`);
    await q.query(`
      CREATE TABLE public_holiday_years (
        company_id text NOT NULL,
        public_holiday_calendar_id text NOT NULL,
        year integer NOT NULL,
        PRIMARY KEY (company_id, public_holiday_calendar_id, year),
        FOREIGN KEY (company_id, public_holiday_calendar_id) REFERENCES public_holiday_calendars (company_id, id) ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE public_holidays (
        id text PRIMARY KEY,
        company_id text NOT NULL,
        public_holiday_calendar_id text NOT NULL,
        date date NOT NULL,
        name text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (company_id, public_holiday_calendar_id, date, name),
        FOREIGN KEY (company_id, public_holiday_calendar_id) REFERENCES public_holiday_calendars (company_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX public_holidays_list ON public_holidays (company_id, created_at, id)`);

    await q.query(`
      CREATE TABLE time_away (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        person_id text NOT NULL,
        time_away_type_id text NOT NULL,
        start_date date NOT NULL,
        start_period text NOT NULL,
        end_date date NOT NULL,
        end_period text NOT NULL,
        note text,
        request_status text NOT NULL CHECK (request_status IN ('pending', 'approved', 'declined')),
        reviewed_by text,
        reviewed_at timestamptz,
        days numeric NOT NULL CHECK (days >= 0),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        period tsrange GENERATED ALWAYS AS (tsrange(
          start_date + CASE WHEN start_period = 'pm' THEN time '12:00' ELSE time '00:00' END,
          CASE WHEN end_period = 'am' THEN end_date + time '12:00' ELSE (end_date + 1) + time '00:00' END,
          '[)')) STORED,
        CHECK (end_date >= start_date),
        CHECK (
          (start_date = end_date AND start_period IN ('full', 'am', 'pm') AND end_period = start_period)
          OR (start_date < end_date AND start_period IN ('full', 'pm') AND end_period IN ('full', 'am'))),
        FOREIGN KEY (company_id, person_id) REFERENCES people (company_id, id) ON DELETE CASCADE,
        FOREIGN KEY (company_id, time_away_type_id) REFERENCES time_away_types (company_id, id),
        FOREIGN KEY (company_id, reviewed_by) REFERENCES people (company_id, id) ON DELETE SET NULL (reviewed_by),
        CONSTRAINT time_away_no_overlap EXCLUDE USING gist (company_id WITH =, person_id WITH =, period WITH &&)
          WHERE (request_status <> 'declined')
      )`);
    await q.query(`CREATE INDEX time_away_list ON time_away (company_id, created_at, id)`);
    // A person's entries in a date range, and a company's: start and end bounds each served by an index.
    await q.query(`CREATE INDEX time_away_person_dates ON time_away (company_id, person_id, start_date, end_date)`);
    await q.query(`CREATE INDEX time_away_start ON time_away (company_id, start_date)`);
    await q.query(`CREATE INDEX time_away_end ON time_away (company_id, end_date)`);
    // Entries overlapping a range (startDate[$lte]=b & endDate[$gte]=a): the list adds the equivalent range condition.
    await q.query(`CREATE INDEX time_away_dates ON time_away USING gist (company_id, daterange(start_date, end_date, '[]'))`);
    await q.query(`CREATE INDEX time_away_type ON time_away (company_id, time_away_type_id)`);
    await q.query(`CREATE UNIQUE INDEX people_calendar_feed_token ON people (calendar_feed_token) WHERE calendar_feed_token IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX people_calendar_feed_token`);
    await q.query(`DROP TABLE time_away`);
    await q.query(`DROP TABLE public_holidays`);
    await q.query(`DROP TABLE public_holiday_years`);
    await q.query(`DROP TABLE public_holiday_calendars`);
  }
}
