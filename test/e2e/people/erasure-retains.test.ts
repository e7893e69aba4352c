import { loadConfig } from '../../../src/config/app-config';
import { newCompany, newLocation, newPerson, TestCompany, tokenFor, utcDay } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * ERASURE_RETAINS (docs/security.md, "Erasure"): payroll records a company must keep stay after an erasure, with
 * their person pseudonymized instead of deleted (ids and payroll facts only); everything else goes as without it.
 */
describe('people: erasure keeping the payroll records ERASURE_RETAINS names', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all', env: { ERASURE_RETAINS: 'compensations,bankAccounts' } });
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('accepts only the records it can keep', () => {
    expect(loadConfig({}).erasureRetains).toEqual([]);
    expect(loadConfig({ ERASURE_RETAINS: 'bankAccounts' }).erasureRetains).toEqual(['bankAccounts']);
    expect(() => loadConfig({ ERASURE_RETAINS: 'compensations,documents' })).toThrow(/ERASURE_RETAINS entry documents/);
  });

  it('keeps compensations and bank accounts with a pseudonymized person; deletes the rest; the person signs in no more', async () => {
    const email = `retained-${Date.now()}@example.com`;
    const person = await newPerson(t, c.token, await newLocation(t, c.token), {
      firstName: 'Wilhelmina', lastName: 'Payrollkeeper', email, address: '1 Kept Street', employmentEndDate: utcDay(-1), employeeId: 'EMP-777',
    });
    const personToken = await tokenFor(t, email, ['public:read']);
    const types = (await t.api.get('/api/compensation-types', c.token)).body.data;
    const pay = await t.api.post('/api/compensations', c.token, {
      personId: person.id, compensationTypeId: types[0].id, amount: '85000.00', currency: 'EUR', period: 'annual', effectiveDate: '2025-01-01',
    });
    expect(pay.status).toBe(201);
    const account = await t.api.post('/api/bank-accounts', c.token, { personId: person.id, accountNumber: '31926819', sortCode: '601613' });
    expect(account.status).toBe(201);
    expect((await t.api.post('/api/emergency-contacts', c.token, { personId: person.id, name: 'Gone Soon' })).status).toBe(201);

    const res = await t.api.post(`/api/people/${person.id}/erase`, c.token, {});
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual(expect.objectContaining({
      records: { jobRole: 1, emergencyContact: 1 },
      retained: { person: 1, compensation: 1, bankAccount: 1 },
      files: 0,
    }));

    expect((await t.api.get(`/api/compensations/${pay.body.id}`, c.token)).body).toEqual(expect.objectContaining({ personId: person.id, amount: '85000.00' }));
    expect((await t.api.get(`/api/bank-accounts/${account.body.id}`, c.token)).body).toEqual(expect.objectContaining({ personId: person.id, accountNumber: '31926819' }));
    const [row] = await t.db.query(`SELECT first_name, last_name, email, address, employee_id, employment_end_date::text AS end FROM people WHERE id = $1`, [person.id]);
    expect(row).toEqual({ first_name: null, last_name: null, email: null, address: null, employee_id: 'EMP-777', end: utcDay(-1) });
    // Still listed and read like any person (the API's schema allows the cleared fields to be null).
    const kept = await t.api.get(`/api/people/${person.id}`, c.token);
    expect(kept.body).toEqual(expect.objectContaining({ id: person.id, firstName: null, lastName: null, email: null, employeeId: 'EMP-777', status: 'offboarded' }));
    expect((await t.api.get('/api/people?status=offboarded', c.token)).body.data.map((p: { id: string }) => p.id)).toContain(person.id);
    expect((await t.api.get('/api/me', personToken)).status).toBe(401);
    expect(await t.db.query(`SELECT 1 FROM api_tokens WHERE person_id = $1`, [person.id])).toEqual([]);

    // The stored copies go as without the setting: the events of the kept records too.
    const [{ n }] = await t.db.query(
      `SELECT count(*)::int AS n FROM events WHERE company_id = $1 AND type <> 'person.erased' AND (record_id = $2 OR payload #>> '{data,object,personId}' = $2) AND payload #> '{data,object,erased}' IS NULL`,
      [c.companyId, person.id],
    );
    expect(n).toBe(0);
    // Asked again: the same erasure, though the row is still there.
    expect((await t.api.post(`/api/people/${person.id}/erase`, c.token, {})).body).toEqual(res.body);
  });
});
