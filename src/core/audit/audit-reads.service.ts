import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { ApiError } from '../errors/api-error';
import { idempotencyContext } from '../idempotency/idempotency-context';
import { withTimeout } from '../timeout';
import { AuditEntryInput, ResolvedAuditEntry } from './audit-entry';
import { AuditLog } from './audit-log.service';
import { auditTransaction } from './audit-transaction';

interface Waiting {
  entry: ResolvedAuditEntry;
  settle: (error?: Error) => void;
}

/** Batches written at once per process: their commits share the log's flushes instead of queueing behind one. */
const WRITERS = 4;

/**
 * Entries of sensitive reads (docs/security.md, "Audit trail"): a read is answered only once its entry is stored
 * (fail closed: the store down or slow past AUDIT_WRITE_TIMEOUT_MS, the read answers 503 and no data leaves).
 * Entries go out in batches (one INSERT each), up to WRITERS at once; those that arrive while every writer is busy
 * go together in the next batch.
 */
@Injectable()
export class AuditReads {
  private readonly logger = new Logger('AuditTrail');
  private waiting: Waiting[] = [];
  private writers = 0;

  constructor(
    private readonly db: DataSource,
    private readonly log: AuditLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Resolves once the entry is stored; rejects with a 503 ApiError when it cannot be. */
  async record(input: AuditEntryInput): Promise<void> {
    if (!this.log.enabled) return;
    const entry = this.log.resolve(input);
    await new Promise<void>((resolve, reject) => {
      this.waiting.push({ entry, settle: (error) => (error ? reject(error) : resolve()) });
      // A writer runs outside the request that woke it: its batch carries no request's Idempotency-Key claim.
      if (this.writers < WRITERS) idempotencyContext.exit(() => auditTransaction.exit(() => void this.writeBatches()));
    });
  }

  /** A refused access (403): recorded as `denied`; a failure to store it is logged, never the caller's answer. */
  async recordDenied(input: AuditEntryInput): Promise<void> {
    await this.record({ ...input, outcome: 'denied' }).catch(() => undefined);
  }

  private async writeBatches(): Promise<void> {
    this.writers += 1;
    try {
      while (this.waiting.length) {
        const batch = this.waiting;
        this.waiting = [];
        try {
          await withTimeout(this.log.append(this.db.manager, batch.map((w) => w.entry)), this.config.auditWriteTimeoutMs, 'the audit trail');
          for (const w of batch) w.settle();
          this.log.committed();
        } catch (error) {
          this.logger.error(`Audit entries of ${batch.length} read(s) could not be stored: ${(error as Error).message}`);
          const refused = ApiError.unavailable('The audit trail cannot record this read right now, so it is not answered; try again shortly', 5);
          for (const w of batch) w.settle(refused);
        }
      }
    } finally {
      this.writers -= 1;
    }
  }
}
