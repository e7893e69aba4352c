import { Injectable, Optional } from '@nestjs/common';
import type { JobsOptions } from 'bullmq';
import type { ProducerQueue } from '../../../core/jobs/producer-queue';
import { InjectQueue } from '../../../core/jobs/queue-token';
import { MAX_ATTEMPTS } from '../../webhooks';

/** The push connector's queue (docs/decisions-scim.md, "Push connector"). */
export const SCIM_PUSH_QUEUE = 'scim-push';
/** The custom backoff its worker implements: D14's retry schedule, as webhooks retry. */
export const SCIM_PUSH_BACKOFF = 'scim-push';
export const PUSH_JOB = 'scimPush.push';
export const RECONCILE_ALL_JOB = 'scimPush.reconcileAll';

/**
 * One pass over a company's targets (`targetId` absent: one job per active target is queued) for the given people
 * (their reports too, whose manager may have changed) or, `personIds` null, every person; `reconcile` also lists
 * the target's Users and fixes what differs there.
 */
export interface PushJob {
  companyId: string;
  targetId?: string;
  personIds: string[] | null;
  reconcile?: boolean;
}

const JOB_OPTIONS: JobsOptions = {
  attempts: MAX_ATTEMPTS,
  backoff: { type: SCIM_PUSH_BACKOFF },
  removeOnComplete: true,
  removeOnFail: { age: 24 * 3600 },
};

/** The queue's producer side; absent in the console, which queues nothing. */
@Injectable()
export class ScimPushQueue {
  constructor(@Optional() @InjectQueue(SCIM_PUSH_QUEUE) private readonly loaded?: ProducerQueue) {}

  get available(): boolean {
    return this.loaded !== undefined;
  }

  /** Queues a pass; a `jobId` already waiting adds nothing (a leaver's deactivation is queued once). */
  async push(job: PushJob, options: { delayMs?: number; jobId?: string } = {}): Promise<void> {
    if (!this.loaded) throw new Error(`the ${SCIM_PUSH_QUEUE} queue is not loaded in this process`);
    await this.loaded.add(PUSH_JOB, job, {
      ...JOB_OPTIONS,
      ...(options.delayMs ? { delay: options.delayMs } : {}),
      ...(options.jobId ? { jobId: options.jobId } : {}),
    });
  }
}
