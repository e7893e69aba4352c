import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JobRegistry } from '../../../src/core/jobs/job-registry';
import { HOUSEKEEPING_QUEUE } from '../../../src/core/jobs/queues';
import { waitFor } from '../../support/processes';
import { PrivateRedis } from '../../support/private-redis';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * The repeating jobs live in Redis only. A worker registers them again when Redis comes back empty (its queue
 * connection is ready again) or loses them without a reconnect (a flush, found by the periodic check), without a
 * restart of the worker.
 */
describe('scheduled jobs come back after Redis loses them', () => {
  const namesOf = (t: TestApp) => t.app.get(JobRegistry).schedules().map((j) => j.name).sort();
  /** The schedulers in Redis of every queue that has a scheduled job. */
  const schedulerNames = async (t: TestApp) => {
    const queues = [...new Set(t.app.get(JobRegistry).schedules().map((j) => j.queue))];
    const keys = await Promise.all(queues.map(async (name) => (await t.app.get<Queue>(getQueueToken(name)).getJobSchedulers()).map((s) => s.key)));
    return keys.flat().sort();
  };
  const allRegistered = (t: TestApp) => async () => JSON.stringify(await schedulerNames(t)) === JSON.stringify(namesOf(t));

  let redis: PrivateRedis;
  beforeAll(async () => {
    redis = await PrivateRedis.start();
  });
  afterAll(() => redis.stop());

  it('a Redis restarted empty gets every schedule back once the worker reconnects (well within 20 s)', async () => {
    // The periodic check is an hour away here: only the reconnect can bring them back.
    const t = await createTestApp({ mode: 'all', env: { REDIS_URL: redis.url, JOB_SCHEDULE_CHECK_MS: '3600000' } });
    try {
      expect(await schedulerNames(t)).toEqual(namesOf(t));
      await redis.stop();
      await redis.restart();
      await waitFor(allRegistered(t), 20_000, 'the schedules to be registered again after the restart');
      const queue: Queue = t.app.get(getQueueToken(HOUSEKEEPING_QUEUE));
      const prune = await queue.getJobScheduler('tokens.prune');
      expect(prune).toEqual(expect.objectContaining({ pattern: '17 3 * * *', tz: 'UTC' }));
    } finally {
      await t.close();
    }
  }, 60_000);

  it('a flushed Redis (no reconnect) gets every schedule back within the periodic check (500 ms here; bound 10 s)', async () => {
    const t = await createTestApp({ mode: 'all', env: { REDIS_URL: redis.url, JOB_SCHEDULE_CHECK_MS: '500' } });
    try {
      await waitFor(allRegistered(t), 10_000, 'the schedules to be registered');
      await redis.command('FLUSHALL');
      expect(await schedulerNames(t)).toEqual([]);
      await waitFor(allRegistered(t), 10_000, 'the schedules to be registered again after the flush');
    } finally {
      await t.close();
    }
  }, 60_000);
});
