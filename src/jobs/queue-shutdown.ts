import { InjectQueue } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { REDIS_CONNECTION } from '../core/redis/redis.module';
import { QueueWorkers } from './queue-workers';
import { DATA_EXPORTS_QUEUE, HOUSEKEEPING_QUEUE, WEBHOOK_DELIVERY_QUEUE } from './queues';

/**
 * Shutting down while Redis is down: BullMQ's close sends QUIT (and workers their last commands) on connections
 * that retry forever, so the process would wait for Redis until SHUTDOWN_TIMEOUT_MS kills it. When the shared
 * connection is not ready, queues and workers are disconnected at once instead (nothing can be sent anyway; jobs
 * held by this worker are taken up again by the stalled-job check).
 */
@Injectable()
export class QueueShutdown implements BeforeApplicationShutdown {
  constructor(
    @InjectQueue(HOUSEKEEPING_QUEUE) private readonly housekeeping: Queue,
    @InjectQueue(WEBHOOK_DELIVERY_QUEUE) private readonly deliveries: Queue,
    @InjectQueue(DATA_EXPORTS_QUEUE) private readonly dataExports: Queue,
    @Inject(REDIS_CONNECTION) private readonly redis: Redis,
    private readonly moduleRef: ModuleRef,
  ) {}

  async beforeApplicationShutdown(): Promise<void> {
    if (this.redis.status === 'ready') return;
    let workers: readonly Worker[] = [];
    try {
      workers = this.moduleRef.get(QueueWorkers, { strict: false }).all();
    } catch {
      // API role: no workers here.
    }
    await Promise.all([
      ...[this.housekeeping, this.deliveries, this.dataExports].map((queue) => forceClose(queue)),
      ...workers.map((worker) => worker.close(true).catch(() => undefined)),
    ]);
  }
}

/** The queue's later close() answers this closing instead of sending QUIT. */
function forceClose(queue: Queue): Promise<void> {
  const backend = queue.getBackend() as unknown as { close(force: boolean): Promise<void> };
  return backend.close(true).catch(() => undefined);
}
