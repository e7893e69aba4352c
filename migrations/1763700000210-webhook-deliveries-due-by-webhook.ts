import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The delivery feeder takes due deliveries webhook by webhook (a bounded share of each), so one endpoint's backlog
 * never fills the queue ahead of another's (docs/decisions-webhooks.md, "Delivery"): pending deliveries by webhook and
 * next attempt time. The index by next attempt time alone goes: with it, a webhook's probe (its id a parameter) was
 * planned as a walk of every company's due deliveries in time order, filtered by webhook: 1 s with 1,000,000 due.
 */
export class WebhookDeliveriesDueByWebhook1763700000210 implements MigrationInterface {
  name = 'WebhookDeliveriesDueByWebhook1763700000210';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX webhook_deliveries_due_by_webhook ON webhook_deliveries (company_id, webhook_id, next_attempt_at) WHERE status = 'pending'`);
    await q.query(`DROP INDEX webhook_deliveries_due`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'`);
    await q.query(`DROP INDEX webhook_deliveries_due_by_webhook`);
  }
}
