import type { DataSource } from 'typeorm';
import type { SealedValues } from '../crypto/sealed/sealed-values';
import { responseContext } from './response-context';

const BATCH = 200;

/**
 * Erasure (docs/security.md, "Erasure"): the stored answers of the company's idempotent requests (sealed, so opened
 * here one batch at a time) that `isAbout` the person are replaced by `replacement` (sealed again for their row); a
 * replay then answers it with the stored status. Each row is replaced only if it is unchanged since it was read, so
 * a repeated or concurrent run replaces nothing twice. Answers how many it replaced.
 */
export async function redactStoredResponses(
  db: DataSource,
  sealed: SealedValues,
  companyId: string,
  isAbout: (body: unknown) => boolean,
  replacement: string,
): Promise<number> {
  let replaced = 0;
  let after: [string, string] | null = null;
  for (;;) {
    const rows: { token_id: string; key: string; body: string }[] = await db.query(
      `SELECT token_id, key, response_body AS body FROM idempotency_keys
        WHERE company_id = $1 AND response_body IS NOT NULL AND response_body <> ''
          AND ($2::text IS NULL OR (token_id, key) > ($2::text, $3::text))
        ORDER BY token_id, key LIMIT ${BATCH}`,
      [companyId, after?.[0] ?? null, after?.[1] ?? null],
    );
    if (!rows.length) return replaced;
    const contexts = rows.map((r) => responseContext({ companyId, tokenId: r.token_id, key: r.key }));
    const plain = await sealed.openAll(rows.map((r, i) => ({ stored: r.body, context: contexts[i] })));
    for (const [i, row] of rows.entries()) {
      if (!isAbout(parseJson(plain[i] as string))) continue;
      const fresh = await sealed.seal(replacement, contexts[i]);
      const [, count] = await db.query(
        `UPDATE idempotency_keys SET response_body = $4 WHERE company_id = $1 AND token_id = $2 AND key = $3 AND response_body = $5`,
        [companyId, row.token_id, row.key, fresh, row.body],
      );
      replaced += Number(count ?? 0);
    }
    if (rows.length < BATCH) return replaced;
    after = [rows[rows.length - 1].token_id, rows[rows.length - 1].key];
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
