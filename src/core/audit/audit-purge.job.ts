import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { OnJob } from '../jobs/on-job.decorator';
import { HOUSEKEEPING_QUEUE } from '../jobs/queues';
import { Clock } from '../clock';
import { anchorMac } from './audit-chain';
import { AuditChainer } from './audit-chainer';
import { AuditLog } from './audit-log.service';
import { writeTransaction } from '../database/write-transaction';

const DAY_MS = 86_400_000;

/**
 * Retention (docs/security.md, "Audit trail"): entries older than AUDIT_RETENTION_DAYS are deleted daily, oldest
 * first in chain order, and the last removed entry's seq and hash are kept as the company's anchor (signed with the
 * chain key), from which `audit:verify` checks the rest. The anchor is written first: the table's trigger lets a
 * DELETE through only at or below an anchor, and an anchor made without the key is one audit:verify does not rely on.
 * Stored subject lists no entry points at any more go too (their trigger lets a list go only then).
 */
@Injectable()
export class AuditPurgeJob {
  private readonly logger = new Logger('AuditTrail');

  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly chainer: AuditChainer,
    private readonly log: AuditLog,
  ) {}

  @OnJob({ queue: HOUSEKEEPING_QUEUE, name: 'audit.purge', schedule: { pattern: '23 2 * * *' } })
  async purge(): Promise<{ companies: number; removed: number; failed: number }> {
    const cutoff = new Date(this.clock.nowMs() - this.config.auditRetentionDays * DAY_MS);
    const companies: { company_id: string }[] = await this.db.query(
      `SELECT DISTINCT company_id FROM audit_events WHERE occurred_at < $1`, [cutoff],
    );
    let removed = 0;
    let failed = 0;
    for (const { company_id: companyId } of companies) {
      // One company's failure (an anchor made by hand in the purge's place) holds up only its own retention.
      try {
        removed += await this.purgeCompany(companyId, cutoff);
      } catch (error) {
        failed += 1;
        this.logger.error(`Purging the audit entries of company ${companyId} failed (retried on the next run): ${(error as Error).message}`);
      }
    }
    if (removed) this.logger.log(`Purged ${removed} audit entries older than ${cutoff.toISOString()} from ${companies.length} companies`);
    return { companies: companies.length, removed, failed };
  }

  private async purgeCompany(companyId: string, cutoff: Date): Promise<number> {
    // Old entries not chained yet are chained first: the cut falls after them.
    await this.chainer.chainCompany(companyId);
    const key = await this.log.chainKey();
    return writeTransaction(this.db, async (em) => {
      await em.query(`SELECT 1 FROM audit_chain_heads WHERE company_id = $1 FOR UPDATE`, [companyId]);
      // The chain is cut after the newest old entry: entries before it in chain order go with it.
      const [last]: { seq: string; hash: string }[] = await em.query(
        `SELECT e.seq::text AS seq, e.hash FROM audit_events e
          WHERE e.company_id = $1 AND e.occurred_at < $2 AND e.seq IS NOT NULL ORDER BY e.seq DESC LIMIT 1`,
        [companyId, cutoff],
      );
      if (!last) return 0;
      const [{ removed }]: { removed: string }[] = await em.query(
        `SELECT count(*)::text AS removed FROM audit_events WHERE company_id = $1 AND seq <= $2`, [companyId, last.seq],
      );
      const anchor = { companyId, seq: last.seq, hash: last.hash, removed, purgedAt: this.clock.now() };
      await em.query(
        `INSERT INTO audit_chain_anchors (company_id, seq, hash, removed, purged_at, mac) VALUES ($1, $2, $3, $4, $5, $6)`,
        [companyId, anchor.seq, anchor.hash, anchor.removed, anchor.purgedAt, anchorMac(key, anchor)],
      );
      const [, count] = await em.query(`DELETE FROM audit_events WHERE company_id = $1 AND seq <= $2`, [companyId, last.seq]);
      if (String(count) !== removed) throw new Error(`purging company ${companyId}: counted ${removed} entries, deleted ${count}`);
      // A stored subject list goes with the last entry that pointed at it (audit-subject-lists.ts).
      await em.query(
        `DELETE FROM audit_subject_lists l WHERE l.company_id = $1 AND l.created_at < $2
           AND NOT EXISTS (SELECT 1 FROM audit_events e WHERE e.company_id = l.company_id AND e.target_id = l.target_id)`,
        [companyId, cutoff],
      );
      return Number(count);
    });
  }
}
