import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../../config/config.module';
import type { AppConfig } from '../../../config/app-config';
import { DeliveryFeeder } from './delivery-feeder';
import { writeTransaction } from '../../../core/database/write-transaction';
import { claimEventBatchCtes } from '../../../core/outbox/event-store';
import { CoalescedRun } from '../../../core/coalesced-run';
import { NEW_DELIVERY_ID_SQL } from './delivery-ids';

const BATCH = 500;

/**
 * Moves committed events to deliveries (worker role): one delivery per event and published webhook of its company
 * subscribed to its type, made in the transaction that marks the event relayed, due at once. Several workers share the
 * work (`FOR UPDATE SKIP LOCKED`: no event relayed twice). Wakes on commit (LISTEN on the events trigger's NOTIFY),
 * with a slow poll as safety net; the feeder then hands due deliveries to the queue, as far as it has room.
 */
@Injectable()
export class EventRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('EventRelay');
  private listener?: Client;
  private poll?: NodeJS.Timeout;
  private stopped = false;
  private readonly pass = new CoalescedRun(() => this.drain(), (error) => this.logger.warn(`relay: ${error.message}`));

  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly feeder: DeliveryFeeder,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
    this.poll = setInterval(() => {
      this.wake();
      this.feeder.wake();
    }, this.config.webhookRelayPollMs);
    this.wake();
  }

  /** Runs the relay now, or once more after the current run. */
  wake(): void {
    this.pass.wake();
  }

  /** Relays until no committed event is left (tests await it). */
  async drain(): Promise<void> {
    while (!this.stopped && (await this.relayBatch()) === BATCH);
  }

  /** One batch: deliveries made and events marked in one transaction; the feeder is woken to hand them over. */
  async relayBatch(): Promise<number> {
    const relayed = await writeTransaction(this.db, async (em) => {
      const [row] = await em.query(
        `WITH ${claimEventBatchCtes('$1')}, made AS (
           -- Ids as newId makes them (D7): 18 random bytes as 24 base64url characters.
           INSERT INTO webhook_deliveries (id, company_id, webhook_id, event_id, event_type, payload, target, status, attempt_count, next_attempt_at, created_at, updated_at)
           SELECT ${NEW_DELIVERY_ID_SQL}, b.company_id, w.id, b.id, b.type, b.payload::text, 'url', 'pending', 0, now(), now(), now()
             FROM batch b
             JOIN webhooks w ON w.company_id = b.company_id AND w.status = 'published' AND b.seq > w.published_after_seq
                            AND (w.event_types IS NULL OR b.type = ANY (w.event_types))
            ORDER BY b.seq
           RETURNING 1
         )
         SELECT (SELECT count(*)::int FROM marked) AS relayed, (SELECT count(*)::int FROM made) AS made`,
        [BATCH],
      );
      return row as { relayed: number; made: number };
    });
    if (relayed.made > 0) this.feeder.wake();
    return relayed.relayed;
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
    this.pass.stop();
    if (this.poll) clearInterval(this.poll);
    await this.pass.running;
    await this.listener?.end().catch(() => undefined);
  }
}
