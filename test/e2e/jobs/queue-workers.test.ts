import { KEY_ROTATION_QUEUE } from '../../../src/core/crypto/rotation/key-rotation-queue';
import { QueueWorkers } from '../../../src/core/jobs/queue-workers';
import { HOUSEKEEPING_QUEUE } from '../../../src/core/jobs/queues';
import { DATA_EXPORTS_QUEUE } from '../../../src/modules/data-exports/export-queue';
import { SCIM_PUSH_QUEUE } from '../../../src/modules/provisioning-targets/push/scim-push-queue';
import { WEBHOOK_DELIVERY_QUEUE } from '../../../src/modules/webhooks/delivery/delivery-queue';
import { TokensService } from '../../../src/modules/tokens/tokens.service';
import { newCompany, TestCompany } from '../../support/factories';
import { queueRunner, QueueRunner } from '../../support/queue-runner';
import { createTestApp, TestApp } from '../../support/test-app';

/** BullMQ workers and schedules run in PROCESS_ROLE=all|worker, against the real Redis. */
describe('queue workers and scheduled jobs', () => {
  let t: TestApp;
  let c: TestCompany;
  let housekeeping: QueueRunner;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
    housekeeping = await queueRunner(t, HOUSEKEEPING_QUEUE);
  });
  afterAll(async () => {
    await housekeeping.close();
    await t.close();
  });

  it("runs one worker per queue of the application, each with its queue's options (data exports: two at a time, D11)", () => {
    const workers = new Map(t.app.get(QueueWorkers).all().map((worker) => [worker.name, worker.opts.concurrency]));
    expect([...workers.keys()].sort()).toEqual([DATA_EXPORTS_QUEUE, HOUSEKEEPING_QUEUE, KEY_ROTATION_QUEUE, SCIM_PUSH_QUEUE, WEBHOOK_DELIVERY_QUEUE].sort());
    expect(workers.get(DATA_EXPORTS_QUEUE)).toBe(2);
    expect(workers.get(KEY_ROTATION_QUEUE)).toBe(1);
  });

  it('registers the repeating housekeeping schedule', async () => {
    const schedulers = await housekeeping.queue.getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.pattern, s.tz])).toContainEqual(['tokens.prune', '17 3 * * *', 'UTC']);
  });

  it('a worker runs tokens.prune: tokens that stopped working 90+ days ago are deleted, others kept', async () => {
    const tokens = t.app.get(TokensService);
    const old = await tokens.create({ email: c.ownerEmail, scopes: ['public:read'] });
    const recent = await tokens.create({ email: c.ownerEmail, scopes: ['public:read'] });
    const live = await tokens.create({ email: c.ownerEmail, scopes: ['public:read'] });
    await t.db.query(`UPDATE api_tokens SET revoked_at = now() - interval '91 days' WHERE id = $1`, [old.id]);
    await t.db.query(`UPDATE api_tokens SET revoked_at = now() - interval '10 days' WHERE id = $1`, [recent.id]);
    const result = await housekeeping.run('tokens.prune');
    expect(result).toEqual({ deleted: 1 });
    const left = (await t.db.query('SELECT id FROM api_tokens WHERE id = ANY($1)', [[old.id, recent.id, live.id]])).map((r: any) => r.id);
    expect(left.sort()).toEqual([recent.id, live.id].sort());
  });
});
