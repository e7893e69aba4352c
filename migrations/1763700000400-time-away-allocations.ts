import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A person's time-away policy over time (docs/decisions-time-away.md, "Allocations"): each allocation applies a
 * policy from `start_date` to `end_date` (null: open). The exclusion constraint keeps one person's allocations from
 * overlapping, whatever the race, as `time_away_no_overlap` does for entries.
 *
 * Every existing person gets one open allocation from their start date (the day they were added when they have
 * none) for the policy they have now: their own, else their location's, else the company default. The person's
 * own column then goes: allocations are the one record of a person's policy.
 */
export class TimeAwayAllocations1763700000400 implements MigrationInterface {
  name = 'TimeAwayAllocations1763700000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`
      CREATE TABLE time_away_allocations (
        id text NOT NULL,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        person_id text NOT NULL,
        time_away_policy_id text NOT NULL,
        start_date date NOT NULL,
        end_date date,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (id, company_id),
        CONSTRAINT time_away_allocations_check CHECK (end_date IS NULL OR end_date >= start_date),
        CONSTRAINT time_away_allocations_person FOREIGN KEY (company_id, person_id) REFERENCES people (company_id, id) ON DELETE CASCADE,
        CONSTRAINT time_away_allocations_policy FOREIGN KEY (company_id, time_away_policy_id) REFERENCES time_away_policies (company_id, id),
        CONSTRAINT time_away_allocations_no_overlap EXCLUDE USING gist (company_id WITH =, person_id WITH =, daterange(start_date, end_date, '[]') WITH &&)
      )`);
    await q.query(`CREATE INDEX time_away_allocations_list ON time_away_allocations (company_id, created_at, id)`);
    await q.query(`CREATE INDEX time_away_allocations_person_start ON time_away_allocations (company_id, person_id, start_date)`);
    await q.query(`CREATE INDEX time_away_allocations_by_policy ON time_away_allocations (company_id, time_away_policy_id)`);

    const randomId = `rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=')`;
    await q.query(`
      INSERT INTO time_away_allocations (id, company_id, person_id, time_away_policy_id, start_date, end_date, created_at, updated_at)
      SELECT ${randomId}, p.company_id, p.id, current.policy_id, COALESCE(p.employment_start_date, p.created_at::date), NULL, now(), now()
        FROM people p
        LEFT JOIN locations l ON l.company_id = p.company_id AND l.id = p.location_ref
        CROSS JOIN LATERAL (SELECT COALESCE(p.time_away_policy_id, l.time_away_policy_id,
          (SELECT d.id FROM time_away_policies d WHERE d.company_id = p.company_id AND d.is_default ORDER BY d.created_at LIMIT 1)) AS policy_id) current
       WHERE current.policy_id IS NOT NULL`);
    await q.query(`ALTER TABLE people DROP CONSTRAINT people_time_away_policy, DROP COLUMN time_away_policy_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE people ADD COLUMN time_away_policy_id text,
      ADD CONSTRAINT people_time_away_policy FOREIGN KEY (company_id, time_away_policy_id) REFERENCES time_away_policies (company_id, id)`);
    await q.query(`
      UPDATE people p SET time_away_policy_id = a.time_away_policy_id
        FROM time_away_allocations a
       WHERE a.company_id = p.company_id AND a.person_id = p.id
         AND a.start_date <= CURRENT_DATE AND (a.end_date IS NULL OR a.end_date >= CURRENT_DATE)`);
    await q.query(`DROP TABLE time_away_allocations`);
  }
}
