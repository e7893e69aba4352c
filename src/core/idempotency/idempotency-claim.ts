import type { EntityManager } from 'typeorm';
import { IdempotencyClaim } from './idempotency-context';

export const INSERT_CLAIM_SQL = `
  INSERT INTO idempotency_keys (company_id, token_id, key, request_hash, write_transaction_id)
  VALUES ($1, $2, $3, $4, txid_current())`;

/**
 * How a keyed request's write transaction carries its claim (D15): the transaction marks the request executed when it
 * opens, the first one to reach its commit inserts the key row in itself (so the write and the claim on the key are one
 * atomic change), and the claim is committed once that transaction has.
 */
export class ClaimInTransaction {
  private holdsKey = false;

  constructor(private readonly claim: IdempotencyClaim) {}

  /** The transaction opened: the request reached its service's transaction, it executed (its 4xx answers are stored too). */
  opened(): void {
    this.claim.executed = true;
  }

  /** Last statement of the transaction, just before its commit. */
  async beforeCommit(em: EntityManager): Promise<void> {
    const claim = this.claim;
    if (claim.done || claim.committed || claim.pending) return;
    claim.pending = true;
    this.holdsKey = true;
    await em.query(INSERT_CLAIM_SQL, [claim.companyId, claim.tokenId, claim.key, claim.requestHash]);
  }

  /** The transaction ended: committed, or rolled back (then a later transaction of the request may claim the key). */
  settled(committed: boolean): void {
    if (!this.holdsKey) return;
    this.holdsKey = false;
    this.claim.pending = false;
    if (committed) this.claim.committed = true;
  }
}
