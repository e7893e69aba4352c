import { newCompany, TestCompany } from '../../support/factories';
import { eventsOf } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { daysOf, newPattern } from './patterns-support';

const FULL_TIME = daysOf({ monday: 8, tuesday: 8, wednesday: 8, thursday: 8, friday: 8 });

/** At most one pattern of a company is the default: making one the default makes the previous one not, concurrently too. */
describe('working patterns: at most one default', () => {
  let t: TestApp;
  let c: TestCompany;

  const defaults = async (companyId: string): Promise<string[]> =>
    (await t.db.query('SELECT id FROM working_patterns WHERE company_id = $1 AND is_default ORDER BY id', [companyId])).map((r: { id: string }) => r.id);

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('moves the default to the pattern made or marked default, with the previous one\'s event', async () => {
    const first = await newPattern(t, c.token, FULL_TIME, { isDefault: true });
    expect(await defaults(c.companyId)).toEqual([first]);
    const second = await newPattern(t, c.token, FULL_TIME, { isDefault: true });
    expect(await defaults(c.companyId)).toEqual([second]);
    expect((await t.api.get(`/api/working-patterns/${first}`, c.token)).body.isDefault).toBe(false);
    const unset = (await eventsOf(t, c.companyId, { objectId: first })).filter((e) => e.type === 'workingPattern.updated');
    expect(unset.map((e) => e.payload.data.previousAttributes?.isDefault)).toEqual([true]);

    expect((await t.api.patch(`/api/working-patterns/${first}`, c.token, { isDefault: true })).body.isDefault).toBe(true);
    expect(await defaults(c.companyId)).toEqual([first]);
    // Unmarking the default leaves the company without one.
    expect((await t.api.patch(`/api/working-patterns/${first}`, c.token, { isDefault: false })).body.isDefault).toBe(false);
    expect(await defaults(c.companyId)).toEqual([]);
  });

  it('leaves exactly one default after 20 concurrent requests each making another one the default', async () => {
    const patterns = await Promise.all(Array.from({ length: 10 }, () => newPattern(t, c.token, FULL_TIME)));
    const answers = await Promise.all([
      ...patterns.map((id) => t.api.patch(`/api/working-patterns/${id}`, c.token, { isDefault: true })),
      ...Array.from({ length: 10 }, () => t.api.post('/api/working-patterns', c.token, { name: 'New default', days: FULL_TIME, isDefault: true })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(10).fill(200), ...Array(10).fill(201)].sort());
    expect(await defaults(c.companyId)).toHaveLength(1);
  });

  it('keeps each company\'s default its own', async () => {
    const other = await newCompany(t);
    const theirs = await newPattern(t, other.token, FULL_TIME, { isDefault: true });
    const mine = await newPattern(t, c.token, FULL_TIME, { isDefault: true });
    expect(await defaults(other.companyId)).toEqual([theirs]);
    expect(await defaults(c.companyId)).toEqual([mine]);
  });
});
