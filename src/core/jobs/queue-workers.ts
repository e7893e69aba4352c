import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Worker } from 'bullmq';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { logRedisErrors } from '../redis/redis-error-log';
import { blockingBullConnection, bullPrefix, type RedisClient } from '../redis/redis-connections';
import { REDIS_CONNECTION } from '../redis/redis.module';
import { closeWithin, gracefulCloseMs } from './bounded-close';
import { disconnectNow } from './force-close-queue';
import { loadBullmq } from './bullmq-loader';
import { JobRegistry } from './job-registry';

/** One BullMQ worker per queue that has @OnJob handlers (worker role only), dispatching each job by its name. */
@Injectable()
export class QueueWorkers implements OnModuleInit, OnModuleDestroy {
  private readonly workers: Worker[] = [];
  private readonly releases = new Map<Worker, () => Promise<void>>();

  constructor(
    private readonly registry: JobRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_CONNECTION) private readonly redis: RedisClient,
  ) {}

  onModuleInit(): void {
    const { Worker } = loadBullmq();
    for (const queue of this.registry.queues()) {
      const { enableAutoPipelining, backoffStrategy, ...options } = this.registry.workerOptions(queue);
      const { connection, release } = blockingBullConnection(this.config, enableAutoPipelining ? { enableAutoPipelining } : {});
      const worker = new Worker(queue, (job) => this.registry.dispatch(queue, job), {
        connection,
        prefix: bullPrefix(this.config, queue),
        ...options,
        ...(backoffStrategy ? { settings: { backoffStrategy } } : {}),
      });
      logRedisErrors(worker, 'worker');
      this.workers.push(worker);
      this.releases.set(worker, release);
    }
  }

  all(): readonly Worker[] {
    return this.workers;
  }

  /**
   * Before the database and the queues close, so running jobs finish. Redis down: a graceful close would wait for it
   * (until SHUTDOWN_TIMEOUT_MS); held jobs are taken up again as stalled.
   */
  async onModuleDestroy(): Promise<void> {
    const force = this.redis.status !== 'ready';
    const bound = gracefulCloseMs(this.config.shutdownTimeoutMs);
    await Promise.all(this.workers.map((worker) =>
      closeWithin(bound, () => worker.close(force), () => disconnectNow(worker)).then(() => this.releases.get(worker)?.())));
  }
}
