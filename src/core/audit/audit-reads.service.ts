import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { ApiError } from '../errors/api-error';
import { idempotencyContext } from '../idempotency/idempotency-context';
import { TimeoutError, withTimeout } from '../timeout';
import { AuditEntryInput, ResolvedAuditEntry } from './audit-entry';
import { AuditChainer } from './audit-chainer';
import { AuditLog } from './audit-log.service';
import { auditTransaction } from './audit-transaction';

interface Waiting {
  entry: ResolvedAuditEntry;
  settle: (error?: Error) => void;
}

/** Batches written at once per process (each of one company): their commits share the log's flushes. */
const WRITERS = 4;

/**
 * Entries of sensitive reads (docs/security.md, "Audit trail"): a read is answered only once its entry is stored
 * (fail closed: the store down or slow past AUDIT_WRITE_TIMEOUT_MS, the read answers 503 and no data leaves).
 * Entries go out in batches of one company each, written already chained (AuditChainer.appendChained), up to
 * WRITERS at once; those that arrive while their company's batch is being written go together in its next one.
 * A company whose chain head is held up delays its own reads only. A batch the store refuses is written again entry by
 * entry, so an entry that cannot be stored fails its own read only (entries' values are made storable first:
 * storable.ts). Refused accesses (403) are not written here: AuditDenials counts and writes them.
 */
@Injectable()
export class AuditReads {
  private readonly logger = new Logger('AuditTrail');
  /** Entries waiting, by company, in the order their companies first waited. */
  private waiting = new Map<string, Waiting[]>();
  private readonly writing = new Set<string>();
  private writers = 0;

  constructor(
    private readonly chainer: AuditChainer,
    private readonly log: AuditLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Resolves once the entry is stored; rejects with a 503 ApiError when it cannot be. */
  async record(input: AuditEntryInput): Promise<void> {
    if (!this.log.enabled) return;
    const entry = this.log.resolve(input);
    await new Promise<void>((resolve, reject) => {
      const queue = this.waiting.get(entry.companyId);
      const waiting: Waiting = { entry, settle: (error) => (error ? reject(error) : resolve()) };
      if (queue) queue.push(waiting);
      else this.waiting.set(entry.companyId, [waiting]);
      // A writer runs outside the request that woke it: its batch carries no request's Idempotency-Key claim.
      if (this.writers < WRITERS) idempotencyContext.exit(() => auditTransaction.exit(() => void this.writeBatches()));
    });
  }

  /**
   * One company's batch in one statement; when the store refuses it (rather than failing to answer in time), each entry
   * again on its own: only an entry that cannot be stored fails, and only its own read answers 503.
   */
  private async writeBatch(companyId: string, batch: Waiting[]): Promise<void> {
    const write = (entries: Waiting[]) => withTimeout(this.chainer.appendChained(companyId, entries.map((w) => w.entry)), this.config.auditWriteTimeoutMs, 'the audit trail');
    try {
      await write(batch);
      for (const w of batch) w.settle();
      return;
    } catch (error) {
      // A batch not written in time may still commit: writing its entries again could store them twice.
      if (batch.length === 1 || error instanceof TimeoutError) return this.refuse(batch, error as Error);
    }
    for (const [i, w] of batch.entries()) {
      try {
        await write([w]);
        w.settle();
      } catch (error) {
        if (error instanceof TimeoutError) return this.refuse(batch.slice(i), error);
        this.refuse([w], error as Error);
      }
    }
  }

  private refuse(batch: Waiting[], error: Error): void {
    this.logger.error(`Audit entries of ${batch.length} read(s) could not be stored: ${error.message}`);
    const refused = ApiError.unavailable('The audit trail cannot record this read right now, so it is not answered; try again shortly', 5);
    for (const w of batch) w.settle(refused);
  }

  private nextBatch(): { companyId: string; batch: Waiting[] } | null {
    for (const [companyId, batch] of this.waiting) {
      if (this.writing.has(companyId)) continue;
      this.waiting.delete(companyId);
      return { companyId, batch };
    }
    return null;
  }

  private async writeBatches(): Promise<void> {
    this.writers += 1;
    try {
      for (let next = this.nextBatch(); next; next = this.nextBatch()) {
        const { companyId, batch } = next;
        this.writing.add(companyId);
        try {
          await this.writeBatch(companyId, batch);
        } finally {
          this.writing.delete(companyId);
        }
      }
    } finally {
      this.writers -= 1;
    }
  }
}
