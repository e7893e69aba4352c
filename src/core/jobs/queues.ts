import type { QueueWorkerOptions } from './on-job.decorator';

/**
 * The core's queue; workers for it run in PROCESS_ROLE=all|worker. A module's own queue is named where the module
 * declares its jobs (webhook deliveries, data exports, key rotation).
 */
export const HOUSEKEEPING_QUEUE = 'housekeeping';

/** Worker options of the queues whose jobs are @OnJob handlers (one worker per queue, in the worker role); see also @OnQueueWorker. */
export const QUEUE_WORKER_OPTIONS: Record<string, QueueWorkerOptions> = {
  [HOUSEKEEPING_QUEUE]: {},
};
