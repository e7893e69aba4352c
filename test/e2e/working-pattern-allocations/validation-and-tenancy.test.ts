import { newCompany, newUser, TestCompany } from '../../support/factories';
import { expectError, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { newPattern } from '../working-patterns/patterns-support';

/**
 * An allocation names a person and a pattern of the caller's company (422 naming the field otherwise, whoever owns
 * the id), dates in order (422 on endDate); another company's allocations do not exist.
 */
describe('working-pattern allocations: validation and tenancy', () => {
  let t: TestApp;
  let c: TestCompany;
  let other: TestCompany;
  let patternId: string;
  let personId: string;

  const create = (body: Record<string, unknown>, token = c.token) =>
    t.api.post('/api/working-pattern-allocations', token, { personId, workingPatternId: patternId, startDate: '2026-01-01', ...body });

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    other = await newCompany(t);
    patternId = await newPattern(t, c.token);
    personId = (await newUser(t, c.companyId, 'user')).personId;
  });
  afterAll(() => t.close());

  it.each([
    ['an end before the start', { endDate: '2025-12-31' }, ['endDate']],
    ['a date that is no date', { startDate: '2026-02-30' }, ['startDate']],
    ['no pattern', { workingPatternId: undefined }, ['workingPatternId']],
    ['a pattern id that is not a string', { workingPatternId: 7 }, ['workingPatternId']],
    ['an unknown pattern', { workingPatternId: 'nope' }, ['workingPatternId']],
    ['an unknown person', { personId: 'nobody' }, ['personId']],
    ['an unknown field', { hours: 8 }, ['hours']],
  ])('refuses %s (422)', async (_case, body, fields) => {
    expectError(await create(body), 422, 'ValidationError', fields);
  });

  it('refuses another company\'s pattern and person as unknown ones (422)', async () => {
    const theirPattern = await newPattern(t, other.token);
    const theirPerson = (await newUser(t, other.companyId, 'user')).personId;
    expectError(await create({ workingPatternId: theirPattern }), 422, 'ValidationError', ['workingPatternId']);
    expectError(await create({ personId: theirPerson }), 422, 'ValidationError', ['personId']);
    const mine = (await create({ startDate: '2027-01-01' })).body.id;
    expectError(await t.api.patch(`/api/working-pattern-allocations/${mine}`, c.token, { workingPatternId: theirPattern }), 422, 'ValidationError', ['workingPatternId']);
  });

  it('answers 404 for another company\'s allocation, and lists only the company\'s', async () => {
    const theirPattern = await newPattern(t, other.token);
    const theirPerson = (await newUser(t, other.companyId, 'user')).personId;
    const theirs = (await t.api.post('/api/working-pattern-allocations', other.token, { personId: theirPerson, workingPatternId: theirPattern, startDate: '2026-01-01' })).body.id;
    expectError(await t.api.get(`/api/working-pattern-allocations/${theirs}`, c.token), 404, 'NotFound');
    expectError(await t.api.delete(`/api/working-pattern-allocations/${theirs}`, c.token), 404, 'NotFound');
    expect(ids(await t.api.get('/api/working-pattern-allocations', c.token))).not.toContain(theirs);
  });
});
