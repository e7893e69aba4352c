import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PrivateRedis, freePort } from '../../support/private-redis';
import { startServer, waitFor } from '../../support/processes';
import { dropTestDatabase } from '../../support/test-app';
import { databaseUrl, runDatabasePrefix } from '../../support/test-env';

/**
 * D15 logs are structured JSON: while Redis is down, every Redis connection of the process (the shared one, BullMQ
 * queues and workers) reports through the JSON logger, once a minute per connection kind, never as ioredis' raw
 * `Unhandled error event` stack traces.
 */
describe('process: a Redis outage is logged as JSON lines, rate limited', () => {
  const databaseName = `${runDatabasePrefix()}redislog_${randomBytes(4).toString('hex')}`;
  let redis: PrivateRedis;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
  });
  afterAll(async () => {
    await redis.stop();
    await dropTestDatabase(databaseName);
  });

  it('writes only JSON lines (at most one Redis report per connection kind) and still stops cleanly', async () => {
    const server = startServer({
      DATABASE_URL: databaseUrl(databaseName),
      REDIS_URL: redis.url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'personnel-redislog-')),
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      PROCESS_ROLE: 'all',
      SHUTDOWN_DRAIN_MS: '0',
      SHUTDOWN_TIMEOUT_MS: '10000',
    });
    try {
      await waitFor(() => server.output().includes('Personnel API listening'), 90_000, 'the server to start', server.output);
      await new Promise((r) => setTimeout(r, 500));
      const before = server.output().length;
      await redis.stop();
      // ioredis reconnects every 50..2000 ms: several failures per connection in this window.
      await new Promise((r) => setTimeout(r, 6000));
      const during = server.output().slice(before);
      expect(during).not.toContain('Unhandled error event');
      const lines = during.split('\n').filter((l) => l.trim());
      const parsed = lines.map((line) => {
        try {
          return JSON.parse(line) as { msg?: string; context?: string };
        } catch {
          throw new Error(`not a JSON log line: ${line}`);
        }
      });
      const reports = parsed.filter((l) => /^Redis connection failing/.test(l.msg ?? ''));
      expect(reports.length).toBeGreaterThan(0);
      // Once a minute per kind: the shared connection, the queues, the workers.
      const kinds = reports.map((r) => r.context);
      expect(new Set(kinds).size).toBe(kinds.length);
      expect(kinds).toContain('Redis:shared');
      expect(kinds.length).toBeLessThanOrEqual(3);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 150_000);
});
