import { HOUSEKEEPING_QUEUE } from '../../../src/core/jobs/queues';
import { SCOPES } from '../../../src/core/auth/scopes';
import { DataKeyStore } from '../../../src/core/crypto';
import { requestHash, requestHashKey } from '../../../src/core/idempotency/request-hash';
import { ApiResponse } from '../../support/api-client';
import { activePersonBody, newCompany, newLocation, newPerson, TestCompany, tokenFor } from '../../support/factories';
import { queueRunner, QueueRunner } from '../../support/queue-runner';
import { createTestApp, TestApp } from '../../support/test-app';

/** D15 Idempotency-Key on POST, PATCH and DELETE: one write per key, token and request within 24 hours. */

type Method = 'POST' | 'PATCH' | 'DELETE';

describe('idempotency keys', () => {
  let t: TestApp;
  let c: TestCompany;
  let policyId: string;
  let keySeq = 0;
  const newKey = () => `key-${Date.now()}-${++keySeq}`;

  const send = (method: Method, url: string, token: string, key: string | undefined, body?: unknown): Promise<ApiResponse> =>
    t.api.request(method, url, token, body, key === undefined ? {} : { 'idempotency-key': key });

  const count = async (sql: string, params: unknown[] = []): Promise<number> => (await t.db.query(sql, params))[0].n;
  const events = (type: string, id: string) => count(`SELECT count(*)::int AS n FROM events WHERE type = $1 AND payload->'data'->'object'->>'id' = $2`, [type, id]);
  const locationBody = (city = 'Lisbon') => ({ city, countryCode: 'PT', timeAwayPolicyId: policyId });

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
    policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
  });
  afterAll(() => t.close());

  it('replays the first response of a POST (status, body, Idempotent-Replayed) and writes once', async () => {
    const key = newKey();
    const city = `Replay ${key}`;
    const first = await send('POST', '/api/locations', c.token, key, locationBody(city));
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const again = await send('POST', '/api/locations', c.token, key, locationBody(city));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);

    expect(await count('SELECT count(*)::int AS n FROM locations WHERE city = $1', [city])).toBe(1);
    expect(await events('location.created', first.body.id)).toBe(1);
  });

  it('commits the key row in the same transaction as the write', async () => {
    const key = newKey();
    const res = await send('POST', '/api/locations', c.token, key, locationBody());
    expect(res.status).toBe(201);
    const [row] = await t.db.query(
      `SELECT k.write_transaction_id % 4294967296 AS key_xid, l.xmin::text::bigint AS write_xid, k.status_code
         FROM idempotency_keys k, locations l WHERE k.key = $1 AND l.id = $2`,
      [key, res.body.id],
    );
    expect(row.status_code).toBe(201);
    expect(String(row.key_xid)).toBe(String(row.write_xid));
  });

  it('treats reordered JSON keys as the same body', async () => {
    const key = newKey();
    const first = await send('POST', '/api/locations', c.token, key, { city: 'Porto', countryCode: 'PT', timeAwayPolicyId: policyId });
    const again = await send('POST', '/api/locations', c.token, key, { timeAwayPolicyId: policyId, countryCode: 'PT', city: 'Porto' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(first.body.id);
  });

  it('answers 422 naming Idempotency-Key when the key is reused with another body or another path, and writes nothing', async () => {
    const key = newKey();
    const first = await send('POST', '/api/locations', c.token, key, locationBody('Faro'));
    expect(first.status).toBe(201);
    const before = await count('SELECT count(*)::int AS n FROM locations');
    for (const [method, url, body] of [
      ['POST', '/api/locations', locationBody('Braga')],
      ['PATCH', `/api/locations/${first.body.id}`, { city: 'Braga' }],
      ['DELETE', `/api/locations/${first.body.id}`, undefined],
    ] as [Method, string, unknown][]) {
      const res = await send(method, url, c.token, key, body);
      expect(res.status).toBe(422);
      expect(res.body).toEqual(expect.objectContaining({ code: 422, name: 'ValidationError', issues: [expect.objectContaining({ name: 'Idempotency-Key' })] }));
    }
    expect(await count('SELECT count(*)::int AS n FROM locations')).toBe(before);
    expect((await t.api.get(`/api/locations/${first.body.id}`, c.token)).body.city).toBe('Faro');
  });

  it('scopes keys per token: another token with the same key writes', async () => {
    const key = newKey();
    const other = await tokenFor(t, c.ownerEmail, SCOPES);
    const city = `Scoped ${key}`;
    const a = await send('POST', '/api/locations', c.token, key, locationBody(city));
    const b = await send('POST', '/api/locations', other, key, locationBody(city));
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.body.id).not.toBe(a.body.id);
    expect(await count('SELECT count(*)::int AS n FROM locations WHERE city = $1', [city])).toBe(2);
  });

  it('50 concurrent requests with one key: exactly one write, every other answer a 409 or a replay', async () => {
    const key = newKey();
    const locationId = await newLocation(t, c.token);
    const body = activePersonBody(locationId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => send('POST', '/api/people', c.token, key, body)));
    const executed = answers.filter((a) => a.status === 201 && a.headers['idempotent-replayed'] === undefined);
    const replayed = answers.filter((a) => a.status === 201 && a.headers['idempotent-replayed'] === 'true');
    const conflicts = answers.filter((a) => a.status === 409);
    expect(executed).toHaveLength(1);
    expect(replayed.length + conflicts.length).toBe(49);
    for (const r of replayed) expect(r.body).toEqual(executed[0].body);
    for (const r of conflicts) expect(r.body).toEqual(expect.objectContaining({ code: 409, name: 'Conflict' }));
    expect(await count('SELECT count(*)::int AS n FROM people WHERE email = $1', [body.email])).toBe(1);
    expect(await events('person.created', executed[0].body.id)).toBe(1);
  });

  it('a key left claimed without a response (crash after the write) answers 409 and writes nothing', async () => {
    const key = newKey();
    const city = `Crash ${key}`;
    const body = locationBody(city);
    // What a crash between the write's commit and storing the response leaves: the key row, no response.
    const tokenId = (await t.db.query(`SELECT id FROM api_tokens WHERE company_id = $1 ORDER BY created_at LIMIT 1`, [c.companyId]))[0].id;
    await t.db.query(
      `INSERT INTO idempotency_keys (company_id, token_id, key, request_hash, write_transaction_id) VALUES ($1, $2, $3, $4, txid_current())`,
      [c.companyId, tokenId, key, requestHash(requestHashKey(await t.app.get(DataKeyStore).blindIndexRootKey(), c.companyId), 'POST', '/api/locations', body)],
    );
    const retry = await send('POST', '/api/locations', c.token, key, body);
    expect(retry.status).toBe(409);
    expect(retry.body).toEqual(expect.objectContaining({ code: 409, name: 'Conflict' }));
    expect(await count('SELECT count(*)::int AS n FROM locations WHERE city = $1', [city])).toBe(0);
    // Another body with that key is another request: 422.
    expect((await send('POST', '/api/locations', c.token, key, locationBody('Elsewhere'))).status).toBe(422);
  });

  it.each([
    ['an over-long key', 'k'.repeat(256)],
    ['an empty key', ''],
  ])('refuses %s with 422 naming Idempotency-Key, before writing', async (_label, key) => {
    const city = `Bad key ${keySeq++}`;
    const res = await send('POST', '/api/locations', c.token, key, locationBody(city));
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([expect.objectContaining({ name: 'Idempotency-Key' })]);
    expect(await count('SELECT count(*)::int AS n FROM locations WHERE city = $1', [city])).toBe(0);
    // A 255-character key is fine.
    expect((await send('POST', '/api/locations', c.token, newKey().padEnd(255, 'k'), locationBody(`${city} ok`))).status).toBe(201);
  });

  it('works on PATCH and DELETE of locations', async () => {
    const id = await newLocation(t, c.token);
    const patchKey = newKey();
    const patched = await send('PATCH', `/api/locations/${id}`, c.token, patchKey, { label: 'First' });
    expect(patched.status).toBe(200);
    // A later change by someone else, then the retry of the first PATCH: replayed, not re-applied.
    expect((await t.api.patch(`/api/locations/${id}`, c.token, { label: 'Second' })).status).toBe(200);
    const retried = await send('PATCH', `/api/locations/${id}`, c.token, patchKey, { label: 'First' });
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.body).toEqual(patched.body);
    expect((await t.api.get(`/api/locations/${id}`, c.token)).body.label).toBe('Second');
    expect(await events('location.updated', id)).toBe(2);

    const deleteKey = newKey();
    const deleted = await send('DELETE', `/api/locations/${id}`, c.token, deleteKey);
    expect(deleted.status).toBe(200);
    const again = await send('DELETE', `/api/locations/${id}`, c.token, deleteKey);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(deleted.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await events('location.deleted', id)).toBe(1);
  });

  it('works on POST, PATCH and DELETE of people', async () => {
    const locationId = await newLocation(t, c.token);
    const body = activePersonBody(locationId);
    const key = newKey();
    const created = await send('POST', '/api/people', c.token, key, body);
    expect(created.status).toBe(201);
    expect((await send('POST', '/api/people', c.token, key, body)).body).toEqual(created.body);
    expect(await count('SELECT count(*)::int AS n FROM people WHERE email = $1', [body.email])).toBe(1);

    const person = await newPerson(t, c.token, locationId);
    const patchKey = newKey();
    const patched = await send('PATCH', `/api/people/${person.id}`, c.token, patchKey, { lastName: 'Once' });
    const patchedAgain = await send('PATCH', `/api/people/${person.id}`, c.token, patchKey, { lastName: 'Once' });
    expect(patched.status).toBe(200);
    expect(patchedAgain.headers['idempotent-replayed']).toBe('true');
    expect(patchedAgain.body).toEqual(patched.body);
    expect(await events('person.updated', person.id)).toBe(1);

    const deleteKey = newKey();
    const deleted = await send('DELETE', `/api/people/${person.id}`, c.token, deleteKey);
    expect(deleted.status).toBe(200);
    const deletedAgain = await send('DELETE', `/api/people/${person.id}`, c.token, deleteKey);
    expect(deletedAgain.status).toBe(200);
    expect(deletedAgain.headers['idempotent-replayed']).toBe('true');
    expect(await events('person.deleted', person.id)).toBe(1);
  });

  it('stores 4xx answers of requests that executed, and replays them', async () => {
    const key = newKey();
    const refused = await send('PATCH', '/api/locations/no-such-location', c.token, key, { label: 'x' });
    expect(refused.status).toBe(404);
    const replayed = await send('PATCH', '/api/locations/no-such-location', c.token, key, { label: 'x' });
    expect(replayed.status).toBe(404);
    expect(replayed.body).toEqual(refused.body);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
  });

  it('does not store a body the validation refused before the service ran: the fixed body may reuse the key', async () => {
    const key = newKey();
    const invalid = await send('POST', '/api/locations', c.token, key, { city: 'No country', timeAwayPolicyId: policyId });
    expect(invalid.status).toBe(422);
    expect(invalid.body.issues).toEqual([expect.objectContaining({ name: 'countryCode' })]);
    expect(await count('SELECT count(*)::int AS n FROM idempotency_keys WHERE key = $1', [key])).toBe(0);
    const fixed = await send('POST', '/api/locations', c.token, key, { city: 'No country', countryCode: 'PT', timeAwayPolicyId: policyId });
    expect(fixed.status).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('every documented write route reads Idempotency-Key (an over-long key is refused before anything runs)', async () => {
    const doc = (await t.api.get('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).filter((m) => ['post', 'patch', 'delete'].includes(m)).map((m) => ({ method: m.toUpperCase(), path })),
    );
    expect(writes.length).toBeGreaterThan(20);
    for (const { method, path } of writes) {
      const url = path.replace(/\{[^}]+\}/g, 'unknown');
      const res = await t.api.request(method as 'POST', url, c.token, method === 'DELETE' ? undefined : {}, { 'idempotency-key': 'k'.repeat(256) });
      expect({ route: `${method} ${path}`, status: res.status, issue: res.body?.issues?.[0]?.name }).toEqual({
        route: `${method} ${path}`, status: 422, issue: 'Idempotency-Key',
      });
    }
  });

  it('a request without the header behaves as before', async () => {
    const key = newKey();
    // Without the header: two posts, two writes, nothing stored.
    const city = `No key ${key}`;
    const keysBefore = await count('SELECT count(*)::int AS n FROM idempotency_keys');
    expect((await send('POST', '/api/locations', c.token, undefined, locationBody(city))).status).toBe(201);
    expect((await send('POST', '/api/locations', c.token, undefined, locationBody(city))).status).toBe(201);
    expect(await count('SELECT count(*)::int AS n FROM locations WHERE city = $1', [city])).toBe(2);
    expect(await count('SELECT count(*)::int AS n FROM idempotency_keys')).toBe(keysBefore);
  });

  it('does not store requests refused before they run (no token, missing scope): the key stays free', async () => {
    const key = newKey();
    const readOnly = await tokenFor(t, c.ownerEmail, ['public:read']);
    expect((await send('POST', '/api/locations', readOnly, key, locationBody())).status).toBe(403);
    expect((await t.api.request('POST', '/api/locations', undefined, locationBody(), { 'idempotency-key': key })).status).toBe(401);
    expect(await count('SELECT count(*)::int AS n FROM idempotency_keys WHERE key = $1', [key])).toBe(0);
  });

  it('a key older than 24 hours is forgotten: the same request executes again', async () => {
    const key = newKey();
    const city = `Expired ${key}`;
    expect((await send('POST', '/api/locations', c.token, key, locationBody(city))).status).toBe(201);
    await t.db.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1`, [key]);
    const again = await send('POST', '/api/locations', c.token, key, locationBody(city));
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('SELECT count(*)::int AS n FROM locations WHERE city = $1', [city])).toBe(2);
  });

  describe('purge job', () => {
    let housekeeping: QueueRunner;
    beforeAll(async () => {
      housekeeping = await queueRunner(t, HOUSEKEEPING_QUEUE);
    });
    afterAll(() => housekeeping.close());

    it('is scheduled and deletes keys older than 24 hours, keeping younger ones', async () => {
      const schedulers = await housekeeping.queue.getJobSchedulers();
      expect(schedulers.map((s) => s.key)).toContain('idempotency.purge');
      const old = newKey();
      const young = newKey();
      expect((await send('POST', '/api/locations', c.token, old, locationBody())).status).toBe(201);
      expect((await send('POST', '/api/locations', c.token, young, locationBody())).status).toBe(201);
      await t.db.query(`UPDATE idempotency_keys SET created_at = now() - interval '24 hours 1 minute' WHERE key = $1`, [old]);
      await t.db.query(`UPDATE idempotency_keys SET created_at = now() - interval '23 hours' WHERE key = $1`, [young]);
      const expired = await count(`SELECT count(*)::int AS n FROM idempotency_keys WHERE created_at < now() - interval '24 hours'`);
      const result = await housekeeping.run('idempotency.purge');
      expect(result).toEqual({ deleted: expired });
      const left = (await t.db.query('SELECT key FROM idempotency_keys WHERE key = ANY($1)', [[old, young]])).map((r: { key: string }) => r.key);
      expect(left).toEqual([young]);
    });
  });
});

describe('idempotency keys when Redis is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(async () => {
    await t.close();
    // ioredis ends a socket that never connected with a 2 s timer: let it run out so the worker exits cleanly.
    await new Promise((resolve) => setTimeout(resolve, 2100));
  });

  it('still writes once: concurrent twins are settled by the unique key row (409), retries replay', async () => {
    const c = await newCompany(t);
    const policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
    const body = { city: 'Coimbra', countryCode: 'PT', timeAwayPolicyId: policyId };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.api.request('POST', '/api/locations', c.token, body, { 'idempotency-key': 'no-redis' })),
    );
    expect(answers.filter((a) => a.status === 201 && a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM locations WHERE city = 'Coimbra'`))[0].n).toBe(1);
    const retry = await t.api.request('POST', '/api/locations', c.token, body, { 'idempotency-key': 'no-redis' });
    expect(retry.headers['idempotent-replayed']).toBe('true');
  });
});
