import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { Clock } from '../../core/clock';
import { OnJob } from '../../core/jobs/on-job.decorator';
import { HOUSEKEEPING_QUEUE } from '../../core/jobs/queues';
import { ExportQueue } from './export-queue';
import { ExportQuotas } from './export-quotas';

/** Job states in which the worker will still take the job: nothing to do. */
const LIVE_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);
const BATCH = 1000;

interface PendingRow {
  id: string;
  company_id: string;
  created_by: string | null;
  token_id: string | null;
}

/**
 * The housekeeping job `dataExports.requeue` (D11): every pending export in PostgreSQL whose build job Redis no longer
 * has (Redis restarted empty, a failed add, a job that failed) is queued again under its own job id, so an export
 * is never left pending for good and is never built twice. Exports younger than DATA_EXPORT_REQUEUE_AFTER_MS (a
 * minute) are left to their create, which may still be adding the job.
 */
@Injectable()
export class ExportRequeueSweep {
  private readonly logger = new Logger('DataExports');

  constructor(
    private readonly db: DataSource,
    private readonly queue: ExportQueue,
    private readonly quotas: ExportQuotas,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every minute, and at once when Redis lost the schedule (it lost the queued jobs with it). */
  @OnJob({ queue: HOUSEKEEPING_QUEUE, name: 'dataExports.requeue', schedule: { pattern: '* * * * *' }, runWhenRestored: true })
  async sweep(): Promise<{ requeued: number; failed: number }> {
    const rows: PendingRow[] = await this.db.query(
      `SELECT id, company_id, created_by, token_id FROM data_exports
        WHERE status = 'pending' AND expires_at > $1 AND created_at <= $2 ORDER BY created_at, id LIMIT ${BATCH}`,
      [this.clock.now(), new Date(this.clock.nowMs() - this.config.dataExportRequeueAfterMs)],
    );
    let requeued = 0;
    let failed = 0;
    for (const row of rows) {
      if (!row.token_id) {
        // Made before exports kept their token: nothing to build it with.
        await this.db.query(
          `UPDATE data_exports SET status = 'failed', failure_reason = $2, updated_at = $3 WHERE id = $1 AND status = 'pending'`,
          [row.id, 'The export could not be built; make it again', this.clock.now()],
        );
        failed += 1;
        continue;
      }
      const found = await this.queue.find(row.id);
      if (found && LIVE_STATES.has(found.state)) continue;
      // A failed (or finished yet still pending) job would block the id: removed, so the add below queues it afresh.
      if (found) await found.job.remove().catch(() => undefined);
      const usage = await this.quotas.usage(this.db.manager, row.company_id, row.created_by, row.id);
      await this.queue.enqueue({ exportId: row.id, companyId: row.company_id, tokenId: row.token_id }, this.quotas.priorityOf(usage));
      requeued += 1;
    }
    if (requeued || failed) this.logger.warn(`Re-queued ${requeued} pending export(s) whose job was missing; failed ${failed} without a token`);
    return { requeued, failed };
  }
}
