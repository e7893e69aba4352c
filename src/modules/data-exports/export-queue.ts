import { Injectable, Optional } from '@nestjs/common';
import type { Job } from 'bullmq';
import { OnQueueWorker, type QueueWorkerOptions } from '../../core/jobs/on-job.decorator';
import type { ProducerQueue } from '../../core/jobs/producer-queue';
import { InjectQueue } from '../../core/jobs/queue-token';
import { ExportJob } from './export-job';

/** Data exports too large to build during the request (D11). */
export const DATA_EXPORTS_QUEUE = 'data-exports';

export const BUILD_JOB = 'dataExports.build';

/** One build job per export: the same id however often it is added, so a re-queued export is built once. */
export const buildJobId = (exportId: string) => `build-${exportId}`;

/**
 * The `data-exports` queue's producer side. PostgreSQL holds every export's truth (`pending` rows); the job only
 * wakes the worker, so adding it again (the re-queue sweep) is harmless.
 */
@Injectable()
export class ExportQueue {
  /** Optional: the console and the OpenAPI generator load this module without queues. */
  constructor(@Optional() @InjectQueue(DATA_EXPORTS_QUEUE) private readonly loaded?: ProducerQueue) {}

  /** D11: two exports at a time per worker, each on one cursor. */
  @OnQueueWorker(DATA_EXPORTS_QUEUE)
  workerOptions(): QueueWorkerOptions {
    return { concurrency: 2 };
  }

  private get queue(): ProducerQueue {
    if (!this.loaded) throw new Error(`the ${DATA_EXPORTS_QUEUE} queue is not loaded in this process`);
    return this.loaded;
  }

  /** Queues the build of a pending export; `priority` 1 runs first (ExportQuotas.priorityOf). */
  async enqueue(job: ExportJob, priority: number): Promise<void> {
    await this.queue.add(BUILD_JOB, job, { jobId: buildJobId(job.exportId), priority, removeOnComplete: true, removeOnFail: 100 });
  }

  /** The export's job as Redis has it (undefined when it is not there), and its state. */
  async find(exportId: string): Promise<{ job: Job; state: string } | undefined> {
    const job = await this.queue.getJob(buildJobId(exportId));
    return job ? { job, state: await job.getState() } : undefined;
  }
}
