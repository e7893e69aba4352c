import { DataSource } from 'typeorm';
import { migrationTestDatabase } from '../../support/migration-test-database';
import { MIGRATIONS } from '../../../migrations';
import { TimeAwayApprovalFlows1763700000800 } from '../../../migrations/1763700000800-time-away-approval-flows';

/**
 * Migrations 1763700000800 and 1763700000810: a person's stored `time_away_approval_flow_id` named nothing (there
 * were no flows), so it becomes null (one review, as before); entries made before keep `approvals: []`.
 */
describe('migrations: approval flows over existing rows', () => {
  const migration = migrationTestDatabase('approval_flows', TimeAwayApprovalFlows1763700000800);
  let db: DataSource;

  beforeAll(async () => {
    expect(migration.upTo).toBeGreaterThan(0);
    db = await migration.create();
  }, 120_000);
  afterAll(() => migration.drop(db));

  it('nulls the stored flow ids, keeps entries without steps, and then holds people to flows of their company', async () => {
    await db.query(`INSERT INTO companies (id, name, created_at, updated_at) VALUES ('co_a', 'A', now(), now())`);
    await db.query(`INSERT INTO time_away_types (id, company_id, name, is_time_off, category, created_at, updated_at)
      VALUES ('type_a', 'co_a', 'Holiday', true, 'paidTimeOff', now(), now())`);
    const person = (id: string, flow: string | null) => db.query(
      `INSERT INTO people (id, company_id, first_name, time_away_approval_flow_id, created_at, updated_at) VALUES ($1, 'co_a', $1, $2, now(), now())`, [id, flow]);
    await person('p_flow', 'flow_1');
    await person('p_none', null);
    await db.query(`INSERT INTO time_away (id, company_id, person_id, time_away_type_id, start_date, start_period, end_date, end_period,
      request_status, days, created_at, updated_at) VALUES ('e_old', 'co_a', 'p_flow', 'type_a', '2025-03-03', 'full', '2025-03-03', 'full', 'pending', 1, now(), now())`);
    await db.destroy();

    db = await migration.migrate(MIGRATIONS);
    expect(await db.query(`SELECT id, time_away_approval_flow_id AS flow FROM people ORDER BY id`)).toEqual([
      { id: 'p_flow', flow: null }, { id: 'p_none', flow: null },
    ]);
    expect(await db.query(`SELECT approvals FROM time_away WHERE id = 'e_old'`)).toEqual([{ approvals: [] }]);
    await expect(db.query(`UPDATE people SET time_away_approval_flow_id = 'flow_1' WHERE id = 'p_none'`)).rejects.toThrow(/people_time_away_approval_flow/);
  });
});
