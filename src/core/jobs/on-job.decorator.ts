import { SetMetadata } from '@nestjs/common';

/** How a background job is declared: which queue runs it, under which job name, and when it repeats. */
export interface JobDeclaration {
  queue: string;
  /** The BullMQ job name; the queue's worker hands each job to the handler declared for its name. */
  name: string;
  /** A repeating job (cron, UTC), registered (and registered again after Redis loses it) by JobSchedulerService. */
  schedule?: { pattern: string };
  /** A recovery sweep: also run once at once when its schedule had to be registered again. */
  runWhenRestored?: true;
  /** A recovery sweep: also run once when a worker process starts (work a crashed process left is finished on restart). */
  runAtStart?: true;
}

export const ON_JOB = 'personnel:on-job';
export const QUEUE_WORKER = 'personnel:queue-worker';

/** A queue worker's options (BullMQ's, as far as the queues here need them). */
export interface QueueWorkerOptions {
  concurrency?: number;
  lockDuration?: number;
  stalledInterval?: number;
  /** BullMQ's custom backoff strategy (for jobs added with `backoff: { type }`). */
  backoffStrategy?: (attemptsMade: number, type?: string, error?: Error) => number;
  /** Commands of jobs finishing in the same tick go out in one write. */
  enableAutoPipelining?: boolean;
}

/**
 * Declares the decorated service method as the handler of one job: it is called with the job's data (and the job).
 * The registry (JobRegistry) finds every handler at start; the owning module provides the service as usual.
 */
export function OnJob(declaration: JobDeclaration): MethodDecorator {
  declared.push(declaration);
  return SetMetadata(ON_JOB, declaration);
}

/**
 * Declares the decorated method (no arguments) as the source of its queue's worker options, for a queue whose options
 * depend on the configuration; the others are in QUEUE_WORKER_OPTIONS (src/core/jobs/queues.ts).
 */
export const OnQueueWorker = (queue: string): MethodDecorator => SetMetadata(QUEUE_WORKER, queue);

const declared: JobDeclaration[] = [];

/**
 * Every declaration of the classes loaded so far, without an application (tools that only see Redis from outside);
 * the running application's truth is JobRegistry, which finds the handlers among its providers.
 */
export function declaredJobs(): readonly JobDeclaration[] {
  return declared;
}
