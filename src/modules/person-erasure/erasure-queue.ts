import { Injectable, Optional } from '@nestjs/common';
import type { ProducerQueue } from '../../core/jobs/producer-queue';
import { InjectQueue } from '../../core/jobs/queue-token';
import { HOUSEKEEPING_QUEUE } from '../../core/jobs/queues';

export const ERASE_JOB = 'people.erase';

export interface EraseJob {
  companyId: string;
  personId: string;
}

/**
 * Hands an erasure to the housekeeping workers. `person_erasures` holds the truth (the pending row); the job only
 * wakes a worker, under one id per person so a second request while it waits adds nothing, and a lost one is made up
 * for by the sweep.
 */
@Injectable()
export class ErasureQueue {
  /** Optional: the console and the OpenAPI generator load this module without queues. */
  constructor(@Optional() @InjectQueue(HOUSEKEEPING_QUEUE) private readonly queue?: ProducerQueue) {}

  async enqueue(job: EraseJob): Promise<void> {
    if (!this.queue) throw new Error(`the ${HOUSEKEEPING_QUEUE} queue is not loaded in this process`);
    // A few quick retries (a deadlock with a concurrent write to the person's records); after them, the sweep.
    await this.queue.add(ERASE_JOB, job, {
      jobId: `erase-${job.companyId}-${job.personId}`, attempts: 3, backoff: { type: 'fixed', delay: 1000 }, removeOnComplete: true, removeOnFail: true,
    });
  }
}
