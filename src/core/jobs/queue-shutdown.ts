import { BeforeApplicationShutdown, Inject, Injectable, Optional } from '@nestjs/common';
import type { RedisClient } from '../redis/redis-connections';
import { REDIS_CONNECTION } from '../redis/redis.module';
import { AppQueues } from './app-queues';
import { forceCloseQueue } from './force-close-queue';
import { QueueWorkers } from './queue-workers';

/**
 * Shutting down while Redis is down: BullMQ's close sends QUIT (and workers their last commands) on connections
 * that retry forever, so the process would wait for Redis until SHUTDOWN_TIMEOUT_MS kills it. When the shared
 * connection is not ready, queues and workers are disconnected at once instead (nothing can be sent anyway; jobs
 * held by this worker are taken up again by the stalled-job check).
 */
@Injectable()
export class QueueShutdown implements BeforeApplicationShutdown {
  constructor(
    private readonly queues: AppQueues,
    @Inject(REDIS_CONNECTION) private readonly redis: RedisClient,
    // Only the worker role runs workers.
    @Optional() private readonly workers?: QueueWorkers,
  ) {}

  async beforeApplicationShutdown(): Promise<void> {
    if (this.redis.status === 'ready') return;
    await Promise.all([
      ...this.queues.all().map((queue) => forceCloseQueue(queue)),
      ...(this.workers?.all() ?? []).map((worker) => worker.close(true).catch(() => undefined)),
    ]);
  }
}
