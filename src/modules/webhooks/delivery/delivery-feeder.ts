import { InjectQueue } from '../../../core/jobs/queue-token';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../../config/config.module';
import type { AppConfig } from '../../../config/app-config';
import { writeTransaction } from '../../../core/database/write-transaction';
import { withTimeout } from '../../../core/timeout';
import { CoalescedRun } from '../../../core/coalesced-run';
import { deliveryJob, WEBHOOK_DELIVERY_QUEUE } from './delivery-queue';

/** Deliveries handed over in one round at most, and of one webhook at most in one round. */
const ROUND = 500;
const PER_WEBHOOK = 250;
/** The first deliveries of each webhook in a round go to the queue's plain list, which workers take before the prioritized set. */
const FAST_LANE = 10;
/** How soon a full queue is looked at again. */
const RECHECK_FULL_MS = 25;

/**
 * Due deliveries: pending ones whose next attempt time has come (new ones, retries whose wait is over, and ones
 * handed over earlier whose attempt was never recorded: their job was lost). Taken webhook by webhook in random order,
 * at most PER_WEBHOOK each and ranked within their webhook, so one endpoint's backlog never fills a round; each taken
 * one is due again only after WEBHOOK_REQUEUE_AFTER_MS unless an attempt is recorded first. Rows being written are
 * skipped. Index: webhook_deliveries_due_by_webhook.
 */
const TAKE_DUE_SQL = `
  WITH due AS (
    SELECT d.company_id, d.id, d.rank
      FROM (SELECT company_id, id FROM webhooks ORDER BY random()) w
      CROSS JOIN LATERAL (
        SELECT company_id, id, row_number() OVER () AS rank FROM (
          SELECT company_id, id FROM webhook_deliveries
           WHERE company_id = w.company_id AND webhook_id = w.id AND status = 'pending' AND next_attempt_at <= now()
           ORDER BY next_attempt_at LIMIT $2
             FOR UPDATE SKIP LOCKED) locked) d
     LIMIT $1
  )
  UPDATE webhook_deliveries d SET next_attempt_at = now() + make_interval(secs => $3), enqueued_at = now()
    FROM due WHERE d.company_id = due.company_id AND d.id = due.id
  RETURNING d.id, d.attempt_count, due.rank::int AS rank`;

/** Milliseconds until the next pending delivery is due (negative: overdue; null: none), one probe per webhook. */
const NEXT_DUE_SQL = `
  SELECT (extract(epoch FROM min(next.at) - now()) * 1000)::float8 AS ms
    FROM webhooks w
   CROSS JOIN LATERAL (SELECT next_attempt_at AS at FROM webhook_deliveries
                        WHERE company_id = w.company_id AND webhook_id = w.id AND status = 'pending'
                        ORDER BY next_attempt_at LIMIT 1) next`;

/**
 * Hands due deliveries to the queue in bounded rounds as it drains (worker role): Redis holds at most about
 * WEBHOOK_QUEUE_HIGH_WATER delivery jobs whatever the backlog; the rest wait in PostgreSQL with their next attempt time.
 * Runs when woken (the relay made deliveries), while due deliveries are left and the queue has room, and otherwise at
 * the next due time (at most the relay's poll interval away).
 */
@Injectable()
export class DeliveryFeeder implements OnModuleDestroy {
  private readonly logger = new Logger('DeliveryFeeder');
  private readonly pass = new CoalescedRun(
    () => this.feed(),
    (error) => {
      this.logger.warn(`hand-over: ${error.message}`);
      this.wakeIn(this.config.webhookRelayPollMs);
    },
  );
  private timer?: NodeJS.Timeout;
  private timerAt = Infinity;
  private stopped = false;

  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(WEBHOOK_DELIVERY_QUEUE) private readonly queue: Queue,
  ) {}

  /** Feeds now, or once more after the current run. */
  wake(): void {
    this.pass.wake();
  }

  /** A delivery comes due in `ms` (an attempt scheduled its retry): the feeder runs by then. */
  wakeIn(ms: number): void {
    const at = Date.now() + (Number.isFinite(ms) ? Math.max(0, ms) : this.config.webhookRelayPollMs);
    if (this.stopped || at >= this.timerAt) return;
    clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timerAt = Infinity;
      this.wake();
    }, Math.max(0, at - Date.now()));
    this.timer.unref();
  }

  /** Rounds until nothing is due or the queue is full; then waits for room, or for the next due time. */
  private async feed(): Promise<void> {
    // WEBHOOKS_PAUSED: deliveries wait in PostgreSQL (recorded, due), none goes to the queue.
    if (this.config.webhooksPaused) return;
    while (!this.stopped) {
      const room = await this.room();
      if (room <= 0) return this.wakeIn(RECHECK_FULL_MS);
      const size = Math.min(room, ROUND);
      if ((await this.handOverDue(size)) < size) break;
    }
    const [{ ms }] = await this.db.query(NEXT_DUE_SQL);
    this.wakeIn(Math.min(ms ?? Infinity, this.config.webhookRelayPollMs));
  }

  /** Delivery jobs in Redis now, against the high-water mark (waiting, prioritized, active and delayed alike). */
  async room(): Promise<number> {
    const counts = await withTimeout(
      this.queue.getJobCounts('wait', 'prioritized', 'active', 'delayed'),
      this.config.enqueueTimeoutMs,
      'handing deliveries to the queue',
    );
    return this.config.webhookQueueHighWater - Object.values(counts).reduce((sum, n) => sum + n, 0);
  }

  /**
   * One round: up to `limit` due deliveries taken and their jobs added, in one transaction, so deliveries whose jobs
   * were not added (Redis down: bounded by ENQUEUE_TIMEOUT_MS) stay due. Answers how many were handed over.
   */
  async handOverDue(limit = ROUND): Promise<number> {
    return writeTransaction(this.db, async (em) => {
      // An UPDATE answers [rows, count].
      const [rows]: [{ id: string; attempt_count: number; rank: number }[], number] = await em.query(TAKE_DUE_SQL, [limit, PER_WEBHOOK, this.config.webhookRequeueAfterMs / 1000]);
      if (rows.length === 0) return 0;
      const jobs = rows.map((r) => deliveryJob(r.id, r.attempt_count, r.rank <= FAST_LANE ? 0 : r.rank));
      await withTimeout(this.queue.addBulk(jobs), this.config.enqueueTimeoutMs, 'handing deliveries to the queue');
      return rows.length;
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.pass.stop();
    clearTimeout(this.timer);
    await this.pass.running;
  }
}
