import type { DataSource, EntityManager } from 'typeorm';
import { ClaimInTransaction } from '../idempotency/idempotency-claim';
import { idempotencyContext } from '../idempotency/idempotency-context';

/**
 * A write's transaction: `db.transaction` that also carries the request's Idempotency-Key claim when it has one
 * (the interceptor puts it in the request's context): the key row is inserted in this transaction and commits with
 * the write (D15). Services open their write transactions with it; outside a keyed request it is `db.transaction`.
 */
export async function writeTransaction<T>(db: DataSource, work: (em: EntityManager) => Promise<T>): Promise<T> {
  const claim = idempotencyContext.getStore();
  if (!claim) return db.transaction(work);
  const carried = new ClaimInTransaction(claim);
  try {
    const result = await db.transaction(async (em) => {
      carried.opened();
      const value = await work(em);
      await carried.beforeCommit(em);
      return value;
    });
    carried.settled(true);
    return result;
  } catch (error) {
    carried.settled(false);
    throw error;
  }
}
