import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An idempotency key's request hash is removed when the person its request was about is erased
 * (docs/security.md, "Idempotency keys"): NULL then, the key still replays its stored (redacted) answer.
 */
export class IdempotencyRequestHashErasable1763700000261 implements MigrationInterface {
  name = 'IdempotencyRequestHashErasable1763700000261';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE idempotency_keys ALTER COLUMN request_hash DROP NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM idempotency_keys WHERE request_hash IS NULL`);
    await q.query(`ALTER TABLE idempotency_keys ALTER COLUMN request_hash SET NOT NULL`);
  }
}
