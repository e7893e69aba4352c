import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthContext } from '../../../core/auth/auth-context';
import { Clock } from '../../../core/clock';
import { writeTransaction } from '../../../core/database/write-transaction';
import { NEW_DELIVERY_ID_SQL } from '../delivery/delivery-ids';
import { WebhooksService } from '../webhooks.service';
import { RecoverWebhookDto } from './recover-webhook.dto';
import { recoveryRange } from './recovery-range';

/**
 * The events of a webhook's deliveries created in the period ($3 inclusive, $4 exclusive) that ended `failed`, of the
 * types it subscribes to now ($5, null: every type), and that no other delivery to it has sent or is still sending:
 * one new delivery each, due at once, with the payload of its latest failed delivery (the same `webhook-id`). A
 * retry or an earlier recovery of the same event is made after the original, so the deliveries that settle it are
 * found from `since` on (index webhook_deliveries_webhook). Test events (target `testUrl`) are not recovered.
 */
const RECOVER_FAILED_SQL = `
  WITH failed AS (
    SELECT DISTINCT ON (event_id) event_id, event_type, payload FROM webhook_deliveries
     WHERE company_id = $1 AND webhook_id = $2 AND created_at >= $3 AND created_at < $4 AND target = 'url' AND status = 'failed'
       AND ($5::text[] IS NULL OR event_type = ANY ($5))
     ORDER BY event_id, created_at DESC
  ), settled AS (
    SELECT DISTINCT event_id FROM webhook_deliveries
     WHERE company_id = $1 AND webhook_id = $2 AND created_at >= $3 AND target = 'url' AND status <> 'failed'
       AND event_id IN (SELECT event_id FROM failed)
  )
  INSERT INTO webhook_deliveries (id, company_id, webhook_id, event_id, event_type, payload, target, status, attempt_count, next_attempt_at, created_at, updated_at)
  SELECT ${NEW_DELIVERY_ID_SQL}, $1, $2, f.event_id, f.event_type, f.payload, 'url', 'pending', 0, now(), $6, $6
    FROM failed f WHERE f.event_id NOT IN (SELECT event_id FROM settled)
  RETURNING 1`;

/**
 * Deliveries of the period still waiting for a retry (an attempt failed, the next one is due later) become due at
 * once: their schedule goes on from the attempt they get now.
 */
const RECOVER_WAITING_SQL = `
  UPDATE webhook_deliveries SET next_attempt_at = now()
   WHERE company_id = $1 AND webhook_id = $2 AND created_at >= $3 AND created_at < $4 AND target = 'url' AND status = 'pending'
     AND attempt_count > 0 AND next_attempt_at > now() AND ($5::text[] IS NULL OR event_type = ANY ($5))`;

/**
 * `POST /api/webhooks/{id}/recover`: after an endpoint's outage, every delivery to the webhook of the period that was
 * not delivered is queued again (Svix's "recover"). The webhook's row is locked, so two recoveries of one webhook do
 * not queue an event twice; the feeder hands the deliveries over as the queue has room (within WEBHOOK_RELAY_POLL_MS).
 */
@Injectable()
export class WebhookRecovery {
  constructor(
    private readonly db: DataSource,
    private readonly webhooks: WebhooksService,
    private readonly clock: Clock,
  ) {}

  async recover(auth: AuthContext, id: string, input: RecoverWebhookDto): Promise<{ queued: number }> {
    const { since, until } = recoveryRange(input, this.clock.now());
    return writeTransaction(this.db, async (em) => {
      const webhook = await this.webhooks.findOwned(em, auth, id, true);
      const params = [auth.companyId, webhook.id, since, until, webhook.eventTypes];
      // An INSERT answers its rows, an UPDATE [rows, count].
      const made: unknown[] = await em.query(RECOVER_FAILED_SQL, [...params, this.clock.now()]);
      const [, moved]: [unknown, number] = await em.query(RECOVER_WAITING_SQL, params);
      return { queued: made.length + moved };
    });
  }
}
