import { request } from 'node:http';
import { Client } from 'pg';
import { DemoSeedService } from '../../../src/modules/people/demo/demo-seed.service';
import { newCompany, TestCompany } from '../../support/factories';
import { listenOnLoopback } from '../../support/plain-http';
import { createTestApp, TestApp } from '../../support/test-app';
import { databaseUrl } from '../../support/test-env';

/**
 * A download is whole or visibly failed (D11, docs/decisions-exports.md "Downloads"): when the export fails after its
 * first rows, the client gets an error object, never a 200 whose file quietly stops; a 200 carries Content-Length, so a
 * response cut later is incomplete to any HTTP client.
 *
 * The failure is made deterministic with locks: balances are read per batch of 500 rows in a statement of their own
 * (on time_away_types, which the export's own statement does not read). The test holds that table, lets the first
 * batch's statement through while a second lock request of its own is queued behind it, so the second batch's statement
 * waits; that one is then cancelled: the export fails after its first 500 rows were made.
 */
describe('a download whose export fails after the first rows', () => {
  let t: TestApp;
  let c: TestCompany;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    await t.app.get(DemoSeedService).seed(c.companyId, 1500);
    base = await listenOnLoopback(t.app);
  }, 180_000);
  afterAll(() => t.close());

  /** The whole exchange on a real socket: status, headers, the bytes that came, and whether the body arrived whole. */
  const post = (body: unknown) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string; complete: boolean }>((resolve) => {
      const req = request(`${base}/api/data-exports`, {
        method: 'POST', headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
      }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', () => undefined);
        res.on('close', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString(), complete: res.complete }));
      });
      req.on('error', () => resolve({ status: 0, headers: {}, body: '', complete: false }));
      req.end(JSON.stringify(body));
    });

  const session = async () => {
    const client = new Client({ connectionString: databaseUrl(t.databaseName) });
    await client.connect();
    return client;
  };
  /** Backends of the app waiting for a lock in the balances statement (named by a column in its first kilobyte, all pg_stat_activity keeps). */
  const waitingBalances = async (admin: Client): Promise<number[]> =>
    (await admin.query(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%"employmentStart"%'`,
    )).rows.map((r: { pid: number }) => r.pid);
  const until = async <T>(probe: () => Promise<T | undefined>): Promise<T> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error('timed out waiting for the export to reach the lock');
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const pool = () => (t.db.driver as unknown as { master: { totalCount: number; idleCount: number } }).master;

  it.each([['CSV', false], ['JSON', true]])('answers a %s download with an error object, not a cut 200 file', async (_format, json) => {
    const [holder, queued, admin] = [await session(), await session(), await session()];
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE time_away_types IN ACCESS EXCLUSIVE MODE');
      const answer = post({ download: true, includeOffboarded: true, json, fields: ['firstName', 'lastName', 'balance'] });
      // The first batch's balances wait for the held lock; a second exclusive request queues behind them.
      await until(async () => (await waitingBalances(admin))[0]);
      const queuedPid = (await queued.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
      await queued.query('BEGIN');
      const queuedLock = queued.query('LOCK TABLE time_away_types IN ACCESS EXCLUSIVE MODE');
      await until(async () => ((await admin.query(
        `SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND wait_event_type = 'Lock'`, [queuedPid],
      )).rowCount ? true : undefined));
      await holder.query('COMMIT');
      // The first batch goes through; the second batch's balances wait behind the queued lock: cancel them.
      await queuedLock;
      // (the queued lock is granted only once the first batch's statement ended: whatever waits now is a later batch)
      const second = await until(async () => (await waitingBalances(admin))[0]);
      await admin.query('SELECT pg_cancel_backend($1)', [second]);
      await queued.query('COMMIT');

      const result = await answer;
      expect(result.status).toBe(500);
      expect(result.complete).toBe(true);
      expect(JSON.parse(result.body)).toMatchObject({ code: 500, name: 'GeneralError', id: expect.any(String), message: expect.any(String) });
      // The failed export's connections went back to the pool.
      expect(pool().totalCount - pool().idleCount).toBeLessThanOrEqual(1);
    } finally {
      await Promise.all([holder, queued, admin].map((x) => x.end()));
    }
  }, 60_000);

  it('a whole download says its length', async () => {
    const answer = await post({ download: true, includeOffboarded: true, fields: ['firstName', 'lastName', 'balance'] });
    expect(answer.status).toBe(200);
    expect(answer.complete).toBe(true);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(answer.body.trim().split('\n').length).toBeGreaterThan(1500);
  }, 60_000);
});
