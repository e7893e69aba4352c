import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { AuditLog } from '../../core/audit/audit-log.service';
import { Clock } from '../../core/clock';
import { writeTransaction } from '../../core/database/write-transaction';
import { personErasures } from '../../core/erasure/person-erasures';
import { OnJob } from '../../core/jobs/on-job.decorator';
import { HOUSEKEEPING_QUEUE } from '../../core/jobs/queues';
import { PersonErasureRows } from '../people';
import { ERASE_JOB, type EraseJob } from './erasure-queue';
import { ErasureSteps } from './erasure-steps.service';
import { erasureRequestedEntry } from './person-erasure.service';

const BATCH = 100;
const DAY_MS = 86_400_000;

/** The erasure's jobs on the housekeeping queue (docs/security.md, "Erasure"). */
@Injectable()
export class ErasureJobs {
  private readonly logger = new Logger('Erasure');

  constructor(
    private readonly db: DataSource,
    private readonly steps: ErasureSteps,
    private readonly people: PersonErasureRows,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditLog,
  ) {}

  /** One requested erasure (POST /api/people/{id}/erase). */
  @OnJob({ queue: HOUSEKEEPING_QUEUE, name: ERASE_JOB })
  async erase(data: EraseJob) {
    const row = await this.steps.run(data.companyId, data.personId);
    return { status: row?.status ?? null, counts: row?.counts ?? null };
  }

  /**
   * Finishes every erasure left pending (a crash midway, a job Redis lost): when a worker starts, every five minutes,
   * and at once when Redis lost the schedule. The steps are safe to repeat, also beside a job still running.
   */
  @OnJob({ queue: HOUSEKEEPING_QUEUE, name: 'people.erasures.sweep', schedule: { pattern: '*/5 * * * *' }, runWhenRestored: true, runAtStart: true })
  async sweep(): Promise<{ finished: number }> {
    let finished = 0;
    const seen = new Set<string>();
    for (;;) {
      const pending = (await personErasures.pending(this.db.manager, BATCH)).filter((p) => !seen.has(`${p.companyId}/${p.personId}`));
      if (!pending.length) return { finished };
      for (const { companyId, personId } of pending) {
        seen.add(`${companyId}/${personId}`);
        if (await this.finish(companyId, personId)) finished += 1;
      }
    }
  }

  /** Runs the erasure's remaining steps; one that fails stays pending for the next sweep, and the others go on. */
  private async finish(companyId: string, personId: string): Promise<boolean> {
    try {
      return (await this.steps.run(companyId, personId))?.status === 'done';
    } catch (error) {
      this.logger.error(`Erasure of person ${personId} (company ${companyId}) stopped, left to the sweep: ${(error as Error).message}`);
      return false;
    }
  }

  /**
   * ERASE_OFFBOARDED_AFTER_DAYS (unset: off): daily, every person whose employment end date is more than that many days
   * ago (by the Clock, UTC) is erased like a request would, by the system (no requester, not forced).
   */
  @OnJob({ queue: HOUSEKEEPING_QUEUE, name: 'people.eraseOffboarded', schedule: { pattern: '30 0 * * *' } })
  async eraseOffboarded(): Promise<{ erased: number }> {
    const days = this.config.eraseOffboardedAfterDays;
    if (days === undefined) return { erased: 0 };
    const before = new Date(this.clock.nowMs() - days * DAY_MS).toISOString().slice(0, 10);
    let erased = 0;
    let after: { day: string; id: string } | null = null;
    for (;;) {
      const due = await this.people.endedBefore(this.db.manager, before, after, BATCH);
      for (const person of due) {
        // A pseudonymized person (ERASURE_RETAINS) stays, erased already.
        if (await personErasures.find(this.db.manager, person.companyId, person.id)) continue;
        await writeTransaction(this.db, async (em) => {
          await this.audit.recordWrite(em, erasureRequestedEntry(person.companyId, person.id, false));
          await personErasures.request(em, {
            companyId: person.companyId, personId: person.id, requestedBy: null, actorType: 'system', reason: null, forced: false,
          });
        });
        if (await this.finish(person.companyId, person.id)) erased += 1;
      }
      if (due.length < BATCH) return { erased };
      after = { day: due[due.length - 1].day, id: due[due.length - 1].id };
    }
  }
}
