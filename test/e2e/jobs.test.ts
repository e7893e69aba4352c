import { getQueueToken } from '@nestjs/bullmq';
import { Queue, QueueEvents } from 'bullmq';
import { HOUSEKEEPING_QUEUE, redisConnectionOptions } from '../../src/jobs/queues';
import { TokensService } from '../../src/modules/tokens/tokens.service';
import { newCompany, TestCompany } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

/** BullMQ workers and schedules run in PROCESS_ROLE=all|worker, against the real Redis. */
describe('queue workers and scheduled jobs', () => {
  let t: TestApp;
  let c: TestCompany;
  let queue: Queue;
  let events: QueueEvents;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
    queue = t.app.get(getQueueToken(HOUSEKEEPING_QUEUE));
    events = new QueueEvents(HOUSEKEEPING_QUEUE, { connection: redisConnectionOptions(t.config.redisUrl), prefix: `${t.config.redisPrefix}:bull` });
    await events.waitUntilReady();
  });
  afterAll(async () => {
    await events.close();
    await queue.obliterate({ force: true }).catch(() => undefined);
    await t.close();
  });

  it('registers the repeating housekeeping schedule', async () => {
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.pattern, s.tz])).toContainEqual(['tokens.prune', '17 3 * * *', 'UTC']);
  });

  it('a worker runs tokens.prune: tokens that stopped working 90+ days ago are deleted, others kept', async () => {
    const tokens = t.app.get(TokensService);
    const old = await tokens.create({ email: c.ownerEmail, scopes: ['public:read'] });
    const recent = await tokens.create({ email: c.ownerEmail, scopes: ['public:read'] });
    const live = await tokens.create({ email: c.ownerEmail, scopes: ['public:read'] });
    await t.db.query(`UPDATE api_tokens SET revoked_at = now() - interval '91 days' WHERE id = $1`, [old.id]);
    await t.db.query(`UPDATE api_tokens SET revoked_at = now() - interval '10 days' WHERE id = $1`, [recent.id]);
    const job = await queue.add('tokens.prune', {});
    const result = await job.waitUntilFinished(events, 20_000);
    expect(result).toEqual({ deleted: 1 });
    const left = (await t.db.query('SELECT id FROM api_tokens WHERE id = ANY($1)', [[old.id, recent.id, live.id]])).map((r: any) => r.id);
    expect(left.sort()).toEqual([recent.id, live.id].sort());
  });
});
