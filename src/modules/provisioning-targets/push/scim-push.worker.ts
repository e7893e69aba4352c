import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { OnJob, OnQueueWorker, type QueueWorkerOptions } from '../../../core/jobs/on-job.decorator';
import { LONGEST_WAIT_MS, retryDelayMs, waitHonouring } from '../../webhooks';
import { RetryLater } from './push-errors';
import { PUSH_JOB, RECONCILE_ALL_JOB, SCIM_PUSH_BACKOFF, SCIM_PUSH_QUEUE, ScimPushQueue } from './scim-push-queue';
import type { PushJob } from './scim-push-queue';
import { TargetSync } from './target-sync';
import { TargetStore } from './target-store';

/** How long the log keeps its entries. */
export const LOG_RETENTION_DAYS = 30;

/** The `scim-push` queue's jobs (worker role): passes over targets, and the daily reconcile of every active target. */
@Injectable()
export class ScimPushWorker {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sync: TargetSync,
    private readonly store: TargetStore,
    private readonly queue: ScimPushQueue,
  ) {}

  /**
   * One pass at a time per worker; a failed pass waits as a webhook delivery does (D14's schedule, divided in tests),
   * and no less than a 429's or 503's `Retry-After` asked (bounded by the schedule's longest wait).
   */
  @OnQueueWorker(SCIM_PUSH_QUEUE)
  workerOptions(): QueueWorkerOptions {
    const divisor = this.config.webhookRetryTimeDivisor;
    const longest = LONGEST_WAIT_MS / divisor;
    return {
      concurrency: 1,
      backoffStrategy: (attemptsMade: number, type?: string, error?: Error) => {
        if (type !== SCIM_PUSH_BACKOFF) return 0;
        const asked = error instanceof RetryLater ? error.retryAfterMs : null;
        return Math.round(waitHonouring(retryDelayMs(attemptsMade, divisor), asked, longest));
      },
    };
  }

  @OnJob({ queue: SCIM_PUSH_QUEUE, name: PUSH_JOB })
  push(data: PushJob): Promise<string> {
    return this.sync.run(data);
  }

  /** Daily: every active target reconciled (list, compare, fix), which also catches what no event announced. */
  @OnJob({ queue: SCIM_PUSH_QUEUE, name: RECONCILE_ALL_JOB, schedule: { pattern: '40 1 * * *' } })
  async reconcileAll(): Promise<string> {
    const targets = await this.store.allActiveTargets();
    for (const target of targets) await this.queue.push({ companyId: target.companyId, targetId: target.id, personIds: null, reconcile: true });
    await this.store.pruneLog(LOG_RETENTION_DAYS);
    return `queued ${targets.length} reconciles`;
  }
}
