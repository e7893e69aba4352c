import { activePersonBody, newCompany, newLocation, newPerson, TestCompany, utcDay } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Erasure removes the request hashes of the idempotency keys whose requests were about the person (their stored
 * answer is the person or a record of theirs): the rows stay, so a retry still replays the (redacted) answer and never
 * writes again; keys of requests about others keep their hashes (docs/security.md, "Idempotency keys").
 */
describe('people: erasure removes the request hashes of requests about the person', () => {
  let t: TestApp;
  let c: TestCompany;
  let location: string;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
    location = await newLocation(t, c.token);
  });
  afterAll(() => t.close());

  const keyed = (method: 'POST' | 'PATCH', url: string, key: string, body: unknown) => t.api.request(method, url, c.token, body, { 'idempotency-key': key });
  const hashes = async (keys: string[]): Promise<Record<string, string | null>> => {
    const rows: { key: string; request_hash: string | null }[] = await t.db.query(
      'SELECT key, request_hash FROM idempotency_keys WHERE company_id = $1 AND key = ANY($2)', [c.companyId, keys],
    );
    return Object.fromEntries(rows.map((r) => [r.key, r.request_hash]));
  };

  it('clears the hashes of the person\'s create, update and records; keeps others\'; a retry replays the marker and writes nothing', async () => {
    const person = await keyed('POST', '/api/people', 'create-leaver', activePersonBody(location, { taxId: 'LV123456C' }));
    expect(person.status).toBe(201);
    const accountBody = { personId: person.body.id, accountNumber: '12345678', sortCode: '108800' };
    const account = await keyed('POST', '/api/bank-accounts', 'leaver-account', accountBody);
    expect(account.status).toBe(201);
    expect((await keyed('PATCH', `/api/people/${person.body.id}`, 'leaver-ends', { employmentEndDate: utcDay(-1) })).status).toBe(200);
    const colleague = await newPerson(t, c.token, location);
    expect((await keyed('POST', '/api/bank-accounts', 'colleague-account', { personId: colleague.id, accountNumber: '87654321' })).status).toBe(201);
    const keys = ['create-leaver', 'leaver-account', 'leaver-ends', 'colleague-account'];
    expect(Object.values(await hashes(keys)).every((h) => typeof h === 'string')).toBe(true);

    const erased = await t.api.post(`/api/people/${person.body.id}/erase`, c.token, {});
    expect(erased.status).toBe(200);
    expect(await hashes(keys)).toEqual({
      'create-leaver': null, 'leaver-account': null, 'leaver-ends': null, 'colleague-account': expect.stringMatching(/^m1:/),
    });

    // The marker is no BankAccount of the OpenAPI document: sent past the client's conformance check.
    const retry = await t.app.inject({
      method: 'POST', url: '/api/bank-accounts', payload: JSON.stringify(accountBody),
      headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json', 'idempotency-key': 'leaver-account' },
    });
    expect([retry.statusCode, retry.headers['idempotent-replayed'], JSON.parse(retry.body)])
      .toEqual([201, 'true', { erased: true, personId: person.body.id, erasedAt: erased.body.erasedAt }]);
    expect((await t.db.query('SELECT count(*)::int AS n FROM bank_accounts WHERE company_id = $1', [c.companyId]))[0].n).toBe(1);
  });
});
