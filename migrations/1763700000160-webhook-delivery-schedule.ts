import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhook deliveries keep when their next attempt is due (`next_attempt_at`), so the relay's sweep hands over only
 * deliveries whose attempt is overdue (a job lost with Redis, a crash before the hand-over) and leaves alone those
 * waiting for a scheduled retry, which BullMQ holds as delayed jobs (docs/decisions-webhooks.md, "Delivery"). The
 * sweep's index leads with that time: the sweep is not per company.
 *
 * The primary keys of webhook_deliveries and webhook_attempts become (id, company_id), as 1763700000150 did for the
 * other company-owned tables (docs/scaling.md, "Distributing by company"); the foreign key from attempts to
 * deliveries already pairs company_id and references the (company_id, id) unique constraint, which stays.
 */
export class WebhookDeliverySchedule1763700000160 implements MigrationInterface {
  name = 'WebhookDeliverySchedule1763700000160';

  async up(q: QueryRunner): Promise<void> {
    // The default covers deliveries made by code that does not set it yet (a rolling deployment): due at once.
    await q.query(`ALTER TABLE webhook_deliveries ADD COLUMN next_attempt_at timestamptz DEFAULT now()`);
    // Pending deliveries: never attempted ones are due now; the others when the latest wait of D14's schedule after
    // their last attempt can have ended (jitter +20 %, twice as long after a timeout or a 429), so the delayed jobs
    // already in Redis run first and the sweep takes only those Redis lost.
    await q.query(`
      UPDATE webhook_deliveries d
         SET next_attempt_at = COALESCE((
               SELECT a.attempted_at + make_interval(secs => 1.2
                        * (ARRAY[5, 300, 1800, 7200, 18000, 36000, 36000])[LEAST(GREATEST(d.attempt_count, 1), 7)]
                        * CASE WHEN a.error_kind = 'timeout' OR a.status_code = 429 THEN 2 ELSE 1 END)
                 FROM webhook_attempts a
                WHERE a.company_id = d.company_id AND a.delivery_id = d.id
                ORDER BY a.attempted_at DESC LIMIT 1
             ), d.created_at)
       WHERE d.status = 'pending'`);
    await q.query(`UPDATE webhook_deliveries SET next_attempt_at = NULL WHERE status <> 'pending'`);
    await q.query(`DROP INDEX webhook_deliveries_pending`);
    await q.query(`CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'`);
    for (const table of ['webhook_deliveries', 'webhook_attempts']) {
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey, ADD CONSTRAINT ${table}_pkey PRIMARY KEY (id, company_id)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['webhook_attempts', 'webhook_deliveries']) {
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey, ADD CONSTRAINT ${table}_pkey PRIMARY KEY (id)`);
    }
    await q.query(`DROP INDEX webhook_deliveries_due`);
    await q.query(`CREATE INDEX webhook_deliveries_pending ON webhook_deliveries (enqueued_at NULLS FIRST) WHERE status = 'pending'`);
    await q.query(`ALTER TABLE webhook_deliveries DROP COLUMN next_attempt_at`);
  }
}
