import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../clock';
import { writeTransaction } from '../database/write-transaction';
import { idempotencyContext } from '../idempotency/idempotency-context';
import { AuditEntryInput, ResolvedAuditEntry } from './audit-entry';
import { AuditLog } from './audit-log.service';
import { auditTransaction } from './audit-transaction';
import { ClosedWindow, countInOpenWindow, DeniedEntry, denialKey, openWindow, Refusal, takeClosedWindow, takeClosedWindows } from './audit-denial-windows';
import { storableJson } from './storable';

/** Refusals of the same actor, action and target within this of the first are counted in one entry. */
export const DENIAL_WINDOW_MS = 10 * 60_000;
/** How often each process writes the entries of windows that closed without a refusal after them. */
const CLOSE_INTERVAL_MS = 60_000;
const CLOSE_BATCH = 500;

/**
 * Refused accesses (403) in the audit trail (docs/security.md, "Audit trail", "Repeated refusals"): the first refusal
 * of an actor, action and target is written at once (`repeatCount` 1) and opens a window of DENIAL_WINDOW_MS; the
 * refusals after it in the window are only counted, on one row of `audit_denial_windows` shared by every process;
 * when the window closes (found by the next refusal, or by any process's pass every CLOSE_INTERVAL_MS), one entry
 * carries their count (`repeatCount`), in the transaction that removes the row. Entries are never updated; the count
 * is exact across processes and survives a process that stops. Best effort: a refusal is answered whatever happens here.
 */
@Injectable()
export class AuditDenials implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AuditTrail');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: DataSource,
    private readonly log: AuditLog,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.log.enabled) return;
    this.timer = setInterval(() => void this.closeDue().catch((error: Error) => this.logger.warn(`Closing refusal windows failed: ${error.message}`)), CLOSE_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** A refused access: written or counted; a failure is logged, never the caller's answer. */
  async record(input: AuditEntryInput): Promise<void> {
    if (!this.log.enabled) return;
    try {
      const entry = this.log.resolve({ ...input, outcome: 'denied' });
      // Recorded after the refusal, outside the request's write: its transaction carries no Idempotency-Key claim.
      await idempotencyContext.exit(() => auditTransaction.exit(() => this.countOrWrite(entry)));
    } catch (error) {
      this.logger.error(`A refused access could not be recorded: ${(error as Error).message}`);
    }
  }

  /** Writes the entries of every window closed by now; the number of windows closed. */
  async closeDue(): Promise<number> {
    let closed = 0;
    for (;;) {
      const companies = new Set<string>();
      const taken = await writeTransaction(this.db, async (em) => {
        const windows = await takeClosedWindows(em, this.clock.now(), CLOSE_BATCH);
        const counted = windows.filter((w) => w.repeats > 0);
        await this.log.append(em, counted.map(repeatsEntry));
        for (const w of counted) companies.add(w.companyId);
        return windows.length;
      });
      if (companies.size) this.log.committed(companies);
      closed += taken;
      if (taken < CLOSE_BATCH) return closed;
    }
  }

  private async countOrWrite(entry: ResolvedAuditEntry): Promise<void> {
    const denied = deniedEntryOf(entry);
    const refusal: Refusal = { key: denialKey(denied), at: this.clock.now(), occurredAt: entry.occurredAt, entry: denied };
    if (await countInOpenWindow(this.db.manager, refusal)) return;
    const { companyId } = denied;
    const written = await writeTransaction(this.db, async (em: EntityManager) => {
      const entries: ResolvedAuditEntry[] = [];
      const closed = await takeClosedWindow(em, refusal);
      if (closed && closed.repeats > 0) entries.push(repeatsEntry(closed));
      if (await openWindow(em, refusal, new Date(refusal.at.getTime() + DENIAL_WINDOW_MS))) entries.push({ ...entry, rowCount: 1 });
      await this.log.append(em, entries);
      return entries.length;
    });
    if (written) this.log.committed([companyId]);
  }
}

/** What a window keeps of a refusal, every value storable (it is held in jsonb until its entry is written). */
function deniedEntryOf(entry: ResolvedAuditEntry): DeniedEntry {
  const { companyId, action, actor, subjectPersonIds, target, request } = entry;
  return storableJson({ companyId, action, actor, subjectPersonIds: subjectPersonIds ?? [], target: target ?? null, request: request ?? null }) as DeniedEntry;
}

/**
 * The entry of a window's refusals after its first: the last one's actor, target and request, when it occurred, and
 * their count. The count is kept in the entry's `rowCount` (a refusal answers no rows), which its MAC covers; the API
 * shows it as `repeatCount`.
 */
function repeatsEntry(window: ClosedWindow): ResolvedAuditEntry {
  return { ...window.lastEntry, outcome: 'denied', occurredAt: new Date(window.lastAt), rowCount: window.repeats };
}
