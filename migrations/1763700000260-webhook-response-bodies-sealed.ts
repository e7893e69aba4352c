import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhook attempts' kept response bodies are sealed from now on (docs/security.md, "What is encrypted"). Those kept
 * before are plain: when there are any, the task that encrypts values stored before encryption is made pending again,
 * so the scheduled job (`keys.encryptAfterUpgrade`) queues the re-encryption job for every company once more; it
 * seals them online with the rest (values already sealed are left as they are).
 */
export class WebhookResponseBodiesSealed1763700000260 implements MigrationInterface {
  name = 'WebhookResponseBodiesSealed1763700000260';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      DELETE FROM maintenance_tasks
       WHERE name = 'encrypt-existing-values'
         AND EXISTS (SELECT 1 FROM webhook_attempts WHERE response_body IS NOT NULL AND response_body <> '')`);
  }

  async down(): Promise<void> {
    // Nothing to undo: the task is done again once the job has run.
  }
}
