import { newCompany, newUser, TestCompany } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { newPattern } from '../working-patterns/patterns-support';

/** A person's allocations never overlap: the database refuses it (422 on startDate), also under 20 concurrent creates. */
describe('working-pattern allocations do not overlap', () => {
  let t: TestApp;
  let c: TestCompany;
  let patternId: string;

  const person = async () => (await newUser(t, c.companyId, 'user')).personId;
  const create = (personId: string, startDate: string, endDate: string | null = null) =>
    t.api.post('/api/working-pattern-allocations', c.token, { personId, workingPatternId: patternId, startDate, endDate });

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    patternId = await newPattern(t, c.token);
  });
  afterAll(() => t.close());

  it('refuses an allocation sharing a day with another of the person, and takes one starting the day after', async () => {
    const personId = await person();
    expect((await create(personId, '2026-01-01', '2026-03-31')).status).toBe(201);
    expectError(await create(personId, '2026-03-31', '2026-06-30'), 422, 'ValidationError', ['startDate']);
    expectError(await create(personId, '2025-01-01', null), 422, 'ValidationError', ['startDate']);
    expect((await create(personId, '2026-04-01', null)).status).toBe(201);
    expectError(await create(personId, '2030-01-01', '2030-12-31'), 422, 'ValidationError', ['startDate']);
    expect((await create(await person(), '2026-01-01', null)).status).toBe(201);
  });

  it('refuses an update that would make two allocations overlap', async () => {
    const personId = await person();
    const first = (await create(personId, '2026-01-01', '2026-03-31')).body;
    expect((await create(personId, '2026-04-01', null)).status).toBe(201);
    expectError(await t.api.patch(`/api/working-pattern-allocations/${first.id}`, c.token, { endDate: '2026-04-01' }), 422, 'ValidationError', ['startDate']);
  });

  it('of 20 concurrent overlapping creates exactly one succeeds', async () => {
    const personId = await person();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => create(personId, `2026-0${1 + (i % 9)}-01`, null)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) expectError(refused, 422, 'ValidationError', ['startDate']);
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM working_pattern_allocations WHERE person_id = $1', [personId]);
    expect(n).toBe(1);
  });
});
