-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development).
-- Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

DELETE FROM idempotency_keys WHERE company_id = $1 AND token_id = $2 AND key = $3 AND created_at <= now() - interval '24 hours';

DELETE FROM idempotency_keys k USING companies c WHERE k.company_id = c.id AND k.created_at < now() - interval '24 hours';

INSERT INTO idempotency_keys (company_id, token_id, key, request_hash, status_code, response_headers, response_body, completed_at) VALUES ($1, $2, $3, $4, $5, $6, $7, now()) ON CONFLICT DO NOTHING;

INSERT INTO idempotency_keys (company_id, token_id, key, request_hash, write_transaction_id) VALUES ($1, …, txid_current());

SELECT request_hash, status_code, response_headers, response_body, created_at <= now() - interval '24 hours' AS expired FROM idempotency_keys WHERE company_id = $1 AND token_id = $2 AND key = $3;

UPDATE idempotency_keys SET status_code = $1, response_headers = $2, response_body = $3, completed_at = now() WHERE company_id = $4 AND token_id = $5 AND key = $6;

