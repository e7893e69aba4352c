import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createHttpApp } from '../../../src/bootstrap/create-app';
import { SCOPES } from '../../../src/core/auth/scopes';
import { ensureDatabase, runMigrations } from '../../../src/core/database/database-setup';
import { createLogger } from '../../../src/core/logging/logger';
import { replicaReadsRetried } from '../../../src/core/metrics';
import { ApiClient } from '../../support/api-client';
import { newCompany, TestCompany, tokenFor, utcDay } from '../../support/factories';
import { StreamingReplicaPair } from '../../support/streaming-replica';
import { TestApp, testConfig } from '../../support/test-app';
import { runDatabasePrefix } from '../../support/test-env';

/** Long enough that the writes and reads of a step fit in it on a loaded machine, short enough to wait out once. */
const MAX_LAG_MS = 12_000;

/**
 * Read replicas (docs/scaling.md, "Read replicas"): GET requests read a streaming replica; a token that wrote reads its
 * own write (from the primary) until the replica has replayed it, while other tokens may read the replica's older data
 * within DATABASE_READ_MAX_LAG_MS; past it the replica is skipped; a replica that stops costs no failed request.
 */
describe('GET requests read from a streaming replica, with read-your-writes', () => {
  let pair: StreamingReplicaPair;
  let t: TestApp;
  let c: TestCompany;
  /** Another token of the same owner: it wrote nothing. */
  let reader: string;
  /** A third token of the owner, whose only write is a data export. */
  let exporter: string;
  const databaseName = `${runDatabasePrefix()}${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    pair = await StreamingReplicaPair.start();
    const primaryUrl = pair.primary.url(databaseName);
    await ensureDatabase(primaryUrl);
    await runMigrations(primaryUrl);
    const config = testConfig(databaseName, {
      DATABASE_URL: primaryUrl,
      DATABASE_READ_URLS: pair.replica.url(databaseName),
      DATABASE_READ_MAX_LAG_MS: String(MAX_LAG_MS),
    });
    const app = await createHttpApp(config, createLogger('silent'), { mode: 'api' });
    t = { app, config, databaseName, db: app.get(DataSource), api: new ApiClient(app), close: async () => app.close() };
    c = await newCompany(t);
    reader = await tokenFor(t, c.ownerEmail, SCOPES);
    exporter = await tokenFor(t, c.ownerEmail, SCOPES);
    await pair.caughtUp();
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    pair?.remove();
    rmSync(t?.config.dataDir ?? '/nonexistent', { recursive: true, force: true });
  });

  const policyId = async () => (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id as string;
  const newLocation = async (token: string) => {
    const res = await t.api.post('/api/locations', token, { city: `City ${randomBytes(3).toString('hex')}`, countryCode: 'NO', timeAwayPolicyId: await policyId() });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const waitUntil = async (check: () => Promise<boolean>, what: string, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('serves GET from the replica: another token reads its older data while replay is paused, the writer reads its own write', async () => {
    await pair.pauseReplay();
    try {
      const id = await newLocation(c.token);
      const item = await t.api.post('/api/equipment', c.token, { personId: c.ownerId, type: 'Laptop', name: 'ThinkPad', issueDate: utcDay() });
      expect(item.status).toBe(201);
      // A handler that sends its own reply (a data export) keeps its writer's position too, before the answer leaves:
      // a token whose only write this is reads it at once.
      const made = await t.api.post('/api/data-exports', exporter, { fields: ['lastName'] });
      expect(made.status).toBe(201);

      // The writers' tokens: their writes' positions are past the replica's, so they read the primary, every time.
      expect((await t.api.get(`/api/locations/${id}`, c.token)).status).toBe(200);
      const own = await t.api.get('/api/locations', c.token);
      expect(own.body.data.map((l: { id: string }) => l.id)).toContain(id);
      expect((await t.api.get(`/api/equipment/${item.body.id}`, c.token)).status).toBe(200);
      expect((await t.api.get(`/api/data-exports/${made.body.id}`, exporter)).status).toBe(200);

      // Another token may read the replica within the bound, where none of them exists yet: compiled reads (locations),
      // TypeORM's query-builder reads (an entity list and retrieve: equipment, data exports) alike. Retried for a moment:
      // on a loaded machine a slow poll may have the replica skipped for an instant (the safe side).
      const stale = async () => {
        const [location, list, equipment, equipmentList, dataExport] = await Promise.all([
          t.api.get(`/api/locations/${id}`, reader),
          t.api.get('/api/locations', reader),
          t.api.get(`/api/equipment/${item.body.id}`, reader),
          t.api.get('/api/equipment', reader),
          t.api.get(`/api/data-exports/${made.body.id}`, reader),
        ]);
        return location.status === 404 && list.body.total === own.body.total - 1 && equipment.status === 404
          && !equipmentList.body.data.some((e: { id: string }) => e.id === item.body.id) && dataExport.status === 404;
      };
      await waitUntil(stale, 'another token to read the lagging replica', 5000);

      // Past DATABASE_READ_MAX_LAG_MS of lag the replica is skipped: every token reads the primary.
      await waitUntil(async () => (await t.api.get(`/api/locations/${id}`, reader)).status === 200, 'the lagging replica to be skipped', MAX_LAG_MS + 5000);
      expect((await t.api.get(`/api/equipment/${item.body.id}`, reader)).status).toBe(200);
      expect((await t.api.get(`/api/data-exports/${made.body.id}`, reader)).status).toBe(200);
    } finally {
      await pair.resumeReplay();
    }
  }, 60_000);

  it('reads the replica again once it has caught up', async () => {
    await pair.caughtUp();
    // A write the replica has not replayed shows whether the reader is on the replica: pause, write, read.
    await waitUntil(async () => {
      await pair.pauseReplay();
      try {
        const id = await newLocation(c.token);
        return (await t.api.get(`/api/locations/${id}`, reader)).status === 404;
      } finally {
        await pair.resumeReplay();
      }
    }, 'the caught-up replica to serve reads again');
  }, 30_000);

  it('keeps answering from the primary when the replica stops: no 5xx, then serves from it again once back', async () => {
    await pair.caughtUp();
    const id = await newLocation(c.token);
    await pair.caughtUp();
    // Requests keep coming while the replica goes away: none of them fails.
    const retried = async () => (await replicaReadsRetried.get()).values.reduce((sum, v) => sum + v.value, 0);
    const statuses: number[] = [];
    let stopped = false;
    const loop = async (token: string, path: string) => {
      while (!stopped) statuses.push((await t.api.get(path, token)).status);
    };
    // A request held on the replica while it stops: the primary's lock on the locations table is replayed there and
    // the request's query waits for it; the stop ends that query (57P01) and the request is answered from the primary
    // once the lock is released. Whether other requests are routed to the replica in the instant before the poll
    // notices depends on timing; this one does not.
    const locker = new Client({ connectionString: pair.primary.url(databaseName) });
    await locker.connect();
    const retriedBefore = await retried();
    try {
      const loops = [loop(reader, '/api/equipment'), loop(reader, '/api/people')];
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE locations IN ACCESS EXCLUSIVE MODE');
      const lockedOnReplica = `SELECT 1 FROM pg_locks WHERE mode = 'AccessExclusiveLock' AND relation = 'locations'::regclass`;
      await waitUntil(async () => (await pair.replica.query(databaseName, lockedOnReplica)).length > 0, 'the lock to be replayed on the replica');
      const held = t.api.get(`/api/locations/${id}`, reader);
      const waiting = `SELECT 1 FROM pg_stat_activity WHERE application_name = 'personnel' AND wait_event_type = 'Lock'`;
      await waitUntil(async () => (await pair.replica.query(databaseName, waiting)).length > 0, 'the request to wait on the replica');
      await pair.replica.stopInBackground();
      await locker.query('ROLLBACK');
      const answer = await held;
      await new Promise((r) => setTimeout(r, 300));
      stopped = true;
      await Promise.all(loops);
      expect(answer.status).toBe(200);
      expect(answer.body.id).toBe(id);
      expect(await retried()).toBeGreaterThan(retriedBefore);
      expect(statuses.length).toBeGreaterThan(10);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      expect((await t.api.get(`/api/locations/${id}`, reader)).status).toBe(200);
    } finally {
      stopped = true;
      await locker.end().catch(() => undefined);
      pair.replica.start();
    }
    // The restarted replica replays the WAL again from its last restartpoint, the lock taken above included: replay
    // paused before the lock's release would hold the request below on it for good.
    await pair.caughtUp();
    await waitUntil(async () => {
      await pair.pauseReplay().catch(() => undefined);
      try {
        const fresh = await newLocation(c.token);
        return (await t.api.get(`/api/locations/${fresh}`, reader)).status === 404;
      } finally {
        await pair.resumeReplay().catch(() => undefined);
      }
    }, 'the restarted replica to serve reads again', 20_000);
  }, 45_000);
});
