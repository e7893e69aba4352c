import { Clock } from '../../../src/core/clock';
import { JobRegistry } from '../../../src/core/jobs/job-registry';
import { DeliveryAttemptService } from '../../../src/modules/webhooks/delivery/delivery-attempt.service';
import { WINDOW_OPENED_SQL } from '../../../src/modules/webhooks/delivery/failure-window';
import { MAX_ATTEMPTS, RETRY_SCHEDULE_MS, retryDelayMs } from '../../../src/modules/webhooks/delivery/retry-schedule';
import { WebhookDisablingSweep } from '../../../src/modules/webhooks/delivery/webhook-disabling-sweep';
import { WebhookRetention } from '../../../src/modules/webhooks/delivery/webhook-retention.service';
import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { deliveriesOf, publishedWebhook } from '../../support/webhooks';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('D14 retry schedule (values)', () => {
  it('is 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: eight attempts in all', () => {
    expect(RETRY_SCHEDULE_MS).toEqual([5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR]);
    expect(MAX_ATTEMPTS).toBe(8);
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n, 1, () => 0.5))).toEqual([...RETRY_SCHEDULE_MS]);
  });

  it('adds about 20 % jitter either way, and the test divisor only shrinks it', () => {
    expect(retryDelayMs(1, 1, () => 0)).toBe(4 * SECOND);
    expect(retryDelayMs(1, 1, () => 1)).toBe(6 * SECOND);
    expect(retryDelayMs(7, 1, () => 0)).toBe(8 * HOUR);
    expect(retryDelayMs(7, 1, () => 1)).toBe(12 * HOUR);
    for (let i = 0; i < 200; i++) {
      const delay = retryDelayMs(2, 1);
      expect(delay).toBeGreaterThanOrEqual(4 * MINUTE);
      expect(delay).toBeLessThanOrEqual(6 * MINUTE);
    }
    expect(retryDelayMs(1, 1000, () => 0.5)).toBe(5);
  });

  it('waits twice as long after a timeout or a 429', () => {
    expect(retryDelayMs(2, 1, () => 0.5, true)).toBe(10 * MINUTE);
  });
});

/** The rule end to end: attempts driven directly against a receiver answering 500, time moved with the injected Clock. */
describe('webhook disabling and retention (injected clock)', () => {
  let t: TestApp;
  let c: TestCompany;
  let clock: Clock;
  let attempts: DeliveryAttemptService;
  const receiver = new WebhookReceiver();

  beforeAll(async () => {
    // No workers: the test drives each attempt itself.
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETENTION_DAYS: '7' } });
    c = await newCompany(t);
    clock = t.app.get(Clock);
    attempts = t.app.get(DeliveryAttemptService);
    await receiver.start();
    receiver.respond = (_d, res) => res.writeHead(500).end('down');
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  afterEach(() => clock.reset());

  const newDelivery = async (webhookId: string): Promise<string> => (await t.api.post(`/api/webhooks/${webhookId}/test`, c.token)).body.id;
  const statusOf = async (id: string) => (await t.api.get(`/api/webhooks/${id}`, c.token)).body;

  /** A draft webhook with one delivery to its URL and attempts at these offsets from t0 (failures, then successes). */
  const t0 = new Date('2026-01-01T00:00:00Z').getTime();
  async function webhookWithAttempts(failures: number[], successes: number[] = []): Promise<string> {
    const hook = (await t.api.post('/api/webhooks', c.token, { url: receiver.url })).body;
    const delivery = `whd_window_${hook.id}`;
    await t.db.query(
      `INSERT INTO webhook_deliveries (id, company_id, webhook_id, event_id, event_type, payload, target, status, attempt_count, created_at, updated_at)
       VALUES ($1, $2, $3, 'evt_window', 'location.created', '{}', 'url', 'failed', 0, now(), now())`,
      [delivery, c.companyId, hook.id],
    );
    const at = [...failures, ...successes].map((ms) => new Date(t0 + ms));
    const ok = [...failures.map(() => false), ...successes.map(() => true)];
    await t.db.query(
      `INSERT INTO webhook_attempts (id, company_id, webhook_id, delivery_id, attempted_at, succeeded, duration_ms)
       SELECT 'wha_window_' || $3 || '_' || n, $1, $3, $2, at, ok, 1 FROM unnest($4::timestamptz[], $5::boolean[]) WITH ORDINALITY AS u(at, ok, n)`,
      [c.companyId, delivery, hook.id, at, ok],
    );
    // As autovacuum would after rows arrive over hours: planned on an empty table's statistics, the window's probes
    // turn into a scan of every attempt per failure.
    await t.db.query('ANALYZE webhook_attempts');
    return hook.id;
  }
  const windowOpened = async (hookId: string): Promise<number | null> => {
    const [row] = await t.db.query(WINDOW_OPENED_SQL, [hookId, null, true]);
    return row ? row.opened.getTime() - t0 : null;
  };

  it('opens the failure window at the failure that spans 12 hours or more within 24 hours', async () => {
    expect(await windowOpened(await webhookWithAttempts([0, 11 * HOUR]))).toBeNull();
    expect(await windowOpened(await webhookWithAttempts([0]))).toBeNull();
    expect(await windowOpened(await webhookWithAttempts([0, 6 * HOUR, 12 * HOUR]))).toBe(12 * HOUR);
    // 25 hours apart is not "within 24 hours"; the later pair opens it.
    expect(await windowOpened(await webhookWithAttempts([0, 25 * HOUR, 37 * HOUR]))).toBe(37 * HOUR);
    expect(await windowOpened(await webhookWithAttempts([0, 25 * HOUR]))).toBeNull();
    // Only failures after the last success count.
    expect(await windowOpened(await webhookWithAttempts([0, 13 * HOUR, 14 * HOUR], [HOUR]))).toBeNull();
  });

  it('finds the window of a busy endpoint: 12,000 failures, one every 4 seconds for 13 hours', async () => {
    const failures = Array.from({ length: 12_000 }, (_, i) => i * 4 * SECOND);
    expect(await windowOpened(await webhookWithAttempts(failures))).toBe(12 * HOUR);
  });

  it('disables a busy failing endpoint 5 days after its window opened', async () => {
    const hook = await webhookWithAttempts(Array.from({ length: 12_000 }, (_, i) => i * 4 * SECOND));
    await t.db.query(`UPDATE webhooks SET status = 'published', active_since = $2 WHERE id = $1`, [hook, new Date(t0)]);
    clock.freezeAt(new Date(t0 + 12 * HOUR + 5 * DAY - MINUTE));
    expect(await attempts.applyDisablingRule(hook)).toBe(false);
    clock.freezeAt(new Date(t0 + 12 * HOUR + 5 * DAY));
    expect(await attempts.applyDisablingRule(hook)).toBe(true);
    expect(await statusOf(hook)).toEqual(expect.objectContaining({
      status: 'disabled', disabledReason: expect.stringMatching(/^Every delivery failed for 5 days .* \(12000 failed attempts since the last success\)\.$/),
    }));
  });

  it('the hourly sweep looks at the endpoint: a successful test event to a separate testUrl does not hide its failures', async () => {
    const hook = await webhookWithAttempts([0, 13 * HOUR]);
    await t.db.query(`UPDATE webhooks SET status = 'published', active_since = $2, test_url = $3 WHERE id = $1`, [hook, new Date(t0), `${receiver.url}/test`]);
    await t.db.query(
      `INSERT INTO webhook_deliveries (id, company_id, webhook_id, event_id, event_type, payload, target, status, attempt_count, created_at, updated_at)
       VALUES ($1, $2, $3, 'evt_test', 'webhook.test', '{}', 'testUrl', 'succeeded', 1, now(), now())`,
      [`whd_test_${hook}`, c.companyId, hook],
    );
    await t.db.query(
      `INSERT INTO webhook_attempts (id, company_id, webhook_id, delivery_id, attempted_at, succeeded, duration_ms) VALUES ($1, $2, $3, $4, $5, true, 1)`,
      [`wha_test_${hook}`, c.companyId, hook, `whd_test_${hook}`, new Date(t0 + DAY)],
    );
    clock.freezeAt(new Date(t0 + 13 * HOUR + 5 * DAY));
    await t.app.get(WebhookDisablingSweep).sweep();
    expect((await statusOf(hook)).status).toBe('disabled');
  });

  it('follows the schedule to a failed delivery, opens the window, disables after 5 days and re-enables on publishing', async () => {
    clock.freezeAt(new Date('2026-03-01T00:00:00Z'));
    const hook = await publishedWebhook(t, c.token, { url: receiver.url });
    const delivery = await newDelivery(hook.id);
    for (const [index, wait] of [0, ...RETRY_SCHEDULE_MS].entries()) {
      clock.advance(wait);
      const final = index === MAX_ATTEMPTS - 1;
      expect(await attempts.attempt(delivery, final)).toBe(final ? 'failed' : 'retry');
    }
    const [log] = await deliveriesOf(t, c.token, hook.id);
    expect(log).toEqual(expect.objectContaining({ status: 'failed', attemptCount: 8 }));
    expect(log.attempts.every((a: any) => a.errorKind === 'badStatus' && a.statusCode === 500 && a.responseBody === 'down')).toBe(true);
    // The window opened at the 7th attempt (17 h 35 min): 27 h 35 min in, still published.
    expect((await statusOf(hook.id)).status).toBe('published');

    const windowOpened = 5 * SECOND + 5 * MINUTE + 30 * MINUTE + 2 * HOUR + 5 * HOUR + 10 * HOUR;
    const elapsed = windowOpened + 10 * HOUR;
    clock.advance(5 * DAY - (elapsed - windowOpened) - MINUTE);
    expect(await attempts.attempt(await newDelivery(hook.id), false)).toBe('retry');
    expect((await statusOf(hook.id)).status).toBe('published');
    clock.advance(2 * MINUTE);
    expect(await attempts.attempt(await newDelivery(hook.id), false)).toBe('retry');
    const disabled = await statusOf(hook.id);
    expect(disabled).toEqual(expect.objectContaining({ status: 'disabled', disabledAt: clock.now().toISOString(), disabledReason: expect.stringMatching(/5 days/) }));

    // Disabled: event deliveries are not attempted.
    const received = receiver.received.length;
    const [{ id: eventDelivery }] = await t.db.query(
      `INSERT INTO webhook_deliveries (id, company_id, webhook_id, event_id, event_type, payload, target, status, attempt_count, created_at, updated_at)
       VALUES ('whd_rule_test', $1, $2, 'evt_rule', 'location.created', '{}', 'url', 'pending', 0, now(), now()) RETURNING id`,
      [c.companyId, hook.id],
    );
    expect(await attempts.attempt(eventDelivery, false)).toBe('failed');
    expect(receiver.received.length).toBe(received);

    // Publishing again restarts the clock: the old failures no longer count.
    expect((await t.api.patch(`/api/webhooks/${hook.id}`, c.token, { status: 'published' })).body.status).toBe('published');
    clock.advance(HOUR);
    expect(await attempts.attempt(await newDelivery(hook.id), false)).toBe('retry');
    expect((await statusOf(hook.id)).status).toBe('published');
    await t.api.patch(`/api/webhooks/${hook.id}`, c.token, { status: 'draft' });
  });

  it('asks for a slower retry after a 429', async () => {
    receiver.respond = (_d, res) => res.writeHead(429).end('slow down');
    const hook = (await t.api.post('/api/webhooks', c.token, { url: receiver.url })).body;
    expect(await attempts.attempt(await newDelivery(hook.id), false)).toBe('retrySlower');
    receiver.respond = (_d, res) => res.writeHead(500).end('down');
    expect(await attempts.attempt(await newDelivery(hook.id), false)).toBe('retry');
  });

  it('any success closes the window', async () => {
    clock.freezeAt(new Date('2026-04-01T00:00:00Z'));
    const hook = await publishedWebhook(t, c.token, { url: receiver.url });
    await attempts.attempt(await newDelivery(hook.id), false);
    clock.advance(13 * HOUR);
    await attempts.attempt(await newDelivery(hook.id), false);
    receiver.respond = (_d, res) => res.writeHead(200).end();
    clock.advance(HOUR);
    expect(await attempts.attempt(await newDelivery(hook.id), false)).toBe('succeeded');
    receiver.respond = (_d, res) => res.writeHead(500).end('down');
    clock.advance(5 * DAY);
    expect(await attempts.attempt(await newDelivery(hook.id), false)).toBe('retry');
    expect((await statusOf(hook.id)).status).toBe('published');
    await t.api.patch(`/api/webhooks/${hook.id}`, c.token, { status: 'draft' });
  });

  it('disables a failing webhook that gets no more attempts, by the hourly sweep, 5 days after its window opened', async () => {
    expect(t.app.get(JobRegistry).schedules()).toContainEqual({ queue: expect.any(String), name: 'webhooks.disabling', pattern: '7 * * * *' });
    const sweep = t.app.get(WebhookDisablingSweep);
    clock.freezeAt(new Date('2026-05-01T00:00:00Z'));
    const hook = await publishedWebhook(t, c.token, { url: receiver.url });
    await attempts.attempt(await newDelivery(hook.id), false);
    clock.advance(13 * HOUR);
    await attempts.attempt(await newDelivery(hook.id), false); // the window opens here; nothing is attempted after it
    clock.advance(5 * DAY - MINUTE);
    await sweep.sweep();
    expect((await statusOf(hook.id)).status).toBe('published');
    clock.advance(2 * MINUTE);
    expect((await sweep.sweep()).disabled).toBeGreaterThanOrEqual(1);
    expect(await statusOf(hook.id)).toEqual(expect.objectContaining({ status: 'disabled', disabledReason: expect.stringMatching(/5 days/) }));

    // A webhook whose latest attempt succeeded is left alone, however old its failures.
    const healthy = await publishedWebhook(t, c.token, { url: receiver.url });
    await attempts.attempt(await newDelivery(healthy.id), false);
    clock.advance(13 * HOUR);
    await attempts.attempt(await newDelivery(healthy.id), false);
    receiver.respond = (_d, res) => res.writeHead(200).end();
    expect(await attempts.attempt(await newDelivery(healthy.id), false)).toBe('succeeded');
    receiver.respond = (_d, res) => res.writeHead(500).end('down');
    clock.advance(6 * DAY);
    await sweep.sweep();
    expect((await statusOf(healthy.id)).status).toBe('published');
    await t.api.patch(`/api/webhooks/${healthy.id}`, c.token, { status: 'draft' });
  });

  it('test events sent to a separate testUrl neither open nor close the endpoint\'s failure window', async () => {
    clock.freezeAt(new Date('2026-06-01T00:00:00Z'));
    // The endpoint itself is never tried here: only test events go out, to the (failing) test URL.
    const hook = await publishedWebhook(t, c.token, { url: 'http://127.0.0.1:9/unused', testUrl: receiver.url });
    await attempts.attempt(await newDelivery(hook.id), false);
    clock.advance(13 * HOUR);
    await attempts.attempt(await newDelivery(hook.id), false);
    clock.advance(6 * DAY);
    expect(await attempts.attempt(await newDelivery(hook.id), false)).toBe('retry');
    await t.app.get(WebhookDisablingSweep).sweep();
    expect((await statusOf(hook.id)).status).toBe('published');
    await t.api.patch(`/api/webhooks/${hook.id}`, c.token, { status: 'draft' });
  });

  it('records an answer holding a NUL byte (PostgreSQL text cannot) instead of failing the attempt\'s batch', async () => {
    receiver.respond = (_d, res) => res.writeHead(500).end('bad\u0000body');
    try {
      const hook = (await t.api.post('/api/webhooks', c.token, { url: receiver.url })).body;
      expect(await attempts.attempt(await newDelivery(hook.id), false)).toBe('retry');
      const [log] = await deliveriesOf(t, c.token, hook.id);
      expect(log.attempts).toEqual([expect.objectContaining({ statusCode: 500, responseBody: 'bad\uFFFDbody', errorKind: 'badStatus' })]);
    } finally {
      receiver.respond = (_d, res) => res.writeHead(500).end('down');
    }
  });

  it('deletes attempts and settled deliveries older than WEBHOOK_RETENTION_DAYS, on a daily schedule; events are left to EVENTS_RETENTION_DAYS', async () => {
    expect(t.app.get(JobRegistry).schedules()).toContainEqual(expect.objectContaining({ name: 'webhooks.retention' }));
    const hook = (await t.api.post('/api/webhooks', c.token, { url: receiver.url })).body;
    await attempts.attempt(await newDelivery(hook.id), true);
    await t.api.patch(`/api/companies/${c.companyId}`, c.token, { name: 'Relayed Co' });
    await t.db.query(`UPDATE events SET dispatched_at = now() WHERE company_id = $1 AND type = 'company.updated'`, [c.companyId]);
    await t.api.patch(`/api/companies/${c.companyId}`, c.token, { name: 'Waiting Co' });
    const count = async (sql: string) => (await t.db.query(sql, [c.companyId]))[0].n;
    const attemptsSql = `SELECT count(*)::int AS n FROM webhook_attempts WHERE company_id = $1`;
    const relayedSql = `SELECT count(*)::int AS n FROM events WHERE company_id = $1 AND dispatched_at IS NOT NULL`;
    const waitingSql = `SELECT count(*)::int AS n FROM events WHERE company_id = $1 AND dispatched_at IS NULL`;
    const retention = t.app.get(WebhookRetention);

    clock.advance(6 * DAY);
    await retention.purge();
    expect(await count(attemptsSql)).toBeGreaterThan(0);
    expect(await count(relayedSql)).toBeGreaterThan(0);
    clock.advance(2 * DAY);
    const purged = await retention.purge();
    expect(purged.attempts).toBeGreaterThan(0);
    expect(await count(attemptsSql)).toBe(0);
    // The change feed keeps events longer than the delivery log (their own job, events.retention).
    expect(await count(relayedSql)).toBeGreaterThan(0);
    expect(await count(waitingSql)).toBeGreaterThan(0);
  });
});
