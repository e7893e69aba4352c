import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A webhook's last success, read by the disabling rule after every failed attempt: without an index of successes
 * alone, finding it (or finding none) walks every failure a down endpoint has piled up (docs/performance.md,
 * "Delivery with more workers, and a backlog").
 */
export class WebhookAttemptsSucceeded1763700000220 implements MigrationInterface {
  name = 'WebhookAttemptsSucceeded1763700000220';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX webhook_attempts_succeeded ON webhook_attempts (webhook_id, attempted_at) WHERE succeeded`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX webhook_attempts_succeeded`);
  }
}
