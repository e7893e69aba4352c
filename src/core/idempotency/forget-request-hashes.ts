import type { DataSource } from 'typeorm';
import { isAboutPerson } from '../erasure/erasure-marker';
import type { SealedValues } from '../crypto/sealed/sealed-values';
import { responseContext } from './response-context';

const BATCH = 200;

/**
 * Erasure (docs/security.md, "Idempotency keys"): the request hashes of the company's keys whose request was about the
 * person are removed (set NULL). Whose a request was is read from its stored answer (sealed, opened one batch at a
 * time): the person itself or a record naming them in `personId`, or the erasure marker that replaced such an answer.
 * The keys of the person's own tokens go with the tokens (foreign key). A key with no stored answer (still running,
 * or interrupted) cannot be attributed and expires with its 24 hours. The rows stay: their key still replays the
 * stored answer, so a retry never writes again. Each row is changed only if its hash is unchanged since it was read,
 * so a repeated or concurrent run is harmless. Answers how many hashes it removed.
 */
export async function forgetRequestHashesAbout(db: DataSource, sealed: SealedValues, companyId: string, personId: string): Promise<number> {
  let forgotten = 0;
  let after: [string, string] | null = null;
  for (;;) {
    const rows: { token_id: string; key: string; hash: string; body: string }[] = await db.query(
      `SELECT token_id, key, request_hash AS hash, response_body AS body FROM idempotency_keys
        WHERE company_id = $1 AND request_hash IS NOT NULL AND response_body IS NOT NULL AND response_body <> ''
          AND ($2::text IS NULL OR (token_id, key) > ($2::text, $3::text))
        ORDER BY token_id, key LIMIT ${BATCH}`,
      [companyId, after?.[0] ?? null, after?.[1] ?? null],
    );
    if (!rows.length) return forgotten;
    const plain = await sealed.openAll(rows.map((r) => ({ stored: r.body, context: responseContext({ companyId, tokenId: r.token_id, key: r.key }) })));
    const about = rows.filter((_, i) => answerIsAbout(plain[i] as string, personId));
    if (about.length) {
      const [, count] = await db.query(
        `UPDATE idempotency_keys k SET request_hash = NULL
           FROM unnest($2::text[], $3::text[], $4::text[]) AS r(token_id, key, hash)
          WHERE k.company_id = $1 AND k.token_id = r.token_id AND k.key = r.key AND k.request_hash = r.hash`,
        [companyId, about.map((r) => r.token_id), about.map((r) => r.key), about.map((r) => r.hash)],
      );
      forgotten += Number(count ?? 0);
    }
    if (rows.length < BATCH) return forgotten;
    after = [rows[rows.length - 1].token_id, rows[rows.length - 1].key];
  }
}

/** The answer is the person, a record of theirs, or the erasure marker that replaced one of those. */
function answerIsAbout(text: string, personId: string): boolean {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return false;
  }
  if (isAboutPerson(answer, personId, true)) return true;
  const marker = answer as { erased?: unknown; personId?: unknown } | null;
  return typeof marker === 'object' && marker !== null && marker.erased === true && marker.personId === personId;
}
