import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../config/config.module';
import type { AppConfig } from '../../../config/app-config';
import { OnJob, OnQueueWorker, QueueWorkerOptions } from '../../../jobs/on-job.decorator';
import { WEBHOOK_DELIVERY_QUEUE } from '../../../jobs/queues';
import { DeliveryAttemptService } from './delivery-attempt.service';
import { DELIVER_JOB, WEBHOOK_BACKOFF } from './delivery-queue';
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
 * The delivery job (worker role): one `deliver` job per delivery. Its queue's worker options come from the
 * configuration: concurrency, lock, and the backoff strategy (D14's schedule, divided in tests).
 */
@Injectable()
export class DeliveryWorker {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly attempts: DeliveryAttemptService,
  ) {}

  @OnQueueWorker(WEBHOOK_DELIVERY_QUEUE)
  workerOptions(): QueueWorkerOptions {
    const divisor = this.config.webhookRetryTimeDivisor;
    return {
      // Many jobs finish in the same tick: their Redis commands go out in one write (measured: docs/performance.md).
      enableAutoPipelining: true,
      concurrency: this.config.webhookConcurrency,
      lockDuration: this.config.webhookJobLockMs,
      stalledInterval: this.config.webhookJobLockMs,
      backoffStrategy: (attemptsMade: number, type?: string, error?: Error) =>
        type === WEBHOOK_BACKOFF
          ? error instanceof RetryDelivery
            ? retryDelayMs(error.attemptsMade, divisor, Math.random, error.slower)
            : retryDelayMs(attemptsMade, divisor)
          : 0,
    };
  }

  /**
   * The delivery's attempt count in PostgreSQL decides whether a retry follows (and its wait), not the job's: a job lost
   * with Redis and handed over again starts afresh, and would otherwise allow more than D14's 8 attempts.
   */
  @OnJob({ queue: WEBHOOK_DELIVERY_QUEUE, name: DELIVER_JOB })
  async process(data: { deliveryId: string }): Promise<string> {
    const { result, attemptsMade } = await this.attempts.attemptCounted(data.deliveryId);
    if (result === 'retry' || result === 'retrySlower') throw new RetryDelivery(result === 'retrySlower', attemptsMade);
    return result;
  }
}
