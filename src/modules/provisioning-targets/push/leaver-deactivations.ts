import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../core/clock';
import type { PushedRow } from './push-reads';
import { ScimPushQueue } from './scim-push-queue';
import type { TargetRow } from './target-store';

/** A leaver's `active: false` is queued for the end of their last day once it is this near (the daily pass renews it). */
const DEACTIVATION_HORIZON_MS = 48 * 3600 * 1000;
/** The queued deactivation runs this long after the instant, so the clock has passed it. */
const DEACTIVATION_MARGIN_MS = 1000;

/** The id of the job that turns a leaver inactive at a target at an instant (ms). */
export const deactivationJobId = (targetId: string, personId: string, at: number): string => `leaver.${targetId}.${personId}.${at}`;

/**
 * `active: false` at the end of the leaver's last day where they work, for targets of every kind: a pass of that
 * person queued for the instant (one job per target, person and instant), once it is near enough.
 */
@Injectable()
export class LeaverDeactivations {
  private readonly logger = new Logger('ScimPush');

  constructor(
    private readonly clock: Clock,
    private readonly queue: ScimPushQueue,
  ) {}

  async queueFor(target: TargetRow, row: PushedRow): Promise<void> {
    if (!row.active || !row.inactiveFrom) return;
    const at = new Date(row.inactiveFrom).getTime();
    const delayMs = at - this.clock.nowMs();
    if (delayMs <= 0 || delayMs > DEACTIVATION_HORIZON_MS) return;
    try {
      await this.queue.push(
        { companyId: target.companyId, targetId: target.id, personIds: [row.id] },
        { delayMs: delayMs + DEACTIVATION_MARGIN_MS, jobId: deactivationJobId(target.id, row.id, at) },
      );
    } catch (error) {
      // The daily reconcile deactivates the leaver should the queue have lost this.
      this.logger.warn(`deactivation of a leaver not queued: ${(error as Error).message}`);
    }
  }
}
