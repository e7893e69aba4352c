import { ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { LocationsService } from '../../../src/modules/locations/locations.service';
import { newCompany, TestCompany } from '../../support/factories';
import { startServer, waitFor } from '../../support/processes';
import { createTestApp, TestApp } from '../../support/test-app';
import { databaseUrl, TEST_REDIS_URL } from '../../support/test-env';
import { ReceivedDelivery, verifies, WebhookReceiver } from '../../support/webhook-receiver';
import { publishedWebhook } from '../../support/webhooks';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * Faults during a burst, with the delivery worker as a child process (PROCESS_ROLE=worker): every committed event
 * reaches the receiver at least once (duplicates carry the same webhook-id and body), a rolled-back change nothing.
 */
describe('webhook delivery under faults', () => {
  jest.setTimeout(90_000);

  interface FaultControls {
    killWorker: () => Promise<void>;
    startWorker: () => void;
    received: () => number;
  }

  const scenario = async (redisUrl: string, fault: (controls: FaultControls) => Promise<void>) => {
    const t: TestApp = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', REDIS_URL: redisUrl } });
    const receiver = await new WebhookReceiver().start();
    receiver.respond = (_d, res) => setTimeout(() => res.writeHead(200).end(), 5);
    const env = {
      DATABASE_URL: databaseUrl(t.databaseName), REDIS_URL: redisUrl, REDIS_PREFIX: t.config.redisPrefix, PROCESS_ROLE: 'worker',
      LOG_LEVEL: 'warn', DATA_DIR: t.config.dataDir, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_TIME_DIVISOR: '1000',
      WEBHOOK_RELAY_POLL_MS: '200', WEBHOOK_REQUEUE_AFTER_MS: '2000', WEBHOOK_JOB_LOCK_MS: '2000', WEBHOOK_CONCURRENCY: '20',
    };
    let worker = startServer(env);
    const stopWorker = async () => {
      worker.child.kill('SIGKILL');
      await worker.exited;
    };
    try {
      const c: TestCompany = await newCompany(t);
      const policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
      const hook = await publishedWebhook(t, c.token, { url: receiver.url, eventTypes: ['location.created'] });
      const burst = (async () => {
        for (let batch = 0; batch < 15; batch++) {
          await Promise.all(Array.from({ length: 20 }, (_, i) =>
            t.api.post('/api/locations', c.token, { city: `City ${batch}-${i}`, countryCode: 'GB', timeAwayPolicyId: policyId })));
          if (batch === 7) {
            await t.db.transaction(async (em) => {
              await t.app.get(LocationsService).insertRow(em, { companyId: c.companyId }, { city: 'Rolled back', countryCode: 'GB', timeAwayPolicyId: policyId, isAddressInvalid: false });
              throw new Error('roll back');
            }).catch(() => undefined);
          }
        }
      })();
      await fault({
        killWorker: stopWorker,
        startWorker: () => {
          worker = startServer(env);
        },
        received: () => receiver.received.length,
      });
      await burst;
      const committed: { id: string }[] = await t.db.query(`SELECT id FROM events WHERE company_id = $1 AND type = 'location.created'`, [c.companyId]);
      expect(committed).toHaveLength(300);
      const ids = new Set(committed.map((e) => e.id));
      await waitFor(() => new Set(receiver.received.map((d) => d.headers['webhook-id'])).size >= ids.size, 50_000, 'every committed event to arrive');
      const byId = new Map<string, ReceivedDelivery[]>();
      for (const d of receiver.received) byId.set(String(d.headers['webhook-id']), [...(byId.get(String(d.headers['webhook-id'])) ?? []), d]);
      expect([...byId.keys()].sort()).toEqual([...ids].sort());
      for (const [id, copies] of byId) {
        expect(copies.every((d) => d.body === copies[0].body && d.json.id === id && verifies(hook.secret, d))).toBe(true);
      }
      expect(receiver.received.some((d) => d.json.data.object.city === 'Rolled back')).toBe(false);
    } finally {
      await stopWorker().catch(() => undefined);
      await receiver.close();
      await t.close();
    }
  };

  it('survives kill -9 of the worker in the middle of a burst', async () => {
    await scenario(TEST_REDIS_URL, async ({ killWorker, startWorker, received }) => {
      await waitFor(() => received() >= 40, 40_000, 'the first deliveries');
      await killWorker();
      startWorker();
    });
  });

  it('survives a Redis restart (its jobs lost) in the middle of a burst', async () => {
    const port = await freePort();
    const startRedis = () => spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    let redis: ChildProcess = startRedis();
    const stopRedis = async () => {
      const exited = new Promise((resolve) => redis.once('exit', resolve));
      redis.kill('SIGKILL');
      await exited;
    };
    try {
      await new Promise((r) => setTimeout(r, 300));
      await scenario(`redis://127.0.0.1:${port}`, async ({ received }) => {
        await waitFor(() => received() >= 40, 40_000, 'the first deliveries');
        await stopRedis();
        await new Promise((r) => setTimeout(r, 1000));
        redis = startRedis();
      });
    } finally {
      await stopRedis().catch(() => undefined);
    }
  });
});
