import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * People and job roles (issue 3): every field of the spec's Person, the job-role history with its
 * `end_date` chain, and the indexes the list, retrieve, `$asOf` and reporting-line queries use.
 */
export class People1763700000002 implements MigrationInterface {
  name = 'People1763700000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE people
        ADD COLUMN middle_name text,
        ADD COLUMN preferred_name text,
        ADD COLUMN pronouns text,
        ADD COLUMN personal_email text,
        ADD COLUMN phone_number text,
        ADD COLUMN personal_phone_number text,
        ADD COLUMN gender text,
        ADD COLUMN birthday date,
        ADD COLUMN is_birthday_hidden boolean NOT NULL DEFAULT false,
        ADD COLUMN profile_photo_id text,
        ADD COLUMN nationality text,
        ADD COLUMN nationalities text[],
        ADD COLUMN spoken_languages text[],
        ADD COLUMN dietary_preference text CHECK (dietary_preference IN
          ('No preference', 'Pescetarian', 'Vegetarian', 'Vegan', 'Halal', 'Jain', 'Kosher', 'Diabetic')),
        ADD COLUMN food_allergies text[] NOT NULL DEFAULT '{}',
        ADD COLUMN address text,
        ADD COLUMN city text,
        ADD COLUMN state text,
        ADD COLUMN postcode text,
        ADD COLUMN country_code text CHECK (country_code ~ '^[A-Z]{2}$'),
        ADD COLUMN bio text,
        ADD COLUMN linked_in text,
        ADD COLUMN twitter text,
        ADD COLUMN github text,
        ADD COLUMN first_working_day date,
        ADD COLUMN last_working_day date,
        ADD COLUMN probation_end_date date,
        ADD COLUMN working_days jsonb,
        ADD COLUMN turnover_impact text CHECK (turnover_impact IN ('regrettable', 'non-regrettable', 'not-applicable')),
        ADD COLUMN leaving_reason text CHECK (leaving_reason IN ('dismissed', 'resigned', 'redundancy', 'other')),
        ADD COLUMN leaving_note text,
        ADD COLUMN leaving_file_id text,
        ADD COLUMN contract_type text,
        ADD COLUMN payroll_provider text,
        ADD COLUMN employee_id text,
        ADD COLUMN tax_id text,
        ADD COLUMN tax_code text,
        ADD COLUMN remote_city text,
        ADD COLUMN remote_region_code text,
        ADD COLUMN remote_country_code text CHECK (remote_country_code ~ '^[A-Z]{2}$'),
        ADD COLUMN remote_timezone text,
        ADD COLUMN time_away_approval_flow_id text,
        ADD COLUMN time_away_policy_id text,
        ADD COLUMN public_holiday_calendar_id text,
        ADD COLUMN teams jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(teams) = 'array' AND jsonb_array_length(teams) <= 8),
        ADD COLUMN is_verified boolean NOT NULL DEFAULT false,
        ADD COLUMN is_work_email_hidden boolean NOT NULL DEFAULT false,
        ADD COLUMN calendar_feed_token text DEFAULT (replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')),
        ADD COLUMN seen_documents_at timestamptz,
        ADD COLUMN source text,
        ADD COLUMN source_id text,
        ADD COLUMN first_active_at timestamptz,
        ADD COLUMN demo boolean NOT NULL DEFAULT false,
        ADD COLUMN offboarded_at timestamptz,
        ADD CONSTRAINT people_time_away_policy FOREIGN KEY (company_id, time_away_policy_id)
          REFERENCES time_away_policies (company_id, id)`);

    // `location_id` is a location of the company or the literal `remote`: the reference is checked through
    // a generated column that is null for remote people.
    await q.query(`
      ALTER TABLE people
        ADD COLUMN location_ref text GENERATED ALWAYS AS (CASE WHEN location_id = 'remote' THEN NULL ELSE location_id END) STORED,
        ADD CONSTRAINT people_location FOREIGN KEY (company_id, location_ref) REFERENCES locations (company_id, id)`);
    await q.query(`CREATE INDEX people_location ON people (company_id, location_ref) WHERE location_ref IS NOT NULL`);

    // The company's own employee ids are unique within the company (generated ones never repeat, D9).
    await q.query(`CREATE UNIQUE INDEX people_employee_id_unique ON people (company_id, employee_id) WHERE employee_id IS NOT NULL`);
    // The status filter (D9: offboarded from the end date at read time) and its count, index-only.
    await q.query(`CREATE INDEX people_status ON people (company_id, status, employment_end_date)`);
    await q.query(`CREATE INDEX people_updated ON people (company_id, updated_at)`);
    // The daily offboarding job: people past their end date whose offboarding is not recorded yet.
    await q.query(`CREATE INDEX people_offboarding_due ON people (employment_end_date) WHERE offboarded_at IS NULL AND employment_end_date IS NOT NULL`);

    await q.query(`
      CREATE TABLE job_roles (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        person_id text NOT NULL,
        job_title text NOT NULL,
        department text,
        effective_date date NOT NULL,
        end_date date,
        is_first boolean NOT NULL DEFAULT false,
        reporting_to text,
        note text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (company_id, id),
        CHECK (end_date IS NULL OR end_date >= effective_date),
        CHECK (reporting_to IS NULL OR reporting_to <> person_id),
        FOREIGN KEY (company_id, person_id) REFERENCES people (company_id, id) ON DELETE CASCADE,
        FOREIGN KEY (company_id, reporting_to) REFERENCES people (company_id, id)
      )`);
    // One role per person and day: the chain and "the role in effect" are then always well defined.
    // Also the lookup of a person's roles, of the role in effect on a date, and of the current role.
    await q.query(`
      CREATE UNIQUE INDEX job_roles_person_effective ON job_roles (company_id, person_id, effective_date)
        INCLUDE (end_date, reporting_to)`);
    await q.query(`CREATE INDEX job_roles_list ON job_roles (company_id, created_at, id)`);
    // $asOf: roles whose [effective_date, end_date] holds the date. Led by the end (open = infinity), a date near
    // today reads only the current and future roles, not the whole history.
    await q.query(`CREATE INDEX job_roles_in_effect ON job_roles (company_id, (COALESCE(end_date, 'infinity'::date)), effective_date)`);
    // Reporting lines: the reports of a manager through current roles.
    await q.query(`
      CREATE INDEX job_roles_reporting ON job_roles (company_id, reporting_to, effective_date)
        INCLUDE (end_date, person_id) WHERE reporting_to IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS job_roles`);
    await q.query(`DROP INDEX IF EXISTS people_employee_id_unique, people_status, people_updated, people_offboarding_due, people_location`);
    await q.query(`ALTER TABLE people DROP CONSTRAINT IF EXISTS people_location, DROP CONSTRAINT IF EXISTS people_time_away_policy`);
    await q.query(`
      ALTER TABLE people
        DROP COLUMN location_ref, DROP COLUMN middle_name, DROP COLUMN preferred_name, DROP COLUMN pronouns,
        DROP COLUMN personal_email, DROP COLUMN phone_number, DROP COLUMN personal_phone_number, DROP COLUMN gender,
        DROP COLUMN birthday, DROP COLUMN is_birthday_hidden, DROP COLUMN profile_photo_id, DROP COLUMN nationality,
        DROP COLUMN nationalities, DROP COLUMN spoken_languages, DROP COLUMN dietary_preference, DROP COLUMN food_allergies,
        DROP COLUMN address, DROP COLUMN city, DROP COLUMN state, DROP COLUMN postcode, DROP COLUMN country_code,
        DROP COLUMN bio, DROP COLUMN linked_in, DROP COLUMN twitter, DROP COLUMN github, DROP COLUMN first_working_day,
        DROP COLUMN last_working_day, DROP COLUMN probation_end_date, DROP COLUMN working_days, DROP COLUMN turnover_impact,
        DROP COLUMN leaving_reason, DROP COLUMN leaving_note, DROP COLUMN leaving_file_id, DROP COLUMN contract_type,
        DROP COLUMN payroll_provider, DROP COLUMN employee_id, DROP COLUMN tax_id, DROP COLUMN tax_code,
        DROP COLUMN remote_city, DROP COLUMN remote_region_code, DROP COLUMN remote_country_code, DROP COLUMN remote_timezone,
        DROP COLUMN time_away_approval_flow_id, DROP COLUMN time_away_policy_id, DROP COLUMN public_holiday_calendar_id,
        DROP COLUMN teams, DROP COLUMN is_verified, DROP COLUMN is_work_email_hidden, DROP COLUMN calendar_feed_token,
        DROP COLUMN seen_documents_at, DROP COLUMN source, DROP COLUMN source_id, DROP COLUMN first_active_at,
        DROP COLUMN demo, DROP COLUMN offboarded_at`);
  }
}
