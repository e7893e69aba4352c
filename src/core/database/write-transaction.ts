import type { DataSource, EntityManager } from 'typeorm';
import { AuditCollector, auditTransaction } from '../audit/audit-transaction';
import { ClaimInTransaction } from '../idempotency/idempotency-claim';
import { idempotencyContext } from '../idempotency/idempotency-context';
import { tellCommitted } from '../outbox/committed-events';
import { OutboxCollector, outboxTransaction, PendingEvent } from '../outbox/outbox-transaction';
import { writeTail } from '../outbox/write-tail';

/** The work with the transaction's collectors in its context, then its events and audit entries written. */
async function collected<T>(
  em: EntityManager,
  work: (em: EntityManager) => Promise<T>,
  audit: AuditCollector,
  written: PendingEvent[],
  beforeTail?: () => Promise<void>,
): Promise<T> {
  const events = new OutboxCollector();
  const value = await outboxTransaction.run(events, () => auditTransaction.run(audit, () => work(em)));
  await beforeTail?.();
  // A retried transaction callback starts over: only the last attempt's events are told.
  written.splice(0, written.length, ...events.take());
  await writeTail(em, written, await audit.take());
  return value;
}

/**
 * A write's transaction: `db.transaction` that also carries the request's Idempotency-Key claim when it has one
 * (the interceptor puts it in the request's context): the key row is inserted in this transaction and commits with
 * the write (D15). Its events and audit entries are written last, in one statement, so they commit with it; once
 * committed, the audit chainer and the observers of committed events (committed-events.ts) are told. Services open
 * their write transactions with it.
 */
export async function writeTransaction<T>(db: DataSource, work: (em: EntityManager) => Promise<T>): Promise<T> {
  const audit = new AuditCollector();
  const written: PendingEvent[] = [];
  const claim = idempotencyContext.getStore();
  if (!claim) {
    const value = await db.transaction((em) => collected(em, work, audit, written));
    audit.committed();
    tellCommitted(db, written);
    return value;
  }
  const carried = new ClaimInTransaction(claim);
  try {
    const result = await db.transaction((em) => {
      carried.opened();
      return collected(em, work, audit, written, () => carried.beforeCommit(em));
    });
    carried.settled(true);
    audit.committed();
    tellCommitted(db, written);
    return result;
  } catch (error) {
    carried.settled(false);
    throw error;
  }
}
