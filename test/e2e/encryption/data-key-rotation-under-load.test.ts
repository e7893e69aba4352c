import type { INestApplicationContext } from '@nestjs/common';
import { SealedValues } from '../../../src/core/crypto';
import { activePersonBody, newCompany, newLocation, TestCompany } from '../../support/factories';
import { listenOnLoopback } from '../../support/plain-http';
import { eventsOf } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { cli, ROTATION_ENV, startConsole, startWorker, usesOf, waitUntilReencrypted } from './key-rotation-support';

interface Seeded {
  personId: string;
  bankAccountId: string;
  taxCode: string;
}

/**
 * Data-key rotation online (docs/security.md, "Data-key rotation"): `keys:rotate` while people and bank accounts are
 * read and written over real HTTP; no request fails, afterwards nothing of the company is left on the old key (its
 * columns, event payloads, webhook delivery copies, stored answers) and every value reads back as last written.
 */
describe('data-key rotation under load', () => {
  let t: TestApp;
  let base: string;
  let c: TestCompany;
  let other: TestCompany;
  let worker: INestApplicationContext;
  let console: Awaited<ReturnType<typeof startConsole>>;
  const seeded: Seeded[] = [];
  const idempotent: { key: string; personId: string; body: string }[] = [];

  const http = async (method: string, url: string, token: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, text: await res.text(), headers: res.headers };
  };

  const seed = async (company: TestCompany, people: number, out: Seeded[]) => {
    const locationId = await newLocation(t, company.token);
    for (let i = 0; i < people; i++) {
      const taxCode = `TC${i}`;
      const person = await t.api.post('/api/people', company.token, activePersonBody(locationId, { taxId: `AB${i}0000C`, taxCode }));
      const account = await t.api.post('/api/bank-accounts', company.token, {
        personId: person.body.id, accountNumber: `GB00${i}000`, sortCode: `40-00-${10 + i}`, routingNumber: `0210000${10 + i}`,
      });
      out.push({ personId: person.body.id, bankAccountId: account.body.id, taxCode });
    }
  };

  /** Rows of the company's sealed columns and payloads, raw (ciphertexts as stored). */
  const rawOf = async (companyId: string) => ({
    people: await t.db.query('SELECT id, tax_id, tax_code FROM people WHERE company_id = $1 ORDER BY id', [companyId]),
    accounts: await t.db.query('SELECT id, account_number, sort_code FROM bank_accounts WHERE company_id = $1 ORDER BY id', [companyId]),
    events: await t.db.query('SELECT id, payload FROM events WHERE company_id = $1 ORDER BY id', [companyId]),
    keys: await t.db.query('SELECT id, retired_at FROM company_data_keys WHERE company_id = $1 ORDER BY id', [companyId]),
  });

  beforeAll(async () => {
    t = await createTestApp({ env: ROTATION_ENV });
    base = await listenOnLoopback(t.app);
    c = await newCompany(t);
    other = await newCompany(t);
    await seed(c, 12, seeded);
    await seed(other, 3, []);
    // Webhook deliveries carry their event's payload verbatim (sealed fields included).
    const hook = await t.api.post('/api/webhooks', c.token, { url: 'https://hooks.example.com/personnel' });
    await t.db.query(
      `INSERT INTO webhook_deliveries (id, company_id, webhook_id, event_id, event_type, payload, target, status, attempt_count, created_at, updated_at)
       SELECT 'whd_' || md5(id), company_id, $2, id, type, payload::text, 'url', 'failed', 1, now(), now()
         FROM events WHERE company_id = $1 AND resource_type IN ('person', 'bankAccount')`,
      [c.companyId, hook.body.id],
    );
    // Stored idempotent answers carrying tax ids.
    for (const [i, s] of seeded.slice(0, 3).entries()) {
      const key = `rotation-${i}`;
      const res = await http('PATCH', `/api/people/${s.personId}`, c.token, { taxId: `ID${i}0000C` }, { 'idempotency-key': key });
      idempotent.push({ key, personId: s.personId, body: res.text });
    }
    worker = await startWorker(t);
    console = await startConsole(t);
  }, 240_000);

  afterAll(async () => {
    await worker?.close();
    await console?.close();
    await t.close();
  });

  it('rotating while reads and writes run: no request fails, nothing is left on the old key, every value reads back right', async () => {
    const otherBefore = await rawOf(other.companyId);
    const [before] = (await console.keys.status(c.companyId)).companies;
    const oldKey = before.keys.find((k) => k.status === 'active')!.id;
    expect(Object.keys(usesOf(before, oldKey))).toEqual(
      expect.arrayContaining(['people.tax_id', 'people.tax_code', 'bank_accounts.account_number', 'events.payload', 'webhook_deliveries.payload', 'idempotency_keys.response_body']),
    );

    const expected = new Map<string, { taxId: string; accountNumber: string }>();
    const failures: string[] = [];
    let requests = 0;
    // The load runs from before the rotation until 3 s after the command returned (past DATA_KEY_CACHE_MS).
    let until = Infinity;
    const loop = async (mine: Seeded[], loopNo: number) => {
      for (let n = 0; Date.now() < until; n++) {
        const s = mine[n % mine.length];
        const value = { taxId: `L${loopNo}N${n}X`, accountNumber: `GB${loopNo}${n}99` };
        const steps: [string, string, unknown, (body: any) => boolean][] = [
          ['PATCH', `/api/people/${s.personId}`, { taxId: value.taxId }, (b) => b.taxId === value.taxId && b.taxCode === s.taxCode],
          ['GET', `/api/people/${s.personId}`, undefined, (b) => b.taxId === value.taxId && b.taxCode === s.taxCode],
          ['PATCH', `/api/bank-accounts/${s.bankAccountId}`, { accountNumber: value.accountNumber }, (b) => b.accountNumber === value.accountNumber],
          ['GET', `/api/bank-accounts/${s.bankAccountId}`, undefined, (b) => b.accountNumber === value.accountNumber],
        ];
        for (const [method, url, body, check] of steps) {
          const res = await http(method, url, c.token, body);
          requests++;
          if (res.status !== 200 || !check(JSON.parse(res.text))) failures.push(`${method} ${url}: ${res.status} ${res.text.slice(0, 200)}`);
        }
        expected.set(s.personId, value);
      }
    };
    const load = Promise.all([0, 1, 2, 3].map((i) => loop(seeded.filter((_, j) => j % 4 === i), i)));
    await new Promise((r) => setTimeout(r, 1000));
    const rotated = await cli(t, ['keys:rotate', '--company', c.companyId]);
    until = Date.now() + 3000;
    await load;

    expect({ code: rotated.code, stderr: rotated.stderr }).toEqual({ code: 0, stderr: '' });
    const { rotated: [made] } = JSON.parse(rotated.stdout);
    expect(made).toEqual({ companyId: c.companyId, retired: oldKey, active: expect.any(String) });
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(100);

    const after = await waitUntilReencrypted(console.keys, c.companyId);
    expect(usesOf(after, oldKey)).toEqual({});
    expect(after.keys.map((k) => [k.id, k.status])).toEqual([[oldKey, 'retired'], [made.active, 'active']]);
    expect(after.plain).toEqual({});

    // Every value reads back as last written, through the API and from every stored copy.
    for (const s of seeded) {
      const person = await t.api.get(`/api/people/${s.personId}`, c.token);
      const account = await t.api.get(`/api/bank-accounts/${s.bankAccountId}`, c.token);
      expect([person.body.taxId, person.body.taxCode, account.body.accountNumber]).toEqual([expected.get(s.personId)!.taxId, s.taxCode, expected.get(s.personId)!.accountNumber]);
      const events = await eventsOf(t, c.companyId, { type: 'person.updated', objectId: s.personId });
      expect(events.at(-1)!.payload.data.object.taxId).toBe(expected.get(s.personId)!.taxId);
    }
    const raw = await rawOf(c.companyId);
    const taxIds = raw.people.filter((row: { tax_id: string | null }) => row.tax_id !== null).map((row: { tax_id: string }) => row.tax_id);
    expect(taxIds).toHaveLength(seeded.length);
    for (const stored of taxIds) expect(stored.startsWith(`v1:${made.active}:`)).toBe(true);
    const sealed = t.app.get(SealedValues);
    const deliveries: { event_id: string; payload: string }[] = await t.db.query('SELECT event_id, payload FROM webhook_deliveries WHERE company_id = $1', [c.companyId]);
    const events = new Map(raw.events.map((e: { id: string; payload: unknown }) => [e.id, e.payload]));
    expect(deliveries.filter((d) => d.payload.includes(`v1:${made.active}:`)).length).toBeGreaterThanOrEqual(seeded.length * 2);
    for (const d of deliveries) {
      expect(d.payload).not.toContain(`v1:${oldKey}:`);
      expect(JSON.parse(await sealed.openPayloadText(d.payload))).toEqual(JSON.parse(await sealed.openPayloadText(JSON.stringify(events.get(d.event_id)))));
    }
    for (const { key, personId, body } of idempotent) {
      const replay = await http('PATCH', `/api/people/${personId}`, c.token, { taxId: `ID${idempotent.findIndex((i) => i.key === key)}0000C` }, { 'idempotency-key': key });
      expect([replay.status, replay.headers.get('idempotent-replayed'), replay.text]).toEqual([200, 'true', body]);
    }

    // Another company's data and keys are untouched.
    expect(await rawOf(other.companyId)).toEqual(otherBefore);
  }, 240_000);
});
