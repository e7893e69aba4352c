import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The wait a receiver's 429 or 503 asked for with `Retry-After`, as the delivery honoured it, kept on the attempt so
 * the delivery log shows it (docs/decisions-webhooks.md, "Retries"). Nullable without a default: no table rewrite.
 */
export class WebhookAttemptsRetryAfter1763700000700 implements MigrationInterface {
  name = 'WebhookAttemptsRetryAfter1763700000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhook_attempts ADD COLUMN retry_after_ms integer`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhook_attempts DROP COLUMN retry_after_ms`);
  }
}
