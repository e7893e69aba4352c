import { MigrationInterface, QueryRunner } from 'typeorm';

/** Platform: companies, people (login rows), tokens, locations, time-away policies and types, the event outbox. */
export class Platform1763700000001 implements MigrationInterface {
  name = 'Platform1763700000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE companies (
        id text PRIMARY KEY,
        name text NOT NULL,
        domains jsonb NOT NULL DEFAULT '[]',
        trial_end_date date,
        status text NOT NULL DEFAULT 'active'
          CHECK (status IN ('terms', 'trialing', 'expired', 'active', 'suspended')),
        payment_status text NOT NULL DEFAULT 'ok' CHECK (payment_status IN ('requires_action', 'past_due', 'ok')),
        is_timesheet_enabled boolean NOT NULL DEFAULT false,
        logo jsonb,
        autogenerate_employee_id boolean NOT NULL DEFAULT false,
        autogenerate_employee_id_for_new_hires boolean NOT NULL DEFAULT false,
        next_employee_id text,
        autogenerate_employee_id_filters jsonb NOT NULL DEFAULT '[]',
        permissions jsonb NOT NULL DEFAULT '{"compensations": [], "documents": []}',
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX companies_created ON companies (created_at, id)`);

    await q.query(`
      CREATE TABLE time_away_policies (
        id text NOT NULL,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        name text NOT NULL,
        allowance numeric(6, 2) CHECK (allowance >= 0),
        carry_over_limit numeric(6, 2) CHECK (carry_over_limit >= 0),
        is_default boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (id),
        UNIQUE (company_id, id)
      )`);
    await q.query(`CREATE INDEX time_away_policies_list ON time_away_policies (company_id, created_at, id)`);

    await q.query(`
      CREATE TABLE time_away_types (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        name text NOT NULL,
        is_time_off boolean NOT NULL,
        category text NOT NULL CHECK (category IN
          ('paidTimeOff', 'unpaidLeave', 'sickLeave', 'parentalLeave', 'workingFromHome', 'workTravel', 'other')),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (company_id, id)
      )`);
    await q.query(`CREATE INDEX time_away_types_list ON time_away_types (company_id, created_at, id)`);

    await q.query(`
      CREATE TABLE locations (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        label text,
        address text,
        postcode text,
        city text NOT NULL,
        state text,
        country text,
        region_code text,
        country_code text NOT NULL,
        timezone text,
        is_address_invalid boolean NOT NULL DEFAULT false,
        time_away_policy_id text NOT NULL,
        working_pattern_id text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (company_id, id),
        FOREIGN KEY (company_id, time_away_policy_id) REFERENCES time_away_policies (company_id, id)
      )`);
    await q.query(`CREATE INDEX locations_list ON locations (company_id, created_at, id)`);
    await q.query(`CREATE INDEX locations_policy ON locations (company_id, time_away_policy_id)`);

    await q.query(`
      CREATE TABLE people (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        first_name text,
        last_name text,
        email text,
        role text NOT NULL DEFAULT 'user' CHECK (role IN ('owner', 'admin', 'finance', 'tech', 'user')),
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'newHire')),
        employment_start_date date,
        employment_end_date date,
        location_id text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (company_id, id)
      )`);
    // Work emails log in, so they are unique across the deployment, whatever their case.
    await q.query(`CREATE UNIQUE INDEX people_email_unique ON people (lower(email)) WHERE email IS NOT NULL`);
    await q.query(`CREATE INDEX people_list ON people (company_id, created_at, id)`);

    await q.query(`
      CREATE TABLE api_tokens (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        person_id text NOT NULL,
        name text,
        secret_hash text NOT NULL UNIQUE,
        scopes text[] NOT NULL,
        expires_at timestamptz,
        revoked_at timestamptz,
        last_used_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        FOREIGN KEY (company_id, person_id) REFERENCES people (company_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX api_tokens_person ON api_tokens (company_id, person_id)`);

    await q.query(`
      CREATE TABLE events (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        type text NOT NULL,
        created_at timestamptz NOT NULL,
        payload jsonb NOT NULL,
        dispatched_at timestamptz
      )`);
    await q.query(`CREATE INDEX events_company ON events (company_id, created_at, id)`);
    await q.query(`CREATE INDEX events_undispatched ON events (created_at, id) WHERE dispatched_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['events', 'api_tokens', 'people', 'locations', 'time_away_types', 'time_away_policies', 'companies']) {
      await q.query(`DROP TABLE IF EXISTS ${table} CASCADE`);
    }
  }
}
