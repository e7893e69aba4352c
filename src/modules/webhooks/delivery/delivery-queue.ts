import type { JobsOptions } from 'bullmq';
import type { ProducerQueue } from '../../../jobs/producer-queue';
import type { EntityManager } from 'typeorm';
import { MAX_ATTEMPTS } from './retry-schedule';

/** The name of the custom backoff strategy the delivery worker implements (D14's schedule). */
export const WEBHOOK_BACKOFF = 'webhook';
/** The job name of one delivery. */
export const DELIVER_JOB = 'deliver';

const JOB_OPTIONS: JobsOptions = {
  attempts: MAX_ATTEMPTS,
  backoff: { type: WEBHOOK_BACKOFF },
  // Not kept: a delivery handed over again after its job finished is skipped by the worker (it is no longer pending).
  removeOnComplete: true,
  removeOnFail: { age: 24 * 3600 },
};

/** A delivery as the queue needs it: its id, and its company, which scopes the row's update. */
export interface DeliveryRef {
  id: string;
  companyId: string;
}

/**
 * Hands deliveries to the queue, one job each with the delivery id as job id: adding one that is already queued
 * is a no-op, so handing over again after a crash never sends twice from the queue's side.
 */
export async function enqueueDeliveries(queue: ProducerQueue, em: EntityManager, deliveries: DeliveryRef[]): Promise<void> {
  if (deliveries.length === 0) return;
  await queue.addBulk(deliveries.map(({ id }) => ({ name: DELIVER_JOB, data: { deliveryId: id }, opts: { ...JOB_OPTIONS, jobId: id } })));
  await em.query(
    `UPDATE webhook_deliveries d SET enqueued_at = now() FROM unnest($1::text[], $2::text[]) AS h(company_id, id)
      WHERE d.company_id = h.company_id AND d.id = h.id`,
    [deliveries.map((d) => d.companyId), deliveries.map((d) => d.id)],
  );
}
