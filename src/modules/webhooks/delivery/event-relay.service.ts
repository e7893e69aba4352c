import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../../config/config.module';
import type { AppConfig } from '../../../config/app-config';
import { InjectQueue } from '../../../jobs/queue-token';
import { WEBHOOK_DELIVERY_QUEUE } from '../../../jobs/queues';
import { DeliveryRef, enqueueDeliveries } from './delivery-queue';
import { writeTransaction } from '../../../core/database/write-transaction';
import { claimEventBatchCtes } from '../../../core/outbox/event-store';
import { withTimeout } from '../../../core/timeout';

const BATCH = 500;

/**
 * Moves committed events to deliveries (worker role): one delivery per event and published webhook of its company
 * subscribed to its type, made in the transaction that marks the event relayed. Several workers share the work
 * (`FOR UPDATE SKIP LOCKED`: no event relayed twice). Wakes on commit (LISTEN on the events trigger's NOTIFY), with
 * a slow poll as safety net that also hands over pending deliveries whose job was lost: those whose next attempt is
 * overdue, never those waiting for a retry (BullMQ holds the retry as a delayed job).
 */
@Injectable()
export class EventRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('EventRelay');
  private listener?: Client;
  private poll?: NodeJS.Timeout;
  private running: Promise<void> | null = null;
  private requeueing: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(WEBHOOK_DELIVERY_QUEUE) private readonly queue: Queue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
    this.poll = setInterval(() => {
      this.wake();
      this.requeueing ??= this.requeueLost()
        .then(() => undefined, (error: Error) => this.logger.warn(`requeue: ${error.message}`))
        .finally(() => (this.requeueing = null));
    }, this.config.webhookRelayPollMs);
    this.wake();
  }

  /** Runs the relay now, or once more after the current run. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: Error) => this.logger.warn(`relay: ${error.message}`))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Relays until no committed event is left (tests await it). */
  async drain(): Promise<void> {
    while (!this.stopped && (await this.relayBatch()) === BATCH);
  }

  /** One batch: deliveries made and events marked in one transaction, then the jobs added. */
  async relayBatch(): Promise<number> {
    const { relayed, deliveries } = await writeTransaction(this.db, async (em) => {
      const [row] = await em.query(
        `WITH ${claimEventBatchCtes('$1')}, made AS (
           -- Ids as newId makes them (D7): 18 random bytes as 24 base64url characters.
           INSERT INTO webhook_deliveries (id, company_id, webhook_id, event_id, event_type, payload, target, status, attempt_count, next_attempt_at, created_at, updated_at)
           SELECT 'whd_' || translate(encode(substr(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 1, 18), 'base64'), '+/', '-_'), b.company_id, w.id, b.id, b.type, b.payload::text, 'url', 'pending', 0, now(), now(), now()
             FROM batch b
             JOIN webhooks w ON w.company_id = b.company_id AND w.status = 'published' AND b.seq > w.published_after_seq
                            AND (w.event_types IS NULL OR b.type = ANY (w.event_types))
            ORDER BY b.seq
           RETURNING id, company_id
         )
         SELECT (SELECT count(*)::int FROM marked) AS relayed,
                COALESCE((SELECT json_agg(json_build_object('id', id, 'companyId', company_id)) FROM made), '[]') AS deliveries`,
        [BATCH],
      );
      return row as { relayed: number; deliveries: DeliveryRef[] };
    });
    // A crash here leaves pending deliveries without a job: requeueLost() hands them over.
    await this.handOver(deliveries);
    return relayed;
  }

  /**
   * Pending deliveries whose next attempt is overdue by WEBHOOK_REQUEUE_AFTER_MS: their job was lost (a crash after
   * commit, Redis losing its jobs). A delivery waiting for a scheduled retry is not due, so it costs the sweep nothing.
   * Each one taken is due again only after another WEBHOOK_REQUEUE_AFTER_MS (its next attempt is expected now), and
   * an attempt recorded meanwhile moves its time on; rows an attempt is writing are skipped, not waited for.
   */
  async requeueLost(): Promise<number> {
    // An UPDATE answers [rows, count].
    const [rows]: [{ id: string; company_id: string }[], number] = await this.db.query(
      `UPDATE webhook_deliveries d SET next_attempt_at = now()
         FROM (SELECT company_id, id FROM webhook_deliveries
                WHERE status = 'pending' AND next_attempt_at < now() - make_interval(secs => $1)
                ORDER BY next_attempt_at LIMIT 1000
                  FOR UPDATE SKIP LOCKED) due
        WHERE d.company_id = due.company_id AND d.id = due.id
        RETURNING d.id, d.company_id`,
      [this.config.webhookRequeueAfterMs / 1000],
    );
    await this.handOver(rows.map((r) => ({ id: r.id, companyId: r.company_id })));
    return rows.length;
  }

  /**
   * Bounded by ENQUEUE_TIMEOUT_MS: with Redis down the relay (and a shutdown waiting for it) does not hang; the
   * deliveries stay pending, due, and requeueLost() hands them over once Redis answers.
   */
  private handOver(deliveries: DeliveryRef[]): Promise<void> {
    return withTimeout(enqueueDeliveries(this.queue, this.db.manager, deliveries), this.config.enqueueTimeoutMs, 'handing deliveries to the queue');
  }

  /**
   * LISTENs on a connection of its own. Losing it (an error, the server ending it) or failing to open it schedules
   * another try after a poll interval; until then the poll delivers.
   */
  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.config.databaseUrl });
    let lost = false;
    const retry = (reason: string) => {
      if (lost || this.stopped) return;
      lost = true;
      this.logger.warn(`relay listener lost (${reason}); polling until it is back`);
      if (this.listener === client) this.listener = undefined;
      void client.end().catch(() => undefined);
      setTimeout(() => void this.listen(), this.config.webhookRelayPollMs).unref();
    };
    client.on('notification', () => this.wake());
    client.on('error', (error) => retry(error.message));
    client.on('end', () => retry('connection ended'));
    try {
      await client.connect();
      await client.query('LISTEN personnel_events');
      this.listener = client;
    } catch (error) {
      retry(error instanceof Error ? error.message : String(error));
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.poll) clearInterval(this.poll);
    await Promise.all([this.running, this.requeueing]);
    await this.listener?.end().catch(() => undefined);
  }
}
