import { request } from 'node:http';
import { DemoSeedService } from '../../../src/modules/people/demo/demo-seed.service';
import { newCompany, TestCompany, tokenFor } from '../../support/factories';
import { listenOnLoopback } from '../../support/plain-http';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Downloads must not hold shared resources at their client's pace (D11): a client that reads a few bytes of a
 * download and then stops reading keeps neither a pool connection nor a cursor; a token and a company have a bounded
 * number of downloads at once (429 with Retry-After past it); a download whose client takes nothing for
 * DATA_EXPORT_STALL_TIMEOUT is aborted and what it held is given back. Meanwhile other companies keep being served.
 */
const STALL_SECONDS = 3;
const PER_TOKEN = 2;
const PER_COMPANY = 3;
/** Generous on a busy 2-core machine: an unloaded request answers in milliseconds. */
const LATENCY_BOUND_MS = 2000;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The whole body for a non-200; the first bytes for a stalled 200. */
  body: string;
  /** Settles when the connection closes: `complete` says whether the body arrived whole. */
  closed: Promise<{ complete: boolean }>;
  /** The client reads again (what was in flight, then the end). */
  resume: () => void;
}

describe('downloads of clients that stop reading', () => {
  let t: TestApp;
  let a: TestCompany;
  let b: TestCompany;
  let base: string;
  let publicToken: string;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        DATA_EXPORT_STALL_TIMEOUT: String(STALL_SECONDS),
        DATA_EXPORT_DOWNLOADS_PER_TOKEN: String(PER_TOKEN),
        DATA_EXPORT_DOWNLOADS_PER_COMPANY: String(PER_COMPANY),
      },
    });
    a = await newCompany(t);
    b = await newCompany(t);
    await t.app.get(DemoSeedService).seed(a.companyId, 3000);
    // Long names make each download about 48 MB: more than loopback's socket buffers can take (the receive buffer
    // autotunes up to tcp_rmem's maximum, 32 MB here), so a client that stops reading stalls it.
    await t.db.query(`UPDATE people SET preferred_name = repeat('p', 16000) WHERE company_id = $1`, [a.companyId]);
    publicToken = await tokenFor(t, a.ownerEmail, ['public:read']);
    base = await listenOnLoopback(t.app);
  }, 180_000);
  /** Every client request, destroyed at the end so that a failed run does not leave sockets holding the server open. */
  const clients: { destroy: () => void }[] = [];
  afterAll(async () => {
    clients.forEach((x) => x.destroy());
    await t.close();
  });

  const EXPORT = { download: true, includeOffboarded: true, fields: ['firstName', 'lastName', 'preferredName', 'email'] };

  /** A request on a real socket; a 200 is read for its first 200 bytes, then the client stops reading (and keeps the socket). */
  const stalling = (token: string, body: unknown = EXPORT) =>
    new Promise<Answer>((resolve, reject) => {
      let settle!: (value: { complete: boolean }) => void;
      const closed = new Promise<{ complete: boolean }>((r) => (settle = r));
      const req = request(`${base}/api/data-exports`, {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      }, (res) => {
        res.on('close', () => settle({ complete: res.complete }));
        res.on('error', () => undefined);
        const chunks: Buffer[] = [];
        if (res.statusCode !== 200) {
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString(), closed, resume: () => undefined }));
          return;
        }
        res.once('data', (chunk: Buffer) => {
          res.pause();
          resolve({ status: 200, headers: res.headers, body: chunk.subarray(0, 200).toString(), closed, resume: () => res.resume() });
        });
      });
      // No answer at all within 15 s (the pool exhausted): status 0, so the test fails on its assertions, not on its timeout.
      const noAnswer = setTimeout(() => {
        req.destroy();
        resolve({ status: 0, headers: {}, body: '', closed, resume: () => undefined });
        settle({ complete: false });
      }, 15_000);
      req.on('response', () => clearTimeout(noAnswer));
      clients.push(req);
      req.on('error', (error) => (['ECONNRESET', 'ECONNABORTED'].includes((error as NodeJS.ErrnoException).code ?? '') ? undefined : reject(error)));
      req.end(JSON.stringify(body));
    });

  /** A GET on a real socket, timed; rejects after the bound rather than waiting for ever. */
  const timedGet = (path: string, token?: string) =>
    new Promise<{ status: number; ms: number }>((resolve, reject) => {
      const started = Date.now();
      const req = request(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {}, timeout: 15_000 }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, ms: Date.now() - started }));
      });
      req.on('timeout', () => req.destroy(new Error(`${path} did not answer within 15 s`)));
      req.on('error', reject);
      req.end();
    });

  const pool = () => (t.db.driver as unknown as { master: { totalCount: number; idleCount: number; waitingCount: number } }).master;
  /** Sessions of this database running an export's statement (a cursor). */
  const exportSessions = async () =>
    Number((await t.db.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle' AND query ILIKE '%FROM people person%'`,
    ))[0].n);

  it('holds no connection for a stalled client, bounds downloads per token, and other companies keep being served', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => stalling(publicToken)));
    // The served clients stop reading from here: the stall timeout counts from now, however long the checks below take.
    const stalledSince = Date.now();
    const served = answers.filter((x) => x.status === 200);
    const refused = answers.filter((x) => x.status !== 200);
    expect(served.length).toBe(PER_TOKEN);
    expect(refused.length).toBe(20 - PER_TOKEN);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 429, name: 'TooManyRequests', message: expect.any(String), id: expect.any(String) });
    }
    for (const answer of served) expect(answer.body.charCodeAt(0)).toBe(0xfeff);

    // While the stalled clients hold their sockets: no export statement runs and the pool is free.
    expect(await exportSessions()).toBe(0);
    expect(pool().totalCount - pool().idleCount).toBeLessThanOrEqual(1);
    for (let i = 0; i < 5; i++) {
      const list = await timedGet('/api/companies', b.token);
      expect(list.status).toBe(200);
      expect(list.ms).toBeLessThan(LATENCY_BOUND_MS);
      const ready = await timedGet('/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.ms).toBeLessThan(LATENCY_BOUND_MS);
    }
    expect(pool().waitingCount).toBe(0);

    // Once they took nothing for the stall timeout, the stalled downloads are aborted and their slots given back: the
    // same token is served again, as many downloads at once as it may make (polled; bounded generously). Each stalled
    // download has its own timer, so one slot can come back before the other.
    const deadline = Date.now() + 30_000;
    const everySlotFree = async () => (await Promise.all(served.map(() => t.api.post('/api/data-exports', publicToken, { download: true, fields: ['lastName'] }))))
      .every((res) => res.status === 200);
    while (!(await everySlotFree())) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(Date.now() - stalledSince).toBeGreaterThanOrEqual(STALL_SECONDS * 1000 - 1000);
    // The clients, reading again, get what was in flight, then the end: the body never arrives whole.
    for (const answer of served) answer.resume();
    const ends = await Promise.all(served.map((x) => x.closed));
    expect(ends).toEqual(served.map(() => ({ complete: false })));
    for (const answer of refused) await answer.closed;

    // The same token downloads whole again.
    const again = await t.api.post('/api/data-exports', publicToken, { ...EXPORT, fields: ['lastName'] });
    expect(again.status).toBe(200);
    expect((again.body as string).trim().split('\n').length).toBeGreaterThan(3000);
    expect(await exportSessions()).toBe(0);
    expect(pool().totalCount - pool().idleCount).toBeLessThanOrEqual(1);
  }, 120_000);

  it('bounds the downloads of a company across its tokens', async () => {
    const other = await tokenFor(t, a.ownerEmail, ['public:read']);
    const first = await Promise.all(Array.from({ length: PER_TOKEN }, () => stalling(publicToken)));
    expect(first.map((x) => x.status)).toEqual(first.map(() => 200));
    const second = await Promise.all(Array.from({ length: PER_TOKEN }, () => stalling(other)));
    // PER_COMPANY is 3: the second token gets the one slot left, then 429.
    expect(second.map((x) => x.status).sort()).toEqual([200, 429]);
    // Another company is not bounded by this one's downloads.
    const elsewhere = await t.api.post('/api/data-exports', b.token, { download: true, fields: ['lastName'] });
    expect(elsewhere.status).toBe(200);
    // The stalled ones end aborted once the stall timeout has passed (bounded generously).
    await new Promise((r) => setTimeout(r, STALL_SECONDS * 1000 + 4000));
    for (const answer of [...first, ...second]) answer.resume();
    const ends = await Promise.all([...first, ...second].filter((x) => x.status === 200).map((x) => x.closed));
    expect(ends).toEqual(ends.map(() => ({ complete: false })));
  }, 60_000);
});
