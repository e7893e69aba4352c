import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * D15 idempotency keys. A key row is inserted in the same transaction as the request's write (so a
 * crash after the write leaves the key claimed, never a second write), then completed with the response.
 */
export class IdempotencyKeys1763700000010 implements MigrationInterface {
  name = 'IdempotencyKeys1763700000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_tokens ADD CONSTRAINT api_tokens_company_id_id UNIQUE (company_id, id)`);
    await q.query(`
      CREATE TABLE idempotency_keys (
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        token_id text NOT NULL,
        key text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 255),
        request_hash text NOT NULL,
        -- The transaction that claimed the key together with the request's write (NULL: nothing written).
        write_transaction_id bigint,
        status_code smallint,
        response_headers jsonb,
        response_body text,
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        CONSTRAINT idempotency_keys_unique PRIMARY KEY (company_id, token_id, key),
        FOREIGN KEY (company_id, token_id) REFERENCES api_tokens (company_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX idempotency_keys_expiry ON idempotency_keys (company_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS idempotency_keys`);
    await q.query(`ALTER TABLE api_tokens DROP CONSTRAINT IF EXISTS api_tokens_company_id_id`);
  }
}
