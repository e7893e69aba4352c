import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../config/config.module';
import type { AppConfig } from '../../../config/app-config';
import { OnJob, OnQueueWorker, type QueueWorkerOptions } from '../../../core/jobs/on-job.decorator';
import { DeliveryAttemptService } from './delivery-attempt.service';
import { DeliveryFeeder } from './delivery-feeder';
import { DELIVER_JOB, WEBHOOK_BACKOFF, WEBHOOK_DELIVERY_QUEUE } from './delivery-queue';
import { retryDelayMs } from './retry-schedule';

/**
 * The delivery job (worker role): one `deliver` job per attempt of a delivery. Its queue's worker options come from the
 * configuration: concurrency, lock, and the backoff strategy for a job that throws (D14's schedule, divided in tests).
 */
@Injectable()
export class DeliveryWorker {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly attempts: DeliveryAttemptService,
    private readonly feeder: DeliveryFeeder,
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
      // Only for an attempt that could not be recorded (the database unreachable): a recorded failure completes the job.
      backoffStrategy: (attemptsMade: number, type?: string) => (type === WEBHOOK_BACKOFF ? retryDelayMs(attemptsMade, divisor) : 0),
    };
  }

  /**
   * The delivery's attempt count in PostgreSQL decides whether a retry follows (and its wait), not the job's. The wait
   * is chosen once, by the attempt, which records it as the delivery's next attempt time; the job then completes, and
   * the feeder hands the delivery over again when it is due: a retry waits in PostgreSQL, not in Redis, so a down
   * endpoint's backlog does not grow the queue.
   */
  @OnJob({ queue: WEBHOOK_DELIVERY_QUEUE, name: DELIVER_JOB })
  async process(data: { deliveryId: string }): Promise<string> {
    // WEBHOOKS_PAUSED: nothing is sent; the delivery stays pending in PostgreSQL, handed over again once unpaused.
    if (this.config.webhooksPaused) return 'paused';
    const { result, retryInMs } = await this.attempts.attemptCounted(data.deliveryId);
    if (retryInMs !== undefined) this.feeder.wakeIn(retryInMs);
    return result;
  }
}
