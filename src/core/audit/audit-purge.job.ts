import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { OnJob } from '../jobs/on-job.decorator';
import { HOUSEKEEPING_QUEUE } from '../jobs/queues';
import { Clock } from '../clock';
import { AuditChainer } from './audit-chainer';
import { writeTransaction } from '../database/write-transaction';

const DAY_MS = 86_400_000;

/**
 * Retention (docs/security.md, "Audit trail"): entries older than AUDIT_RETENTION_DAYS are deleted daily, oldest
 * first in chain order, and the last removed entry's seq and hash are kept as the company's anchor, from which
 * `audit:verify` checks the rest, and stored subject lists no entry points at any more go too. The only DELETE the
 * tables' triggers let through (`personnel.audit_purge`).
 */
@Injectable()
export class AuditPurgeJob {
  private readonly logger = new Logger('AuditTrail');

  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly chainer: AuditChainer,
  ) {}

  @OnJob({ queue: HOUSEKEEPING_QUEUE, name: 'audit.purge', schedule: { pattern: '23 2 * * *' } })
  async purge(): Promise<{ companies: number; removed: number }> {
    const cutoff = new Date(this.clock.nowMs() - this.config.auditRetentionDays * DAY_MS);
    const companies: { company_id: string }[] = await this.db.query(
      `SELECT DISTINCT company_id FROM audit_events WHERE occurred_at < $1`, [cutoff],
    );
    let removed = 0;
    for (const { company_id: companyId } of companies) removed += await this.purgeCompany(companyId, cutoff);
    if (removed) this.logger.log(`Purged ${removed} audit entries older than ${cutoff.toISOString()} from ${companies.length} companies`);
    return { companies: companies.length, removed };
  }

  private async purgeCompany(companyId: string, cutoff: Date): Promise<number> {
    // Old entries not chained yet are chained first: the cut falls after them.
    await this.chainer.chainCompany(companyId);
    return writeTransaction(this.db, async (em) => {
      await em.query(`SELECT 1 FROM audit_chain_heads WHERE company_id = $1 FOR UPDATE`, [companyId]);
      // The chain is cut after the newest old entry: entries before it in chain order go with it.
      const [last]: { seq: string; hash: string }[] = await em.query(
        `SELECT e.seq::text AS seq, e.hash FROM audit_events e
          WHERE e.company_id = $1 AND e.occurred_at < $2 AND e.seq IS NOT NULL ORDER BY e.seq DESC LIMIT 1`,
        [companyId, cutoff],
      );
      if (!last) return 0;
      await em.query(`SET LOCAL personnel.audit_purge = 'on'`);
      const [, count] = await em.query(`DELETE FROM audit_events WHERE company_id = $1 AND seq <= $2`, [companyId, last.seq]);
      // A stored subject list goes with the last entry that pointed at it (audit-subject-lists.ts).
      await em.query(
        `DELETE FROM audit_subject_lists l WHERE l.company_id = $1 AND l.created_at < $2
           AND NOT EXISTS (SELECT 1 FROM audit_events e WHERE e.company_id = l.company_id AND e.target_id = l.target_id)`,
        [companyId, cutoff],
      );
      await em.query(
        `INSERT INTO audit_chain_anchors (company_id, seq, hash, removed, purged_at) VALUES ($1, $2, $3, $4, $5)`,
        [companyId, last.seq, last.hash, count, this.clock.now()],
      );
      return Number(count);
    });
  }
}
