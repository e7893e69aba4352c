import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../core/clock';
import { preparedQuery } from '../../../core/database/prepared-query';
import { newId } from '../../../core/ids';
import { signatureHeader, signingSecrets } from '../webhook-secret';
import { disableVerdict } from './failure-window';
import { AttemptOutcome, WebhookHttpClient } from './webhook-http-client';

/** A delivery with what sending it needs of its webhook, in one read. */
const ATTEMPT_TARGET_SQL = `
  SELECT d.id, d.company_id, d.webhook_id, d.event_id, d.payload, d.target, d.status,
         w.status AS webhook_status, w.url, w.test_url, w.secret, w.previous_secret, w.previous_secret_expires_at
    FROM webhook_deliveries d
    LEFT JOIN webhooks w ON w.company_id = d.company_id AND w.id = d.webhook_id
   WHERE d.id = $1`;

interface AttemptTarget {
  id: string;
  company_id: string;
  webhook_id: string;
  event_id: string;
  payload: string;
  target: 'url' | 'testUrl';
  status: string;
  webhook_status: string | null;
  url: string;
  test_url: string | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
}

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
    const [found] = await preparedQuery<AttemptTarget>(this.db, 'webhook_attempt_target', ATTEMPT_TARGET_SQL, [deliveryId]);
    if (!found || found.status !== 'pending') return 'skipped';
    const target = found;
    // A draft or disabled webhook receives nothing but the test events its owner sends.
    if (!target.webhook_status || (target.target === 'url' && target.webhook_status !== 'published')) {
      await this.db.query(`UPDATE webhook_deliveries SET status = 'failed', updated_at = $2 WHERE id = $1`, [deliveryId, this.clock.now()]);
      return 'failed';
    }
    const url = target.target === 'testUrl' ? (target.test_url ?? target.url) : target.url;
    // The signed timestamp is the wall clock's (receivers compare it with theirs); rules use the injectable Clock.
    const timestamp = Math.floor(Date.now() / 1000);
    const secrets = signingSecrets(
      { secret: target.secret, previousSecret: target.previous_secret, previousSecretExpiresAt: target.previous_secret_expires_at },
      this.clock.now(),
    );
    const headers = {
      'content-type': 'application/json',
      'webhook-id': target.event_id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(secrets, target.event_id, timestamp, target.payload),
    };
    const outcome = await this.http.post(url, headers, target.payload);
    const result: AttemptResult = outcome.succeeded ? 'succeeded' : final ? 'failed' : 'retry';
    await this.record(target, outcome, result === 'retry' ? 'pending' : result);
    if (!outcome.succeeded) await this.applyDisablingRule(target.webhook_id);
    return result;
  }

  /** The attempt's row and the delivery's new state in one statement (atomic without a transaction's round trips). */
  private async record(target: AttemptTarget, outcome: AttemptOutcome, status: string): Promise<void> {
    await preparedQuery(this.db, 'webhook_attempt_record',
      `WITH attempt AS (
         INSERT INTO webhook_attempts (id, company_id, webhook_id, delivery_id, attempted_at, succeeded, status_code, duration_ms, response_body, error_kind)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       )
       UPDATE webhook_deliveries SET status = $11, attempt_count = attempt_count + 1, updated_at = $5 WHERE id = $4`,
      [newId('wha_'), target.company_id, target.webhook_id, target.id, this.clock.now(), outcome.succeeded, outcome.statusCode,
        outcome.durationMs, outcome.responseBody, outcome.errorKind, status],
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
