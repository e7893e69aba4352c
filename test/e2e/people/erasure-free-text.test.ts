import { AuditChecker } from '../../../src/core/audit/audit-checker';
import { newCompany, newLocation, newPerson, TestCompany, utcDay } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * An erasure leaves no free text of the person outside the audit trail (docs/security.md, "Erasure"): the equipment
 * catalogue forgets the names and types only their equipment used, and the only table that may still hold such a
 * value is `audit_events`, whose entries are kept unaltered until AUDIT_RETENTION_DAYS ("What is not covered"); the
 * chain still verifies.
 */
describe('people: erasure leaves none of the person\'s free text outside the audit trail', () => {
  let t: TestApp;
  let c: TestCompany;
  let location: string;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
    location = await newLocation(t, c.token);
  });
  afterAll(() => t.close());

  const marker = (tag: string) => `Zq${tag}${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  const equipment = (personId: string, type: string, name: string) =>
    t.api.post('/api/equipment', c.token, { personId, type, name, issueDate: '2025-01-06' });

  /** Every table of the database with a row whose text holds `value` (each row read whole, as text). */
  const tablesHolding = async (value: string): Promise<string[]> => {
    const tables: { name: string }[] = await t.db.query(
      `SELECT c.relname AS name FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') ORDER BY 1`,
    );
    const holding: string[] = [];
    for (const { name } of tables) {
      const [{ found }] = await t.db.query(`SELECT EXISTS (SELECT 1 FROM "${name}" r WHERE strpos(lower(r::text), lower($1)) > 0) AS found`, [value]);
      if (found) holding.push(name);
    }
    return holding;
  };

  it('forgets the equipment names and types only the person\'s equipment used, and keeps those others use', async () => {
    const leaver = await newPerson(t, c.token, location, { employmentEndDate: utcDay(-1) });
    const colleague = await newPerson(t, c.token, location);
    const ownName = marker('OwnBike');
    const ownType = marker('OwnType');
    const sharedName = marker('SharedLaptop');
    expect((await equipment(leaver.id, ownType, ownName)).status).toBe(201);
    expect((await equipment(leaver.id, 'Laptop', sharedName)).status).toBe(201);
    expect((await equipment(colleague.id, 'laptop', sharedName.toUpperCase())).status).toBe(201);
    expect(await tablesHolding(ownName)).toEqual(expect.arrayContaining(['equipment', 'equipment_names']));

    const erased = await t.api.post(`/api/people/${leaver.id}/erase`, c.token, {});
    expect(erased.status).toBe(200);

    // Outside the audit trail (kept unaltered, "What is not covered"), nothing holds the person's own name or type.
    const outsideTheTrail = async (value: string) => (await tablesHolding(value)).filter((table) => table !== 'audit_events');
    expect(await outsideTheTrail(ownName)).toEqual([]);
    expect(await outsideTheTrail(ownType)).toEqual([]);
    // A name another person's equipment uses stays in the catalogue, as does a default type.
    const names = await t.db.query('SELECT value FROM equipment_names WHERE company_id = $1 AND lower(value) = lower($2)', [c.companyId, sharedName]);
    expect(names).toEqual([{ value: sharedName }]);
    const types = await t.db.query(`SELECT value FROM equipment_types WHERE company_id = $1 AND lower(value) = 'laptop'`, [c.companyId]);
    expect(types).toHaveLength(1);
    expect((await t.api.get('/api/equipment-names', c.token)).body.data.map((n: { value: string }) => n.value)).not.toContain(ownName);
  });

  it('leaves the audit chain verifying: erased people\'s entries are kept unaltered', async () => {
    const leaver = await newPerson(t, c.token, location, { employmentEndDate: utcDay(-1) });
    expect((await equipment(leaver.id, marker('Type'), marker('Name'))).status).toBe(201);
    expect((await t.api.post(`/api/people/${leaver.id}/erase`, c.token, {})).status).toBe(200);
    const verdict = await t.app.get(AuditChecker).verify(c.companyId);
    expect(verdict).toEqual(expect.objectContaining({ ok: true }));
    expect(verdict.checked).toBeGreaterThan(0);
  });
});
