import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG } from '../../../config/config.module';
import type { AppConfig } from '../../../config/app-config';
import { bullPrefix, queueBullConnection, releaseBullConnection } from '../../redis/redis-connections';
import { loadBullmq } from '../../jobs/bullmq-loader';
import type { ProducerQueue } from '../../jobs/producer-queue';
import { InjectQueue } from '../../jobs/queue-token';
import type { ReencryptJobData } from './reencrypt-step';

/** Data-key rotation: re-encrypting a company's values onto its active key, one batch per job (docs/security.md). */
export const KEY_ROTATION_QUEUE = 'key-rotation';

export const REENCRYPT_JOB = 'keys.reencrypt';

/**
 * Adds re-encryption steps to the key-rotation queue: the application's queue where queues are loaded (API, worker),
 * a queue opened for the call in the console (which loads no queues).
 */
@Injectable()
export class KeyRotationQueue {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @InjectQueue(KEY_ROTATION_QUEUE) private readonly queue?: ProducerQueue,
  ) {}

  async add(steps: { data: ReencryptJobData; delayMs?: number }[]): Promise<void> {
    if (this.queue) return addSteps(this.queue, steps);
    const connection = queueBullConnection(this.config);
    const queue = new (loadBullmq().Queue)(KEY_ROTATION_QUEUE, { connection, prefix: bullPrefix(this.config, KEY_ROTATION_QUEUE) });
    try {
      await addSteps(queue, steps);
    } finally {
      await queue.close();
      await releaseBullConnection(connection);
    }
  }

  /** Companies with steps of the encryption of existing values still queued (worker roles, where the steps run). */
  async companiesEncryptingExisting(): Promise<string[]> {
    const queue = this.queue as (ProducerQueue & Partial<Pick<Queue, 'getJobs'>>) | undefined;
    if (!queue?.getJobs) return [];
    const jobs = await queue.getJobs(['active', 'waiting', 'delayed', 'prioritized']);
    return jobs.filter((job) => (job?.data as ReencryptJobData | undefined)?.existing).map((job) => (job.data as ReencryptJobData).companyId);
  }
}

async function addSteps(queue: ProducerQueue, steps: { data: ReencryptJobData; delayMs?: number }[]): Promise<void> {
  for (const { data, delayMs } of steps) {
    // Retried with backoff on an error (the database or Redis away a moment); the work left is in the database anyway.
    await queue.add(REENCRYPT_JOB, data, { delay: delayMs, attempts: 8, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: true, removeOnFail: 100 });
  }
}
