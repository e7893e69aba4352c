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
    /** The wait the attempt chose and recorded as the delivery's next attempt time (D14's schedule, with jitter). */
    readonly retryInMs: number,
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
            ? error.retryInMs
            : retryDelayMs(attemptsMade, divisor)
          : 0,
    };
  }

  /**
   * The delivery's attempt count in PostgreSQL decides whether a retry follows (and its wait), not the job's: a job lost
   * with Redis and handed over again starts afresh, and would otherwise allow more than D14's 8 attempts. The wait is
   * chosen once, by the attempt, which records it with the delivery: the delayed job and the sweep agree on it.
   */
  @OnJob({ queue: WEBHOOK_DELIVERY_QUEUE, name: DELIVER_JOB })
  async process(data: { deliveryId: string }): Promise<string> {
    const { result, retryInMs } = await this.attempts.attemptCounted(data.deliveryId);
    if (retryInMs !== undefined) throw new RetryDelivery(retryInMs);
    return result;
  }
}
