import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Working patterns (docs/decisions-work-time.md, "Working patterns and time away in hours"): a company's patterns,
 * each listing its working days with their hours (`days`, `[{ day, hours }]`, checked by the API), at most one of
 * them the company default (a partial unique index); and a person's pattern over time (allocations, which never
 * overlap: the exclusion constraint, as for time-away allocations).
 *
 * A location's `working_pattern_id` was stored as given until now: values naming no pattern of the location's
 * company (every stored one, as no pattern existed) become null, and a foreign key keeps every later one a pattern of
 * the company; a pattern a location or an allocation uses cannot be deleted (the keys refuse it). The nulled values
 * record no event: they named nothing.
 */
export class WorkingPatterns1763700000500 implements MigrationInterface {
  name = 'WorkingPatterns1763700000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`
      CREATE TABLE working_patterns (
        id text NOT NULL,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        name text NOT NULL,
        days jsonb NOT NULL,
        is_default boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (id, company_id),
        CONSTRAINT working_patterns_days_check CHECK ((jsonb_typeof(days) = 'array') AND (jsonb_array_length(days) BETWEEN 1 AND 7))
      )`);
    await q.query(`CREATE INDEX working_patterns_list ON working_patterns (company_id, created_at, id)`);
    await q.query(`CREATE UNIQUE INDEX working_patterns_one_default ON working_patterns (company_id) WHERE is_default`);

    await q.query(`
      CREATE TABLE working_pattern_allocations (
        id text NOT NULL,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        person_id text NOT NULL,
        working_pattern_id text NOT NULL,
        start_date date NOT NULL,
        end_date date,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (id, company_id),
        CONSTRAINT working_pattern_allocations_check CHECK (end_date IS NULL OR end_date >= start_date),
        CONSTRAINT working_pattern_allocations_person FOREIGN KEY (company_id, person_id) REFERENCES people (company_id, id) ON DELETE CASCADE,
        CONSTRAINT working_pattern_allocations_pattern FOREIGN KEY (company_id, working_pattern_id) REFERENCES working_patterns (company_id, id),
        CONSTRAINT working_pattern_allocations_no_overlap EXCLUDE USING gist (company_id WITH =, person_id WITH =, daterange(start_date, end_date, '[]') WITH &&)
      )`);
    await q.query(`CREATE INDEX working_pattern_allocations_list ON working_pattern_allocations (company_id, created_at, id)`);
    await q.query(`CREATE INDEX working_pattern_allocations_person_start ON working_pattern_allocations (company_id, person_id, start_date)`);
    await q.query(`CREATE INDEX working_pattern_allocations_by_pattern ON working_pattern_allocations (company_id, working_pattern_id)`);

    await q.query(`
      UPDATE locations l SET working_pattern_id = NULL
       WHERE l.working_pattern_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM working_patterns w WHERE w.company_id = l.company_id AND w.id = l.working_pattern_id)`);
    await q.query(`ALTER TABLE locations ADD CONSTRAINT locations_working_pattern
      FOREIGN KEY (company_id, working_pattern_id) REFERENCES working_patterns (company_id, id)`);
    // The key's check when a pattern is deleted: the locations using it, found without a scan of the company's.
    await q.query(`CREATE INDEX locations_by_working_pattern ON locations (company_id, working_pattern_id) WHERE working_pattern_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX locations_by_working_pattern`);
    await q.query(`ALTER TABLE locations DROP CONSTRAINT locations_working_pattern`);
    await q.query(`DROP TABLE working_pattern_allocations`);
    await q.query(`DROP TABLE working_patterns`);
  }
}
