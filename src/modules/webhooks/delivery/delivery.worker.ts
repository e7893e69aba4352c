import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Job, Worker } from 'bullmq';
import { APP_CONFIG } from '../../../config/config.module';
import type { AppConfig } from '../../../config/app-config';
import type { Redis } from 'ioredis';
import { logRedisErrors } from '../../../core/redis/redis-error-log';
import { REDIS_CONNECTION } from '../../../core/redis/redis.module';
import { redisConnectionOptions, WEBHOOK_DELIVERY_QUEUE } from '../../../jobs/queues';
import { DeliveryAttemptService } from './delivery-attempt.service';
import { WEBHOOK_BACKOFF } from './delivery-queue';
import { MAX_ATTEMPTS, retryDelayMs } from './retry-schedule';

/** Thrown to hand a failed attempt back to BullMQ, which waits the backoff before the next one. */
class RetryDelivery extends Error {
  constructor(readonly slower: boolean) {
    super('delivery attempt failed');
  }
}

/**
 * The delivery worker (worker role). Made by hand rather than with @Processor so that its concurrency and the
 * backoff strategy (D14's schedule, divided in tests) come from the configuration.
 */
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private worker?: Worker;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly attempts: DeliveryAttemptService,
    @Inject(REDIS_CONNECTION) private readonly redis: Redis,
  ) {}

  onApplicationBootstrap(): void {
    const divisor = this.config.webhookRetryTimeDivisor;
    this.worker = new Worker(WEBHOOK_DELIVERY_QUEUE, (job) => this.process(job), {
      // Many jobs finish in the same tick: their Redis commands go out in one write (measured: docs/performance.md).
      connection: { ...redisConnectionOptions(this.config.redisUrl), enableAutoPipelining: true },
      prefix: `${this.config.redisPrefix}:bull`,
      concurrency: this.config.webhookConcurrency,
      lockDuration: this.config.webhookJobLockMs,
      stalledInterval: this.config.webhookJobLockMs,
      settings: {
        backoffStrategy: (attemptsMade: number, type?: string, error?: Error) =>
          type === WEBHOOK_BACKOFF ? retryDelayMs(attemptsMade, divisor, Math.random, error instanceof RetryDelivery && error.slower) : 0,
      },
    });
    logRedisErrors(this.worker, 'worker');
  }

  async process(job: Job<{ deliveryId: string }>): Promise<string> {
    const final = job.attemptsMade + 1 >= (job.opts.attempts ?? MAX_ATTEMPTS);
    const result = await this.attempts.attempt(job.data.deliveryId, final);
    if (result === 'retry' || result === 'retrySlower') throw new RetryDelivery(result === 'retrySlower');
    return result;
  }

  async onModuleDestroy(): Promise<void> {
    // Redis down: a graceful close would wait for it (until SHUTDOWN_TIMEOUT_MS); held jobs are taken up again as stalled.
    await this.worker?.close(this.redis.status !== 'ready');
  }
}
