import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../../migrations';
import { WebhookResponseBodiesSealed1763700000260 } from '../../../migrations/1763700000260-webhook-response-bodies-sealed';
import { dataSourceOptions } from '../../../src/core/database/data-source-options';
import { ensureDatabase } from '../../../src/core/database/database-setup';
import { ENCRYPT_EXISTING_TASK } from '../../../src/core/crypto/rotation/encrypt-after-upgrade.job';
import { dropTestDatabase } from '../../support/test-app';
import { databaseUrl, runDatabasePrefix } from '../../support/test-env';

/**
 * Response bodies kept before they were sealed are plain: the upgrade makes the encryption of existing values pending
 * again when there are any, so the scheduled after-upgrade job seals them (docs/security.md, "What is encrypted").
 */
describe('migration 1763700000260: plain response bodies left from before are sealed by the after-upgrade job', () => {
  const name = `${runDatabasePrefix()}bodies_${randomBytes(4).toString('hex')}`;
  let db: DataSource;
  const upTo = MIGRATIONS.indexOf(WebhookResponseBodiesSealed1763700000260);
  const taskPending = async () => (await db.query(`SELECT count(*)::int AS n FROM maintenance_tasks WHERE name = $1`, [ENCRYPT_EXISTING_TASK]))[0].n === 0;
  const runMigration = async () => {
    const runner = db.createQueryRunner();
    try {
      await new WebhookResponseBodiesSealed1763700000260().up(runner);
    } finally {
      await runner.release();
    }
  };
  const attempt = (id: string, body: string | null) => db.query(
    `INSERT INTO webhook_attempts (id, company_id, webhook_id, delivery_id, attempted_at, succeeded, status_code, duration_ms, response_body)
     VALUES ($1, 'co_bodies', 'wh_bodies', 'whd_bodies', now(), true, 200, 1, $2)`,
    [id, body],
  );

  beforeAll(async () => {
    expect(upTo).toBeGreaterThan(0);
    await ensureDatabase(databaseUrl(name));
    db = await new DataSource({ ...dataSourceOptions(databaseUrl(name), 1), entities: [], migrations: MIGRATIONS.slice(0, upTo) }).initialize();
    await db.runMigrations({ transaction: 'each' });
    await db.query(`INSERT INTO companies (id, name, created_at, updated_at) VALUES ('co_bodies', 'Bodies Co', now(), now())`);
    await db.query(
      `INSERT INTO webhooks (id, company_id, url, status, secret, created_at, updated_at) VALUES ('wh_bodies', 'co_bodies', 'https://hooks.example.com', 'published', 's', now(), now())`,
    );
    await db.query(
      `INSERT INTO webhook_deliveries (id, company_id, webhook_id, event_id, event_type, payload, status, created_at, updated_at)
       VALUES ('whd_bodies', 'co_bodies', 'wh_bodies', 'evt_bodies', 'person.created', '{}', 'succeeded', now(), now())`,
    );
  }, 120_000);
  afterAll(async () => {
    await db?.destroy();
    await dropTestDatabase(name);
  });

  it('leaves the task done when no attempt kept a body, and makes it pending again when one kept a plain body', async () => {
    expect(await taskPending()).toBe(false);
    await attempt('wha_none', null);
    await attempt('wha_empty', '');
    await runMigration();
    expect(await taskPending()).toBe(false);

    await attempt('wha_plain', '{"received":{"taxId":"PL123456H"}}');
    await runMigration();
    expect(await taskPending()).toBe(true);
  });
});
