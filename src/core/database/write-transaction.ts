import type { DataSource, EntityManager } from 'typeorm';
import { AuditCollector, auditTransaction } from '../audit/audit-transaction';
import { ClaimInTransaction } from '../idempotency/idempotency-claim';
import { idempotencyContext } from '../idempotency/idempotency-context';

/**
 * A write's transaction: `db.transaction` that also carries the request's Idempotency-Key claim when it has one
 * (the interceptor puts it in the request's context): the key row is inserted in this transaction and commits with
 * the write (D15). Its audit entries are written last, in one INSERT, so they commit with it; once committed, the
 * audit chainer is told. Services open their write transactions with it.
 */
export async function writeTransaction<T>(db: DataSource, work: (em: EntityManager) => Promise<T>): Promise<T> {
  const audit = new AuditCollector();
  const claim = idempotencyContext.getStore();
  if (!claim) {
    const value = await db.transaction(async (em) => {
      const result = await auditTransaction.run(audit, () => work(em));
      await audit.flush(em);
      return result;
    });
    audit.committed();
    return value;
  }
  const carried = new ClaimInTransaction(claim);
  try {
    const result = await db.transaction(async (em) => {
      carried.opened();
      const value = await auditTransaction.run(audit, () => work(em));
      await carried.beforeCommit(em);
      await audit.flush(em);
      return value;
    });
    carried.settled(true);
    audit.committed();
    return result;
  } catch (error) {
    carried.settled(false);
    throw error;
  }
}
