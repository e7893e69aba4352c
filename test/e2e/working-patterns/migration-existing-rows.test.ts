import { DataSource } from 'typeorm';
import { migrationTestDatabase } from '../../support/migration-test-database';
import { MIGRATIONS } from '../../../migrations';
import { WorkingPatterns1763700000500 } from '../../../migrations/1763700000500-working-patterns';

/**
 * Migrations 1763700000500 to 1763700000520 over existing rows: a location's stored `working_pattern_id` named
 * nothing (there were no patterns), so it becomes null and a key holds later ones to patterns of the company; stored
 * entries' hours are their days at 8 hours (every working day was one before patterns); policies count days.
 */
describe('migrations: working patterns over existing rows', () => {
  const migration = migrationTestDatabase('working_patterns', WorkingPatterns1763700000500);
  let db: DataSource;

  beforeAll(async () => {
    expect(migration.upTo).toBeGreaterThan(0);
    db = await migration.create();
  }, 120_000);
  afterAll(() => migration.drop(db));

  it('nulls the stored pattern ids, gives entries 8 hours a day, and then holds locations to patterns of their company', async () => {
    await db.query(`INSERT INTO companies (id, name, created_at, updated_at) VALUES ('co_a', 'A', now(), now())`);
    await db.query(`INSERT INTO time_away_policies (id, company_id, name, allowance, carry_over_limit, is_default, created_at, updated_at)
      VALUES ('pol_a', 'co_a', 'Default', 25, 5, true, now(), now())`);
    const location = (id: string, pattern: string | null) => db.query(
      `INSERT INTO locations (id, company_id, city, country_code, time_away_policy_id, working_pattern_id, created_at, updated_at)
       VALUES ($1, 'co_a', 'London', 'GB', 'pol_a', $2, now(), now())`, [id, pattern]);
    await location('loc_named', 'pattern-as-typed');
    await location('loc_none', null);
    await db.query(`INSERT INTO time_away_types (id, company_id, name, is_time_off, category, created_at, updated_at)
      VALUES ('type_a', 'co_a', 'Holiday', true, 'paidTimeOff', now(), now())`);
    await db.query(`INSERT INTO people (id, company_id, first_name, created_at, updated_at) VALUES ('p_a', 'co_a', 'A', now(), now())`);
    await db.query(`INSERT INTO time_away (id, company_id, person_id, time_away_type_id, start_date, start_period, end_date, end_period,
      request_status, days, created_at, updated_at) VALUES ('e_old', 'co_a', 'p_a', 'type_a', '2025-03-03', 'pm', '2025-03-05', 'full', 'approved', 2.5, now(), now())`);
    await db.destroy();

    db = await migration.migrate(MIGRATIONS);
    expect(await db.query(`SELECT id, working_pattern_id AS pattern FROM locations ORDER BY id`)).toEqual([
      { id: 'loc_named', pattern: null }, { id: 'loc_none', pattern: null },
    ]);
    expect(await db.query(`SELECT days::float8 AS days, hours::float8 AS hours FROM time_away WHERE id = 'e_old'`)).toEqual([{ days: 2.5, hours: 20 }]);
    expect(await db.query(`SELECT unit FROM time_away_policies WHERE id = 'pol_a'`)).toEqual([{ unit: 'days' }]);
    await expect(db.query(`UPDATE locations SET working_pattern_id = 'pattern-as-typed' WHERE id = 'loc_none'`)).rejects.toThrow(/locations_working_pattern/);
  });
});
