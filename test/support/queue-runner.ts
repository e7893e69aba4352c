import { getQueueToken } from '@nestjs/bullmq';
import { Queue, QueueEvents } from 'bullmq';
import { blockingBullConnection, bullPrefix } from '../../src/core/redis/redis-connections';
import { TestApp } from './test-app';

export interface QueueRunner {
  queue: Queue;
  /** Adds a job and waits until a worker of the app has finished it; resolves with its result. */
  run<T = any>(name: string, data?: object): Promise<T>;
  close(): Promise<void>;
}

/** A queue of a test app (started with mode 'all', so its workers run) and a way to run one job through it. */
export async function queueRunner(t: TestApp, queueName: string): Promise<QueueRunner> {
  const queue: Queue = t.app.get(getQueueToken(queueName));
  const { connection, release } = blockingBullConnection(t.config);
  const events = new QueueEvents(queueName, { connection, prefix: bullPrefix(t.config, queueName) });
  await events.waitUntilReady();
  return {
    queue,
    run: async <T>(name: string, data: object = {}) => (await queue.add(name, data)).waitUntilFinished(events, 20_000) as Promise<T>,
    async close() {
      await events.close();
      await release();
      await queue.obliterate({ force: true }).catch(() => undefined);
    },
  };
}
