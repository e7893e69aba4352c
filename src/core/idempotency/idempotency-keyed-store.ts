import type { DataSource } from 'typeorm';
import type { DataKey } from '../crypto/data-key-store';
import type { KeyedStore, ReencryptBatch } from '../crypto/rotation/keyed-store';
import { keyIdSql, needsActiveKeySql } from '../crypto/rotation/stored-value-sql';
import type { SealedValues } from '../crypto/sealed/sealed-values';
import { encryptValue } from '../crypto/value-cipher';
import { responseContext } from './response-context';

/** Stored idempotent answers (`idempotency_keys.response_body`, sealed whole) as a keyed store of the key rotation. */
export class IdempotencyKeyedStore implements KeyedStore {
  readonly name = 'idempotency_keys.response_body';
  readonly unit = 'rows';

  constructor(
    private readonly db: DataSource,
    private readonly sealed: SealedValues,
  ) {}

  async countByKey(companyId: string): Promise<Record<string, number>> {
    const key = keyIdSql('response_body', 2);
    const rows: { key_id: string; n: number }[] = await this.db.query(
      `SELECT ${key.sql} AS key_id, count(*)::int AS n FROM idempotency_keys
        WHERE company_id = $1 AND response_body IS NOT NULL AND response_body <> '' GROUP BY 1`,
      [companyId, ...key.params],
    );
    return Object.fromEntries(rows.map((r) => [r.key_id, r.n]));
  }

  /** The cursor is the JSON of the last row's [token id, key] (the primary key within the company). */
  async reencrypt(companyId: string, active: DataKey, limit: number, after: string | null): Promise<ReencryptBatch> {
    const [afterToken, afterKey] = after ? (JSON.parse(after) as [string, string]) : [null, null];
    const needs = needsActiveKeySql('response_body', active.id, 5);
    const rows: { token_id: string; key: string; body: string }[] = await this.db.query(
      `SELECT token_id, key, response_body AS body FROM idempotency_keys
        WHERE company_id = $1 AND ($2::text IS NULL OR (token_id, key) > ($2::text, $3::text)) AND ${needs.sql}
        ORDER BY token_id, key LIMIT $4`,
      [companyId, afterToken, afterKey, limit, ...needs.params],
    );
    if (!rows.length) return { handled: 0, next: null };
    const contexts = rows.map((r) => responseContext({ companyId, tokenId: r.token_id, key: r.key }));
    const plain = await this.sealed.openAll(rows.map((r, i) => ({ stored: r.body, context: contexts[i] })));
    await this.db.query(
      `UPDATE idempotency_keys k SET response_body = u.fresh
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) AS u(token_id, key, old, fresh)
        WHERE k.company_id = $1 AND k.token_id = u.token_id AND k.key = u.key AND k.response_body = u.old
          AND (k.token_id, k.key) IN (
            SELECT l.token_id, l.key FROM idempotency_keys l
             WHERE l.company_id = $1 AND (l.token_id, l.key) IN (SELECT * FROM unnest($2::text[], $3::text[]))
               FOR UPDATE SKIP LOCKED)`,
      [companyId, rows.map((r) => r.token_id), rows.map((r) => r.key), rows.map((r) => r.body), rows.map((r, i) => encryptValue(plain[i] as string, active, contexts[i]))],
    );
    const last = rows[rows.length - 1];
    return { handled: rows.length, next: rows.length < limit ? null : JSON.stringify([last.token_id, last.key]) };
  }

  async companies(): Promise<string[]> {
    const rows: { company_id: string }[] = await this.db.query(`SELECT DISTINCT company_id FROM idempotency_keys WHERE response_body IS NOT NULL`);
    return rows.map((r) => r.company_id);
  }
}
