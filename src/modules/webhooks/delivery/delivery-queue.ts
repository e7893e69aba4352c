import type { JobsOptions } from 'bullmq';
import type { ProducerQueue } from '../../../core/jobs/producer-queue';
import type { EntityManager } from 'typeorm';
import { MAX_ATTEMPTS } from './retry-schedule';

/** D14: one job per webhook delivery, the delivery id as job id. */
export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';

/** The name of the custom backoff strategy the delivery worker implements (D14's schedule). */
export const WEBHOOK_BACKOFF = 'webhook';
/** The job name of one delivery. */
export const DELIVER_JOB = 'deliver';

const JOB_OPTIONS: JobsOptions = {
  attempts: MAX_ATTEMPTS,
  backoff: { type: WEBHOOK_BACKOFF },
  // Not kept: a retry is a new job under the same id (the feeder adds it when due), and a delivery handed over again
  // after its job finished is skipped by the worker (it is no longer pending, or not due).
  removeOnComplete: true,
  removeOnFail: { age: 24 * 3600 },
};

/** A delivery as the queue needs it: its id, and its company, which scopes the row's update. */
export interface DeliveryRef {
  id: string;
  companyId: string;
}

/**
 * The job of one attempt of a delivery, its id the delivery's and the attempts made so far (`whd_….2`): handing the
 * same attempt over twice adds nothing, and a retry never collides with the job of the attempt before it, which may
 * still be finishing when a short wait is over. `priority` 0 puts it on the queue's plain list, taken before the
 * prioritized set (lower first).
 */
export function deliveryJob(id: string, attemptsMade: number, priority = 0): { name: string; data: { deliveryId: string }; opts: JobsOptions } {
  return { name: DELIVER_JOB, data: { deliveryId: id }, opts: { ...JOB_OPTIONS, jobId: `${id}.${attemptsMade}`, ...(priority > 0 ? { priority } : {}) } };
}

/** Hands new deliveries (no attempt yet: an owner's test event or retry) to the queue, one job each. */
export async function enqueueDeliveries(queue: ProducerQueue, em: EntityManager, deliveries: DeliveryRef[]): Promise<void> {
  if (deliveries.length === 0) return;
  await queue.addBulk(deliveries.map(({ id }) => deliveryJob(id, 0)));
  await em.query(
    `UPDATE webhook_deliveries d SET enqueued_at = now() FROM unnest($1::text[], $2::text[]) AS h(company_id, id)
      WHERE d.company_id = h.company_id AND d.id = h.id`,
    [deliveries.map((d) => d.companyId), deliveries.map((d) => d.id)],
  );
}
