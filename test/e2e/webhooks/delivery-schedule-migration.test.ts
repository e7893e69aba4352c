import { DataSource } from 'typeorm';
import { migrationTestDatabase } from '../../support/migration-test-database';
import { MIGRATIONS } from '../../../migrations';
import { WebhookDeliverySchedule1763700000160 } from '../../../migrations/1763700000160-webhook-delivery-schedule';

/**
 * Deliveries pending when the delivery schedule's migration runs get their next attempt time: never attempted ones at
 * once, the others when the longest wait D14's schedule allows after their last attempt has ended (so the delayed
 * jobs already in Redis run first and the sweep takes only those Redis lost); settled ones none.
 */
describe('migration 1763700000160: next attempt times of existing deliveries', () => {
  const migration = migrationTestDatabase('schedule', WebhookDeliverySchedule1763700000160);
  let db: DataSource;

  // The migrations up to the schedule's (the data is made before it runs), then the schedule's.
  beforeAll(async () => {
    expect(migration.upTo).toBeGreaterThan(0);
    db = await migration.create();
  }, 120_000);
  afterAll(() => migration.drop(db));

  it('backfills pending deliveries from their last attempt and the schedule, and leaves settled ones without', async () => {
    await db.query(`INSERT INTO companies (id, name, created_at, updated_at) VALUES ('co_schedule', 'Schedule Co', now(), now())`);
    await db.query(
      `INSERT INTO webhooks (id, company_id, url, status, secret, created_at, updated_at) VALUES ('wh_schedule', 'co_schedule', 'https://hooks.example.com', 'published', 's', now(), now())`,
    );
    const delivery = (id: string, status: string, attempts: number) => db.query(
      `INSERT INTO webhook_deliveries (id, company_id, webhook_id, event_id, event_type, payload, status, attempt_count, enqueued_at, created_at, updated_at)
       VALUES ($1, 'co_schedule', 'wh_schedule', 'evt_schedule', 'location.created', '{}', $2, $3, '2026-01-01T10:00:00Z', '2026-01-01T10:00:00Z', '2026-01-01T10:00:00Z')`,
      [id, status, attempts],
    );
    const attempt = (id: string, deliveryId: string, at: string, errorKind: string, statusCode: number | null) => db.query(
      `INSERT INTO webhook_attempts (id, company_id, webhook_id, delivery_id, attempted_at, succeeded, status_code, duration_ms, error_kind)
       VALUES ($1, 'co_schedule', 'wh_schedule', $2, $3, false, $5, 1, $4)`,
      [id, deliveryId, at, errorKind, statusCode],
    );
    await delivery('whd_new', 'pending', 0);
    await delivery('whd_once', 'pending', 1);
    await attempt('wha_once', 'whd_once', '2026-01-01T10:00:01Z', 'badStatus', 500);
    await delivery('whd_thrice', 'pending', 3);
    await attempt('wha_thrice_1', 'whd_thrice', '2026-01-01T10:00:01Z', 'badStatus', 500);
    await attempt('wha_thrice_2', 'whd_thrice', '2026-01-01T10:00:06Z', 'badStatus', 500);
    await attempt('wha_thrice_3', 'whd_thrice', '2026-01-01T10:05:06Z', 'timeout', null);
    await delivery('whd_slowed', 'pending', 1);
    await attempt('wha_slowed', 'whd_slowed', '2026-01-01T10:00:01Z', 'badStatus', 429);
    await delivery('whd_done', 'succeeded', 1);
    await db.destroy();

    db = await migration.migrate(MIGRATIONS.slice(0, migration.upTo + 1));
    const rows: { id: string; next_attempt_at: Date | null }[] = await db.query(`SELECT id, next_attempt_at FROM webhook_deliveries ORDER BY id`);
    const at = Object.fromEntries(rows.map((r) => [r.id, r.next_attempt_at?.toISOString() ?? null]));
    expect(at).toEqual({
      whd_new: '2026-01-01T10:00:00.000Z', // never attempted: due at once
      whd_once: '2026-01-01T10:00:07.000Z', // 5 s + 20 %
      whd_thrice: '2026-01-01T11:17:06.000Z', // after a timeout: 30 min + 20 %, doubled
      whd_slowed: '2026-01-01T10:00:13.000Z', // after a 429: 5 s + 20 %, doubled
      whd_done: null,
    });
  });
});
