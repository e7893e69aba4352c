import { DataSource } from 'typeorm';
import { migrationTestDatabase } from '../../support/migration-test-database';
import { MIGRATIONS } from '../../../migrations';
import { TimeAwayAllocations1763700000400 } from '../../../migrations/1763700000400-time-away-allocations';

/**
 * Existing people get one open allocation from their start date (the day they were added when they have none) for
 * the policy they had: their own, else their location's, else the company default; the person's own column goes.
 */
describe('migration 1763700000400: allocations of existing people', () => {
  const migration = migrationTestDatabase('allocations', TimeAwayAllocations1763700000400);
  let db: DataSource;

  beforeAll(async () => {
    expect(migration.upTo).toBeGreaterThan(0);
    db = await migration.create();
  }, 120_000);
  afterAll(() => migration.drop(db));

  it('gives each person their current policy from their start date, open', async () => {
    await db.query(`INSERT INTO companies (id, name, created_at, updated_at) VALUES ('co_a', 'A', now(), now())`);
    const policy = (id: string, isDefault: boolean) => db.query(
      `INSERT INTO time_away_policies (id, company_id, name, allowance, carry_over_limit, is_default, created_at, updated_at)
       VALUES ($1, 'co_a', $1, 25, 5, $2, now(), now())`, [id, isDefault]);
    await policy('pol_default', true);
    await policy('pol_office', false);
    await policy('pol_own', false);
    await db.query(`INSERT INTO locations (id, company_id, city, country_code, time_away_policy_id, created_at, updated_at)
      VALUES ('loc_a', 'co_a', 'Leeds', 'GB', 'pol_office', now(), now())`);
    const person = (id: string, start: string | null, location: string | null, own: string | null) => db.query(
      `INSERT INTO people (id, company_id, first_name, employment_start_date, location_id, time_away_policy_id, created_at, updated_at)
       VALUES ($1, 'co_a', $1, $2, $3, $4, '2025-09-15T10:00:00Z', now())`, [id, start, location, own]);
    await person('p_own', '2021-03-01', 'loc_a', 'pol_own');
    await person('p_office', '2022-04-01', 'loc_a', null);
    await person('p_default', '2023-05-01', 'remote', null);
    await person('p_no_start', null, null, null);
    await db.destroy();

    db = await migration.migrate(MIGRATIONS.slice(0, migration.upTo + 1));
    const rows = await db.query(
      `SELECT person_id, time_away_policy_id, start_date::text AS start, end_date FROM time_away_allocations ORDER BY person_id`);
    expect(rows).toEqual([
      { person_id: 'p_default', time_away_policy_id: 'pol_default', start: '2023-05-01', end_date: null },
      { person_id: 'p_no_start', time_away_policy_id: 'pol_default', start: '2025-09-15', end_date: null },
      { person_id: 'p_office', time_away_policy_id: 'pol_office', start: '2022-04-01', end_date: null },
      { person_id: 'p_own', time_away_policy_id: 'pol_own', start: '2021-03-01', end_date: null },
    ]);
    const columns = await db.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'people' AND column_name = 'time_away_policy_id'`);
    expect(columns).toEqual([]);
  });
});
