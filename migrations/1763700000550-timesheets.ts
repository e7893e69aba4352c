import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Timesheets (docs/decisions-work-time.md, "Timesheets"): a person's hours worked, one entry per stretch of a day,
 * and the submissions that hand a period's entries in for review.
 *
 * An entry runs from `start_time` to `end_time` on its `date` (`24:00` ends it at midnight); one person's entries
 * never overlap in time, whatever the race (the exclusion constraint over the entry as a timestamp range). A
 * submission covers `start_date` to `end_date`; one person's submissions never overlap, whatever their status. Its
 * figures (`duration_minutes`, `duration_days`) are those of the entries when it was submitted: while it is pending or
 * approved the entries of its period cannot change.
 */
export class Timesheets1763700000550 implements MigrationInterface {
  name = 'Timesheets1763700000550';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`
      CREATE TABLE timesheet_entries (
        id text NOT NULL,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        person_id text NOT NULL,
        date date NOT NULL,
        start_time time NOT NULL,
        end_time time NOT NULL,
        note text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (id, company_id),
        CONSTRAINT timesheet_entries_times_check CHECK (end_time > start_time),
        CONSTRAINT timesheet_entries_person FOREIGN KEY (company_id, person_id) REFERENCES people (company_id, id) ON DELETE CASCADE,
        CONSTRAINT timesheet_entries_no_overlap EXCLUDE USING gist (company_id WITH =, person_id WITH =, tsrange(date + start_time, date + end_time, '[)') WITH &&)
      )`);
    await q.query(`CREATE INDEX timesheet_entries_list ON timesheet_entries (company_id, created_at, id)`);
    // A person's entries of a period (a submission's figures, the lists by person), and a company's by date.
    await q.query(`CREATE INDEX timesheet_entries_person_date ON timesheet_entries (company_id, person_id, date)`);
    await q.query(`CREATE INDEX timesheet_entries_date ON timesheet_entries (company_id, date)`);

    await q.query(`
      CREATE TABLE timesheet_submissions (
        id text NOT NULL,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        person_id text NOT NULL,
        start_date date NOT NULL,
        end_date date NOT NULL,
        status text NOT NULL,
        submitted_at timestamptz NOT NULL,
        reviewed_by text,
        reviewed_at timestamptz,
        changes_requested text,
        duration_minutes integer NOT NULL,
        duration_days numeric(7, 2) NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (id, company_id),
        CONSTRAINT timesheet_submissions_dates_check CHECK (end_date >= start_date),
        CONSTRAINT timesheet_submissions_status_check CHECK (status IN ('pending', 'approved', 'rejected')),
        CONSTRAINT timesheet_submissions_rejected_check CHECK (status <> 'rejected' OR changes_requested IS NOT NULL),
        CONSTRAINT timesheet_submissions_durations_check CHECK (duration_minutes >= 0 AND duration_days >= 0),
        CONSTRAINT timesheet_submissions_person FOREIGN KEY (company_id, person_id) REFERENCES people (company_id, id) ON DELETE CASCADE,
        CONSTRAINT timesheet_submissions_reviewer FOREIGN KEY (company_id, reviewed_by) REFERENCES people (company_id, id) ON DELETE SET NULL (reviewed_by),
        CONSTRAINT timesheet_submissions_no_overlap EXCLUDE USING gist (company_id WITH =, person_id WITH =, daterange(start_date, end_date, '[]') WITH &&)
      )`);
    await q.query(`CREATE INDEX timesheet_submissions_list ON timesheet_submissions (company_id, created_at, id)`);
    await q.query(`CREATE INDEX timesheet_submissions_start ON timesheet_submissions (company_id, start_date)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE timesheet_submissions`);
    await q.query(`DROP TABLE timesheet_entries`);
  }
}
