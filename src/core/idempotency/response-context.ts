import type { ValueContext } from '../crypto/value-cipher';

/** The context a stored answer is sealed for: its key row (a token id has no `/`, so the pair is unambiguous). */
export function responseContext(claim: { companyId: string; tokenId: string; key: string }): ValueContext {
  return { table: 'idempotency_keys', column: 'response_body', companyId: claim.companyId, rowId: `${claim.tokenId}/${claim.key}` };
}
