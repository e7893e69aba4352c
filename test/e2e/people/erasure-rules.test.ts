import { newCompany, newLocation, newPerson, newUser, TestCompany, utcDay } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * GDPR Art. 17 erasure (docs/security.md, "Erasure"): owner only, the caller's company only, a person not offboarded
 * only with force and a reason; the answer counts what went, and asking again answers the same erasure.
 */
describe('people: erasure rules', () => {
  let t: TestApp;
  let c: TestCompany;
  let location: string;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
    location = await newLocation(t, c.token);
  });
  afterAll(() => t.close());

  const erase = (id: string, body: unknown = {}, token = c.token) => t.api.post(`/api/people/${id}/erase`, token, body);
  const leaver = () => newPerson(t, c.token, location, { employmentEndDate: utcDay(-1) });

  it.each(['admin', 'finance', 'tech', 'user'] as const)('refuses the %s role with 403 (owner only)', async (role) => {
    const person = await leaver();
    const caller = await newUser(t, c.companyId, role);
    expectError(await erase(person.id, {}, caller.token), 403, 'Forbidden');
    expect((await t.api.get(`/api/people/${person.id}`, c.token)).status).toBe(200);
  });

  it('answers 404 for a person of another company, and erases nothing there', async () => {
    const other = await newCompany(t);
    const theirs = await newPerson(t, other.token, await newLocation(t, other.token), { employmentEndDate: utcDay(-1) });
    expectError(await erase(theirs.id), 404, 'NotFound');
    expectError(await erase('no-such-person'), 404, 'NotFound');
    expect((await t.api.get(`/api/people/${theirs.id}`, other.token)).status).toBe(200);
  });

  it('refuses a person not offboarded with 409, unless force comes with a reason', async () => {
    const staying = await newPerson(t, c.token, location);
    const leavingToday = await newPerson(t, c.token, location, { employmentEndDate: utcDay(0) });
    expectError(await erase(staying.id), 409, 'Conflict');
    expectError(await erase(leavingToday.id), 409, 'Conflict');
    expectError(await erase(staying.id, { force: true }), 422, 'ValidationError', ['reason']);
    expectError(await erase(staying.id, { force: true, reason: '   ' }), 422, 'ValidationError', ['reason']);
    expectError(await erase(staying.id, { force: false, reason: 'asked' }), 422, 'ValidationError', ['force']);
    expectError(await erase(staying.id, { force: true, reason: 'asked', why: 'x' }), 422, 'ValidationError', ['why']);
    expect((await t.api.get(`/api/people/${staying.id}`, c.token)).status).toBe(200);

    const forced = await erase(staying.id, { force: true, reason: 'The data subject asked (ticket 42)' });
    expect(forced.status).toBe(200);
    expect(forced.body).toEqual(expect.objectContaining({ personId: staying.id, status: 'done', forced: true, reason: 'The data subject asked (ticket 42)', actorType: 'person', requestedBy: c.ownerId }));
    expect((await t.api.get(`/api/people/${staying.id}`, c.token)).status).toBe(404);
  });

  it('refuses to erase an active owner, even forced', async () => {
    expectError(await erase(c.ownerId, { force: true, reason: 'test' }), 409, 'Conflict');
  });

  it('deletes the person and their records and answers the counts', async () => {
    const person = await leaver();
    const account = await t.api.post('/api/bank-accounts', c.token, { personId: person.id, accountNumber: '12345678', sortCode: '123456' });
    expect(account.status).toBe(201);
    for (const name of ['Ann', 'Bob']) expect((await t.api.post('/api/emergency-contacts', c.token, { personId: person.id, name })).status).toBe(201);
    const compensationType = (await t.api.get('/api/compensation-types', c.token)).body.data[0].id;
    expect((await t.api.post('/api/compensations', c.token, {
      personId: person.id, compensationTypeId: compensationType, amount: '50000.00', currency: 'EUR', period: 'annual', effectiveDate: '2024-01-15',
    })).status).toBe(201);
    expect((await t.api.post('/api/equipment', c.token, { personId: person.id, type: 'Laptop', name: 'ThinkPad', issueDate: '2025-01-01' })).status).toBe(201);
    const timeAwayType = (await t.api.get('/api/time-away-types', c.token)).body.data[0].id;
    expect((await t.api.post('/api/time-away', c.token, { personId: person.id, timeAwayTypeId: timeAwayType, startDate: '2024-03-04', endDate: '2024-03-05' })).status).toBe(201);

    const res = await erase(person.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      personId: person.id, status: 'done', requestedAt: expect.any(String), requestedBy: c.ownerId, actorType: 'person', reason: null, forced: false,
      counts: {
        records: { person: 1, jobRole: 1, bankAccount: 1, emergencyContact: 2, compensation: 1, equipment: 1, timeAway: 1 },
        files: 0,
        // person.created, jobRole.created, bankAccount.created, 2 x emergencyContact.created, compensation, equipment, timeAway
        events: 8,
        webhookDeliveries: 0,
        idempotentResponses: 0,
      },
      erasedAt: expect.any(String), finishedAt: expect.any(String),
    });
    expect((await t.api.get(`/api/people/${person.id}`, c.token)).status).toBe(404);
    expect((await t.api.get(`/api/bank-accounts/${account.body.id}`, c.token)).status).toBe(404);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM emergency_contacts WHERE person_id = $1`, [person.id]);
    expect(n).toBe(0);
  });

  it('answers a second request for an erased person with the same finished erasure (idempotent)', async () => {
    const person = await leaver();
    const first = await erase(person.id);
    expect(first.status).toBe(200);
    const second = await erase(person.id);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const erased = await t.db.query(`SELECT type FROM events WHERE type = 'person.erased' AND record_id = $1`, [person.id]);
    expect(erased).toHaveLength(1);
  });

  it('with an Idempotency-Key, a retry replays the first answer (D15)', async () => {
    const person = await leaver();
    const keyed = () => t.api.request('POST', `/api/people/${person.id}/erase`, c.token, {}, { 'idempotency-key': `erase-${person.id}` });
    const first = await keyed();
    expect(first.status).toBe(200);
    const again = await keyed();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('two requests at once make one erasure: the same answer, one person.erased', async () => {
    const person = await leaver();
    const [a, b] = await Promise.all([erase(person.id), erase(person.id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect(await t.db.query(`SELECT 1 FROM person_erasures WHERE person_id = $1`, [person.id])).toHaveLength(1);
    expect(await t.db.query(`SELECT 1 FROM events WHERE type = 'person.erased' AND record_id = $1`, [person.id])).toHaveLength(1);
  });

  it('records the erasure in person_erasures, the lasting marker', async () => {
    const person = await leaver();
    await erase(person.id);
    const rows = await t.db.query(`SELECT company_id, person_id, requested_by, actor_type, forced, status, finished_at FROM person_erasures WHERE person_id = $1`, [person.id]);
    expect(rows).toEqual([expect.objectContaining({ company_id: c.companyId, person_id: person.id, requested_by: c.ownerId, actor_type: 'person', forced: false, status: 'done', finished_at: expect.any(Date) })]);
  });
});
