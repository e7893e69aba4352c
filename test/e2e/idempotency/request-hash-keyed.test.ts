import { createHash } from 'node:crypto';
import { canonicalJson, unkeyedRequestHash } from '../../../src/core/idempotency/request-hash';
import { newCompany, TestCompany } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * An idempotency key's request hash is a keyed MAC under a per-company key (docs/security.md, "Idempotency keys"): a
 * dump cannot confirm a guessed body, the same request hashes differently in two companies, and D15's rules hold
 * (the same request replays, another one answers 422), for rows stored before with unkeyed hashes too.
 */
describe('idempotency keys: the stored request hash is keyed per company', () => {
  let t: TestApp;
  let a: TestCompany;
  let b: TestCompany;

  const storedHash = async (c: TestCompany, key: string): Promise<string> =>
    (await t.db.query('SELECT request_hash FROM idempotency_keys WHERE company_id = $1 AND key = $2', [c.companyId, key]))[0].request_hash;
  const create = (c: TestCompany, key: string, body: unknown) => t.api.request('POST', '/api/webhooks', c.token, body, { 'idempotency-key': key });
  const body = (name: string) => ({ name, url: 'https://hooks.example.com/payroll' });

  beforeAll(async () => {
    t = await createTestApp();
    [a, b] = [await newCompany(t), await newCompany(t)];
  });
  afterAll(() => t.close());

  it('is not the SHA-256 of the request, and differs between two companies for the same request', async () => {
    const same = body('Keyed');
    expect((await create(a, 'same-key', same)).status).toBe(201);
    expect((await create(b, 'same-key', same)).status).toBe(201);
    const [inA, inB] = [await storedHash(a, 'same-key'), await storedHash(b, 'same-key')];
    const text = `POST /api/webhooks\n${canonicalJson(same)}`;
    for (const encoding of ['hex', 'base64', 'base64url'] as const) {
      expect(inA).not.toContain(createHash('sha256').update(text).digest(encoding));
      expect(inB).not.toContain(createHash('sha256').update(text).digest(encoding));
    }
    expect(inA).not.toBe(unkeyedRequestHash('POST', '/api/webhooks', same));
    expect(inA).not.toBe(inB);
  });

  it('the same request with the key replays its answer; another body with it answers 422; nothing is written twice', async () => {
    const first = await create(a, 'replayed', body('Replayed'));
    expect(first.status).toBe(201);
    const again = await create(a, 'replayed', body('Replayed'));
    expect([again.status, again.headers['idempotent-replayed'], again.body]).toEqual([201, 'true', first.body]);
    expectError(await create(a, 'replayed', body('Elsewhere')), 422, 'ValidationError', ['Idempotency-Key']);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM webhooks WHERE company_id = $1 AND name = 'Replayed'`, [a.companyId]))[0].n).toBe(1);
  });

  it('a key stored before keyed hashes (an unkeyed SHA-256) still compares for its 24 hours: the same request replays, another answers 422', async () => {
    const stored = body('Stored before');
    const first = await create(a, 'from-before', stored);
    expect(first.status).toBe(201);
    // What a row written before keyed hashes holds: the unkeyed SHA-256 of the request.
    await t.db.query(`UPDATE idempotency_keys SET request_hash = $2 WHERE company_id = $1 AND key = 'from-before'`, [a.companyId, unkeyedRequestHash('POST', '/api/webhooks', stored)]);
    const replay = await create(a, 'from-before', stored);
    expect([replay.status, replay.headers['idempotent-replayed'], replay.body]).toEqual([201, 'true', first.body]);
    expectError(await create(a, 'from-before', body('Another')), 422, 'ValidationError', ['Idempotency-Key']);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM webhooks WHERE company_id = $1 AND name = 'Stored before'`, [a.companyId]))[0].n).toBe(1);
  });
});
