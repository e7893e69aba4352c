import { Injectable } from '@nestjs/common';
import { DataSource, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent, TransactionStartEvent } from 'typeorm';
import { idempotencyContext } from './idempotency-context';
import { INSERT_CLAIM_SQL } from './idempotency.service';

const isOutermost = (runner: QueryRunner) => (runner as unknown as { transactionDepth?: number }).transactionDepth === 1;

/**
 * Crash safety of idempotency keys (D15): the first transaction a keyed request commits also inserts
 * the key row, so the write and the claim on the key are one atomic change. Services need not know.
 */
@Injectable()
export class IdempotencySubscriber implements EntitySubscriberInterface {
  constructor(db: DataSource) {
    db.subscribers.push(this);
  }

  /** The request reached its service's transaction: it executed (its 4xx answers are stored too). */
  afterTransactionStart(_event: TransactionStartEvent): void {
    const claim = idempotencyContext.getStore();
    if (claim) claim.executed = true;
  }

  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    const claim = idempotencyContext.getStore();
    if (!claim || claim.done || claim.committed || claim.pendingIn || !isOutermost(event.queryRunner)) return;
    claim.pendingIn = event.queryRunner;
    await event.queryRunner.query(INSERT_CLAIM_SQL, [claim.companyId, claim.tokenId, claim.key, claim.requestHash]);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const claim = idempotencyContext.getStore();
    if (claim && claim.pendingIn === event.queryRunner) {
      claim.committed = true;
      claim.pendingIn = undefined;
    }
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    const claim = idempotencyContext.getStore();
    if (claim && claim.pendingIn === event.queryRunner) claim.pendingIn = undefined;
  }
}
