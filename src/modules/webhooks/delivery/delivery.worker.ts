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
import { retryDelayMs } from './retry-schedule';

/** Thrown to hand a failed attempt back to BullMQ, which waits the backoff before the next one. */
class RetryDelivery extends Error {
  constructor(
    readonly slower: boolean,
    /** The delivery's attempts so far (PostgreSQL's count): the schedule's position, whatever the job's count. */
    readonly attemptsMade: number,
  ) {
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
          type === WEBHOOK_BACKOFF
            ? error instanceof RetryDelivery
              ? retryDelayMs(error.attemptsMade, divisor, Math.random, error.slower)
              : retryDelayMs(attemptsMade, divisor)
            : 0,
      },
    });
    logRedisErrors(this.worker, 'worker');
  }

  /**
   * The delivery's attempt count in PostgreSQL decides whether a retry follows (and its wait), not the job's: a job lost
   * with Redis and handed over again starts afresh, and would otherwise allow more than D14's 8 attempts.
   */
  async process(job: Job<{ deliveryId: string }>): Promise<string> {
    const { result, attemptsMade } = await this.attempts.attemptCounted(job.data.deliveryId);
    if (result === 'retry' || result === 'retrySlower') throw new RetryDelivery(result === 'retrySlower', attemptsMade);
    return result;
  }

  async onModuleDestroy(): Promise<void> {
    // Redis down: a graceful close would wait for it (until SHUTDOWN_TIMEOUT_MS); held jobs are taken up again as stalled.
    await this.worker?.close(this.redis.status !== 'ready');
  }
}
