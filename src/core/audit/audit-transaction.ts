import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from 'typeorm';
import type { AuditLog, ResolvedAuditEntry } from './audit-log.service';

/** The audit entries of one write transaction, appended just before it commits (writeTransaction). */
export class AuditCollector {
  private log?: AuditLog;
  private readonly entries: ResolvedAuditEntry[] = [];

  add(log: AuditLog, entry: ResolvedAuditEntry): void {
    this.log = log;
    this.entries.push(entry);
  }

  async flush(em: EntityManager): Promise<void> {
    if (this.log && this.entries.length) await this.log.append(em, this.entries.splice(0));
  }
}

export const auditTransaction = new AsyncLocalStorage<AuditCollector>();
