import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../../config/config.module';
import type { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../core/clock';
import { preparedQuery } from '../../../core/database/prepared-query';
import { newId } from '../../../core/ids';
import { fieldContext, SealedValues } from '../../../core/crypto';
import { WEBHOOK_ATTEMPT_SEALED } from '../webhook-attempt.entity';
import { WEBHOOK_SEALED } from '../webhook.entity';
import { signatureHeader, signingSecrets } from '../webhook-secret';
import { disableVerdict, FAILURE_COUNT_SQL, FIRST_FAILURE_SQL, mayBeDisabled, WINDOW_OPENED_SQL } from './failure-window';
import { TickBatcher } from './tick-batcher';
import { LONGEST_WAIT_MS, MAX_ATTEMPTS, retryDelayMs } from './retry-schedule';
import { askedWaitMs, waitHonouring } from './retry-after';
import { AttemptOutcome, WebhookHttpClient } from './webhook-http-client';
import { writeTransaction } from '../../../core/database/write-transaction';

/** A delivery with what sending it needs of its webhook, in one read. */
const ATTEMPT_TARGETS_SQL = `
  SELECT d.id, d.company_id, d.webhook_id, d.event_id, d.payload, d.target, d.status, d.attempt_count,
         w.status AS webhook_status, w.url, w.test_url, w.secret, w.previous_secret, w.previous_secret_expires_at
    FROM webhook_deliveries d
    LEFT JOIN webhooks w ON w.company_id = d.company_id AND w.id = d.webhook_id
   WHERE d.id = ANY ($1)`;

/**
 * Attempts and the deliveries' new states, many at once (unnest of one array per column). A retry's due time is the
 * database's clock plus the wait the attempt chose (`retry_ms`), the clock the feeder compares it with.
 */
const RECORD_ATTEMPTS_SQL = `
  WITH r AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::boolean[], $7::int[], $8::int[], $9::text[], $10::text[], $11::text[], $12::int[], $13::int[])
      AS r(id, company_id, webhook_id, delivery_id, attempted_at, succeeded, status_code, duration_ms, response_body, error_kind, status, retry_ms, retry_after_ms)
  ), attempts AS (
    INSERT INTO webhook_attempts (id, company_id, webhook_id, delivery_id, attempted_at, succeeded, status_code, duration_ms, response_body, error_kind, retry_after_ms)
    SELECT r.id, r.company_id, r.webhook_id, r.delivery_id, r.attempted_at, r.succeeded, r.status_code, r.duration_ms, r.response_body, r.error_kind, r.retry_after_ms
      FROM r JOIN webhook_deliveries d ON d.company_id = r.company_id AND d.id = r.delivery_id -- a delivery deleted meanwhile (its webhook was) is skipped
  )
  UPDATE webhook_deliveries d SET status = r.status, attempt_count = d.attempt_count + 1, updated_at = r.attempted_at,
         next_attempt_at = CASE WHEN r.status = 'pending' THEN now() + r.retry_ms * interval '1 millisecond' END
    FROM r WHERE d.company_id = r.company_id AND d.id = r.delivery_id`;

type AttemptRow = [string, string, string, string, Date, boolean, number | null, number, string | null, string | null, string, number | null, number | null];

interface AttemptTarget {
  id: string;
  company_id: string;
  webhook_id: string;
  event_id: string;
  payload: string;
  target: 'url' | 'testUrl';
  status: string;
  attempt_count: number;
  webhook_status: string | null;
  url: string;
  test_url: string | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
}

/** As Svix: a receiver that timed out or answered 429 gets a longer wait before the retry (and at least what its Retry-After asks). */
function asksToSlowDown(outcome: AttemptOutcome): boolean {
  return outcome.errorKind === 'timeout' || outcome.statusCode === 429;
}

/** What an attempt left to do: nothing (`succeeded`, `failed`, `skipped`) or a retry (after a longer wait: `retrySlower`). */
export type AttemptResult = 'succeeded' | 'retry' | 'retrySlower' | 'failed' | 'skipped';

/**
 * An attempt's result, the delivery's attempts so far, this one included (the database's count), and for a retry the
 * wait before it: recorded with the delivery as its next attempt's due time, and the delayed job's backoff.
 */
export interface AttemptReport {
  result: AttemptResult;
  attemptsMade: number;
  retryInMs?: number;
}

/** One attempt of one delivery: sign, POST, record the attempt, settle the delivery, apply the disabling rule. */
@Injectable()
export class DeliveryAttemptService {
  /** Deliveries starting in the same tick are read with one statement... */
  private readonly targets = new TickBatcher<string, AttemptTarget | undefined>(async (ids) => {
    const rows = await preparedQuery<AttemptTarget>(this.db, 'webhook_attempt_targets', ATTEMPT_TARGETS_SQL, [ids]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id));
  });
  /** ...and attempts finishing in the same tick recorded with one. */
  private readonly recorder = new TickBatcher<AttemptRow, void>(async (rows) => {
    const columns = rows[0].map((_, column) => rows.map((row) => row[column]));
    await preparedQuery(this.db, 'webhook_attempts_record', RECORD_ATTEMPTS_SQL, columns);
    return rows.map(() => undefined);
  });

  /**
   * ...and the disabling rule applied once per webhook for the failures recorded in the same tick (a down endpoint's
   * hundred failures in flight cost one check, not a hundred round trips competing for the pool).
   */
  private readonly disablingChecks = new TickBatcher<string, boolean>(async (webhookIds) => {
    const checked = new Map([...new Set(webhookIds)].map((id) => [id, this.applyDisablingRule(id)]));
    return Promise.all(webhookIds.map((id) => checked.get(id)!));
  });

  constructor(
    private readonly db: DataSource,
    private readonly http: WebhookHttpClient,
    private readonly clock: Clock,
    private readonly sealedValues: SealedValues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One attempt; `final`: no retry follows a failure of this attempt whatever the count (callers that never retry). */
  async attempt(deliveryId: string, final = false): Promise<AttemptResult> {
    return (await this.attemptCounted(deliveryId, final)).result;
  }

  /**
   * One attempt, and the attempts made so far. Whether a retry may follow is decided by the delivery's attempt count,
   * kept with it in PostgreSQL (D14: 8 attempts in all), never by the queue's count: a job lost with Redis and handed
   * over again starts the queue's count afresh, not the delivery's.
   */
  async attemptCounted(deliveryId: string, final = false): Promise<AttemptReport> {
    const found = await this.targets.call(deliveryId);
    if (!found || found.status !== 'pending') return { result: 'skipped', attemptsMade: found?.attempt_count ?? 0 };
    const target = found;
    // A draft or disabled webhook receives nothing but the test events its owner sends; a spent schedule nothing more.
    if (!target.webhook_status || (target.target === 'url' && target.webhook_status !== 'published') || target.attempt_count >= MAX_ATTEMPTS) {
      await this.db.query(
        `UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL, updated_at = $3 WHERE company_id = $1 AND id = $2`,
        [target.company_id, deliveryId, this.clock.now()],
      );
      return { result: 'failed', attemptsMade: target.attempt_count };
    }
    const attemptsMade = target.attempt_count + 1;
    const last = final || attemptsMade >= MAX_ATTEMPTS;
    const url = target.target === 'testUrl' ? (target.test_url ?? target.url) : target.url;
    // The signed timestamp is the wall clock's (receivers compare it with theirs); rules use the injectable Clock.
    const timestamp = Math.floor(Date.now() / 1000);
    const secrets = signingSecrets(await this.openedSecrets(target), this.clock.now());
    // Sealed fields stored in the payload (encryption at rest) are sent opened: subscribers see the record as it is.
    const body = await this.sealedValues.openPayloadText(target.payload);
    const headers = {
      'content-type': 'application/json',
      'webhook-id': target.event_id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(secrets, target.event_id, timestamp, body),
    };
    const outcome = await this.http.post(url, headers, body);
    const result: AttemptResult = outcome.succeeded ? 'succeeded' : last ? 'failed' : asksToSlowDown(outcome) ? 'retrySlower' : 'retry';
    // The wall clock, as the receiver's HTTP-date is; the wait asked is bounded by the schedule's longest (divided in tests).
    const longest = LONGEST_WAIT_MS / this.config.webhookRetryTimeDivisor;
    const asked = askedWaitMs(outcome.retryAfter, Date.now());
    const honoured = asked === null ? null : Math.round(Math.min(asked, longest));
    const retryInMs = result.startsWith('retry')
      ? waitHonouring(retryDelayMs(attemptsMade, this.config.webhookRetryTimeDivisor, Math.random, result === 'retrySlower'), honoured, longest)
      : undefined;
    await this.record(target, outcome, retryInMs === undefined ? result : 'pending', retryInMs, honoured);
    if (!outcome.succeeded) await this.disablingChecks.call(target.webhook_id);
    return { result, attemptsMade, retryInMs };
  }

  /** The webhook's signing secrets, opened for its row (stored sealed; a ciphertext of another row throws). */
  private async openedSecrets(target: AttemptTarget): Promise<{ secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null }> {
    const context = (field: string) => fieldContext(WEBHOOK_SEALED, field, target.company_id, target.webhook_id);
    const [secret, previousSecret] = await this.sealedValues.openAll([
      { stored: target.secret, context: context('secret') },
      { stored: target.previous_secret, context: context('previousSecret') },
    ]);
    return { secret: secret as string, previousSecret: previousSecret as string | null, previousSecretExpiresAt: target.previous_secret_expires_at };
  }

  /** The attempt's row and the delivery's new state, batched with the other attempts finishing now (one statement). */
  private async record(target: AttemptTarget, outcome: AttemptOutcome, status: string, retryInMs: number | undefined, retryAfterMs: number | null): Promise<void> {
    const id = newId('wha_');
    // Sealed for its row: a receiver may echo the opened values it was sent.
    const body = outcome.responseBody
      ? await this.sealedValues.seal(outcome.responseBody, fieldContext(WEBHOOK_ATTEMPT_SEALED, 'responseBody', target.company_id, id))
      : outcome.responseBody;
    await this.recorder.call([id, target.company_id, target.webhook_id, target.id, this.clock.now(), outcome.succeeded,
      outcome.statusCode, outcome.durationMs, body, outcome.errorKind, status, retryInMs ?? null, retryAfterMs]);
  }

  /**
   * D14's failure window, read from the attempts table since the webhook was last published or last succeeded. A
   * cheap check first (no lock): a failing endpoint's attempts do not queue on its row until a window could be 5 days old.
   */
  async applyDisablingRule(webhookId: string): Promise<boolean> {
    const now = this.clock.now();
    const [webhook] = await this.db.query(`SELECT active_since, test_url IS NULL AS tests_share_url FROM webhooks WHERE id = $1 AND status = 'published'`, [webhookId]);
    if (!webhook) return false;
    const [first] = await this.db.query(FIRST_FAILURE_SQL, [webhookId, webhook.active_since, webhook.tests_share_url]);
    if (!mayBeDisabled(first?.first ?? null, now)) return false;
    return writeTransaction(this.db, async (em) => {
      const [locked] = await em.query(
        `SELECT company_id, active_since, test_url IS NULL AS tests_share_url FROM webhooks WHERE id = $1 AND status = 'published' FOR UPDATE`,
        [webhookId],
      );
      if (!locked) return false;
      const params = [webhookId, locked.active_since, locked.tests_share_url];
      const [window] = await em.query(WINDOW_OPENED_SQL, params);
      const [{ failures }] = await em.query(FAILURE_COUNT_SQL, params);
      const verdict = disableVerdict(window?.opened ?? null, failures, now);
      if (!verdict) return false;
      await em.query(
        `UPDATE webhooks SET status = 'disabled', disabled_at = $2, disabled_reason = $3, updated_at = $2 WHERE company_id = $4 AND id = $1`,
        [webhookId, now, verdict.reason, locked.company_id],
      );
      return true;
    });
  }
}
