import { AuditChecker } from '../../../src/core/audit/audit-checker';
import { MALFORMED_ID } from '../../../src/core/audit/storable';
import { newCompany, newLocation, newPerson, newUser, TestCompany, TestUser } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { closeDenialWindows, deniedEntries, refusalsAccountedFor } from './denials-support';

/**
 * Every value that enters an audit entry is storable (docs/security.md, "Audit trail", "Storable values"): a caller
 * refused with a path that PostgreSQL cannot store (a NUL) neither fails anyone's audited reads nor goes unrecorded.
 */
describe('audit trail: refusals whose path holds values PostgreSQL refuses', () => {
  let t: TestApp;
  let c: TestCompany;
  let finance: TestUser;
  let attacker: TestUser;
  let accountId: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    finance = await newUser(t, c.companyId, 'finance');
    attacker = await newUser(t, c.companyId, 'user');
    const person = await newPerson(t, c.token, await newLocation(t, c.token));
    accountId = (await t.api.post('/api/bank-accounts', c.token, { personId: person.id, accountNumber: 'GB29NWBK60161331926819' })).body.id;
    const types = Object.fromEntries((await t.api.get('/api/compensation-types', c.token)).body.data.map((x: any) => [x.baseType, x.id]));
    const made = await t.api.post('/api/compensations', c.token, {
      personId: person.id, compensationTypeId: types.salary, amount: '85000.00', currency: 'EUR', period: 'annual', effectiveDate: '2025-01-01',
    });
    expect(made.status).toBe(201);
  });
  afterAll(() => t.close());

  it('answers every owner and finance read while a user loops 403s on ids holding NUL, and records every refusal', async () => {
    const attacks = ['/api/audit-events/%00', '/api/webhooks/%00', '/api/audit-events/a%00b', '/api/webhooks/%F0%9F%98%80%00'];
    const reads = [`/api/bank-accounts/${accountId}`, '/api/bank-accounts', '/api/compensations'];
    const refused: Promise<number>[] = [];
    const answered: Promise<{ path: string; status: number }>[] = [];
    for (let round = 0; round < 20; round++) {
      for (const path of attacks) refused.push(t.api.get(path, attacker.token).then((res) => res.status));
      for (const path of reads) {
        for (const token of [c.token, finance.token]) answered.push(t.api.get(path, token).then((res) => ({ path, status: res.status })));
      }
    }
    const statuses = await Promise.all(refused);
    expect(new Set(statuses)).toEqual(new Set([403]));
    expect((await Promise.all(answered)).filter((read) => read.status !== 200)).toEqual([]);

    await refusalsAccountedFor(t, c.companyId, statuses.length);
    await closeDenialWindows(t);
    const byAction = { 'auditEvent.read': 0, 'webhook.read': 0 };
    for (const action of Object.keys(byAction) as (keyof typeof byAction)[]) {
      const entries = await deniedEntries(t, c.companyId, attacker.personId, action);
      // One entry opens the window, one counts the rest: never one per request.
      expect(entries.length).toBeLessThanOrEqual(2);
      expect(entries.every((entry) => entry.target_id === MALFORMED_ID && entry.subject_person_ids.length === 0)).toBe(true);
      byAction[action] = entries.reduce((n, entry) => n + (entry.row_count ?? 1), 0);
    }
    expect(byAction).toEqual({ 'auditEvent.read': 40, 'webhook.read': 40 });
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM audit_events WHERE company_id = $1 AND strpos(audit_events::text, chr(65533)) > 0`, [c.companyId]);
    expect(n).toBe(0);
    expect((await t.app.get(AuditChecker).verify(c.companyId)).ok).toBe(true);
  });

  it('shows a refusal\'s target as the marker in the API, with how many refusals the entry stands for', async () => {
    const res = await t.api.get(`/api/audit-events?actorPersonId=${attacker.personId}&outcome=denied&action=webhook.read`, c.token);
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: any) => e.target)).toEqual(res.body.data.map(() => ({ type: 'webhook', id: MALFORMED_ID })));
    expect(res.body.data.reduce((n: number, e: any) => n + e.repeatCount, 0)).toBe(40);
    expect(res.body.data.every((e: any) => e.rowCount === null)).toBe(true);
  });

  it('answers the owner\'s retrieve of an entry by a value that is not an id with 404', async () => {
    const res = await t.api.get('/api/audit-events/%00', c.token);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, name: 'NotFound' });
  });
});
