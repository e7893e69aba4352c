import { AsyncLocalStorage } from 'node:async_hooks';

/** A request that holds an Idempotency-Key it may execute under (D15). */
export interface IdempotencyClaim {
  companyId: string;
  tokenId: string;
  key: string;
  requestHash: string;
  /** True once the request opened a database transaction: it got past the guard and the body validation. */
  executed: boolean;
  /** True while a transaction that inserted the key row has not finished yet. */
  pending?: boolean;
  /** True once a transaction of this request committed the key row (with its write). */
  committed: boolean;
  /** Set once the response is being stored: no later transaction claims the key. */
  done: boolean;
  /** Redis marker held while the request runs (released when its response is stored). */
  marker: string | null;
}

/** The request's context: the claim of the keyed request being executed, read by its write transactions (writeTransaction). */
export const idempotencyContext = new AsyncLocalStorage<IdempotencyClaim>();
