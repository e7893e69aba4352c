import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from 'typeorm';
import type { ResolvedAuditEntry } from './audit-entry';

/** What appends a transaction's entries (AuditLog), and is told once they committed. */
export interface AuditAppender {
  append(em: EntityManager, entries: readonly ResolvedAuditEntry[]): Promise<unknown>;
  committed(): void;
}

/** The audit entries of one write transaction, appended just before it commits (writeTransaction). */
export class AuditCollector {
  private log?: AuditAppender;
  private readonly entries: ResolvedAuditEntry[] = [];

  add(log: AuditAppender, entry: ResolvedAuditEntry): void {
    this.log = log;
    this.entries.push(entry);
  }

  async flush(em: EntityManager): Promise<void> {
    if (this.log && this.entries.length) await this.log.append(em, this.entries.splice(0));
  }

  /** After the commit: the chainer may chain what this transaction wrote. */
  committed(): void {
    this.log?.committed();
  }
}

export const auditTransaction = new AsyncLocalStorage<AuditCollector>();
