import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../../core/clock';
import { newId } from '../../../core/ids';
import { Webhook } from '../webhook.entity';
import { WebhookDelivery } from '../webhook-delivery.entity';
import { signatureHeader, signingSecrets } from '../webhook-secret';
import { disableVerdict } from './failure-window';
import { AttemptOutcome, WebhookHttpClient } from './webhook-http-client';

/** What an attempt left to do: nothing (`succeeded`, `failed`, `skipped`) or a retry. */
export type AttemptResult = 'succeeded' | 'retry' | 'failed' | 'skipped';

/** One attempt of one delivery: sign, POST, record the attempt, settle the delivery, apply the disabling rule. */
@Injectable()
export class DeliveryAttemptService {
  constructor(
    private readonly db: DataSource,
    private readonly http: WebhookHttpClient,
    private readonly clock: Clock,
  ) {}

  /** `final`: no retry follows a failure of this attempt (the schedule is spent). */
  async attempt(deliveryId: string, final: boolean): Promise<AttemptResult> {
    const delivery = await this.db.manager.findOne(WebhookDelivery, { where: { id: deliveryId } });
    if (!delivery || delivery.status !== 'pending') return 'skipped';
    const webhook = await this.db.manager.findOne(Webhook, { where: { id: delivery.webhookId, companyId: delivery.companyId } });
    // A draft or disabled webhook receives nothing but the test events its owner sends.
    if (!webhook || (delivery.target === 'url' && webhook.status !== 'published')) {
      await this.settle(this.db.manager, delivery, 'failed');
      return 'failed';
    }
    const target = delivery.target === 'testUrl' ? (webhook.testUrl ?? webhook.url) : webhook.url;
    // The signed timestamp is the wall clock's (receivers compare it with theirs); rules use the injectable Clock.
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'content-type': 'application/json',
      'webhook-id': delivery.eventId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(signingSecrets(webhook, this.clock.now()), delivery.eventId, timestamp, delivery.payload),
    };
    const outcome = await this.http.post(target, headers, delivery.payload);
    const result: AttemptResult = outcome.succeeded ? 'succeeded' : final ? 'failed' : 'retry';
    await this.db.transaction(async (em) => {
      await this.recordAttempt(em, delivery, outcome);
      await this.settle(em, delivery, result === 'retry' ? 'pending' : result, delivery.attemptCount + 1);
    });
    if (!outcome.succeeded) await this.applyDisablingRule(webhook.id);
    return result;
  }

  private async recordAttempt(em: EntityManager, delivery: WebhookDelivery, outcome: AttemptOutcome): Promise<void> {
    await em.query(
      `INSERT INTO webhook_attempts (id, company_id, webhook_id, delivery_id, attempted_at, succeeded, status_code, duration_ms, response_body, error_kind)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [newId('wha_'), delivery.companyId, delivery.webhookId, delivery.id, this.clock.now(), outcome.succeeded, outcome.statusCode,
        outcome.durationMs, outcome.responseBody, outcome.errorKind],
    );
  }

  private async settle(em: EntityManager, delivery: WebhookDelivery, status: string, attemptCount = delivery.attemptCount): Promise<void> {
    await em.query(
      `UPDATE webhook_deliveries SET status = $2, attempt_count = $3, updated_at = $4 WHERE id = $1`,
      [delivery.id, status, attemptCount, this.clock.now()],
    );
  }

  /** D14's failure window, read from the attempts table since the webhook was last published or last succeeded. */
  async applyDisablingRule(webhookId: string): Promise<boolean> {
    const now = this.clock.now();
    return this.db.transaction(async (em) => {
      const [webhook] = await em.query(`SELECT active_since FROM webhooks WHERE id = $1 AND status = 'published' FOR UPDATE`, [webhookId]);
      if (!webhook) return false;
      const rows: { attempted_at: Date }[] = await em.query(
        `SELECT attempted_at FROM webhook_attempts
          WHERE webhook_id = $1 AND NOT succeeded AND attempted_at >= COALESCE($2::timestamptz, '-infinity')
            AND attempted_at > COALESCE((SELECT max(attempted_at) FROM webhook_attempts WHERE webhook_id = $1 AND succeeded), '-infinity')
          ORDER BY attempted_at LIMIT 10000`,
        [webhookId, webhook.active_since],
      );
      const verdict = disableVerdict(rows.map((r) => r.attempted_at), now);
      if (!verdict) return false;
      await em.query(
        `UPDATE webhooks SET status = 'disabled', disabled_at = $2, disabled_reason = $3, updated_at = $2 WHERE id = $1`,
        [webhookId, now, verdict.reason],
      );
      return true;
    });
  }
}
