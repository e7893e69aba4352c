import { ChildProcess, spawn } from 'node:child_process';
import { Queue, Worker } from 'bullmq';
import { closeWithin } from '../../../src/core/jobs/bounded-close';
import { disconnectNow } from '../../../src/core/jobs/force-close-queue';
import { freePort } from '../../support/local-servers';

/**
 * A queue or worker whose Redis stops answering (a node gone in a failover, a hung server) does not hold the shutdown:
 * past the bound its connections are dropped and the shutdown goes on, even while the graceful close still waits.
 */
describe('closing queues and workers within a bound', () => {
  let redis: ChildProcess;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const probe = new Queue('probe', { connection: { host: '127.0.0.1', port, maxRetriesPerRequest: null } });
    for (let i = 0; i < 100; i++) {
      try {
        await probe.getJobCounts();
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    await probe.close();
  });
  afterAll(() => {
    redis.kill('SIGCONT');
    redis.kill('SIGKILL');
  });

  it('drops a queue\'s and a worker\'s connections once the graceful close outlasts the bound (Redis not answering)', async () => {
    const connection = { host: '127.0.0.1', port, maxRetriesPerRequest: null };
    const queue = new Queue('bounded', { connection });
    const worker = new Worker('bounded', async () => 'done', { connection });
    // The connections dropped below report their errors; nothing is to be logged.
    for (const emitter of [queue, worker]) (emitter as unknown as { on(event: 'error', listener: () => void): void }).on('error', () => undefined);
    await queue.add('job', {});
    await queue.getJobCounts();
    redis.kill('SIGSTOP');
    try {
      const started = Date.now();
      const forced: string[] = [];
      await Promise.all([
        closeWithin(500, () => queue.close(), async () => { forced.push('queue'); await disconnectNow(queue); }),
        closeWithin(500, () => worker.close(), async () => { forced.push('worker'); await disconnectNow(worker); }),
      ]);
      // A graceful close (QUIT to a server that does not answer) would wait for good.
      expect(Date.now() - started).toBeLessThan(3000);
      expect(forced.sort()).toEqual(['queue', 'worker']);
    } finally {
      redis.kill('SIGCONT');
    }
  }, 20_000);
});
