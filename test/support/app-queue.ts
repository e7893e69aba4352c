import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { LazyQueue } from '../../src/core/jobs/lazy-queue';
import type { TestApp } from './test-app';

/** The BullMQ queue of a test app; an API-only app (mode 'api') opens its LazyQueue for it. */
export function appQueue(t: TestApp, name: string): Queue {
  const queue = t.app.get(getQueueToken(name));
  return queue instanceof LazyQueue ? queue.opened() : queue;
}
