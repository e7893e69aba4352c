import type { QueueWorkerOptions } from './on-job.decorator';

/** Queue names; workers for them run in PROCESS_ROLE=all|worker. */
export const HOUSEKEEPING_QUEUE = 'housekeeping';
/** D14: one job per webhook delivery, the delivery id as job id. */
export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';

/** Data exports too large to build during the request (D11). */
export const DATA_EXPORTS_QUEUE = 'data-exports';
/** Data-key rotation: re-encrypting a company's values onto its active key, one batch per job (docs/security.md). */
export const KEY_ROTATION_QUEUE = 'key-rotation';

/** Worker options of the queues whose jobs are @OnJob handlers (one worker per queue, in the worker role); see also @OnQueueWorker. */
export const QUEUE_WORKER_OPTIONS: Record<string, QueueWorkerOptions> = {
  [HOUSEKEEPING_QUEUE]: {},
  // D11: two exports at a time per worker, each on one cursor.
  [DATA_EXPORTS_QUEUE]: { concurrency: 2 },
};
