import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The delivery feeder takes due deliveries webhook by webhook (a bounded share of each), so one endpoint's backlog
 * never fills the queue ahead of another's (docs/decisions-webhooks.md, "Delivery"): pending deliveries by webhook and
 * next attempt time.
 */
export class WebhookDeliveriesDueByWebhook1763700000210 implements MigrationInterface {
  name = 'WebhookDeliveriesDueByWebhook1763700000210';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX webhook_deliveries_due_by_webhook ON webhook_deliveries (company_id, webhook_id, next_attempt_at) WHERE status = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX webhook_deliveries_due_by_webhook`);
  }
}
