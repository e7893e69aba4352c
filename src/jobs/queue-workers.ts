import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Worker } from 'bullmq';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { logRedisErrors } from '../core/redis/redis-error-log';
import { JobRegistry } from './job-registry';
import { QUEUE_WORKER_OPTIONS, redisConnectionOptions } from './queues';

/** One BullMQ worker per queue that has @OnJob handlers (worker role only), dispatching each job by its name. */
@Injectable()
export class QueueWorkers implements OnModuleInit, OnApplicationShutdown {
  private readonly workers: Worker[] = [];

  constructor(
    private readonly registry: JobRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    for (const queue of this.registry.queues()) {
      const options = QUEUE_WORKER_OPTIONS[queue];
      if (!options) throw new Error(`Queue "${queue}" has @OnJob handlers but no worker options (QUEUE_WORKER_OPTIONS)`);
      const worker = new Worker(queue, (job) => this.registry.dispatch(queue, job), {
        connection: redisConnectionOptions(this.config.redisUrl),
        prefix: `${this.config.redisPrefix}:bull`,
        ...options,
      });
      logRedisErrors(worker, 'worker');
      this.workers.push(worker);
    }
  }

  all(): readonly Worker[] {
    return this.workers;
  }

  /** A graceful close (active jobs finish); with Redis down QueueShutdown has already closed them by force. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }
}
