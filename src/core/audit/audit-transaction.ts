import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditEntry, ResolvedAuditEntry } from './audit-entry';

/** What seals a transaction's entries (AuditLog), and is told once they committed. */
export interface AuditAppender {
  seal(entries: readonly ResolvedAuditEntry[]): Promise<AuditEntry[]>;
  committed(companies: Iterable<string>): void;
}

/** The audit entries of one write transaction, written just before it commits (writeTransaction). */
export class AuditCollector {
  private log?: AuditAppender;
  private readonly entries: ResolvedAuditEntry[] = [];
  /** The companies of the entries collected (they stay after `take`). */
  private readonly companies = new Set<string>();

  add(log: AuditAppender, entry: ResolvedAuditEntry): void {
    this.log = log;
    this.entries.push(entry);
    this.companies.add(entry.companyId);
  }

  /** The entries collected so far, sealed and not written (the caller writes them); the collector is empty afterwards. */
  async take(): Promise<AuditEntry[]> {
    return this.log && this.entries.length ? this.log.seal(this.entries.splice(0)) : [];
  }

  /** After the commit: the chainer may chain what this transaction wrote. */
  committed(): void {
    this.log?.committed(this.companies);
  }
}

export const auditTransaction = new AsyncLocalStorage<AuditCollector>();
