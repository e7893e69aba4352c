import { getQueueToken } from '@nestjs/bullmq';
import { Queue, QueueEvents } from 'bullmq';
import { buildJobId } from '../../../src/modules/data-exports/export-queue';
import { blockingBullConnection, bullPrefix } from '../../../src/core/redis/redis-connections';
import { DATA_EXPORTS_QUEUE } from '../../../src/modules/data-exports/export-queue';
import { newCompany, newLocation, newPerson, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

const BACKLOG = 8;

/**
 * D11: the worker takes a company's first export before another company's backlog (job priority from the pending
 * exports of the company and of the maker when it is queued), so one company's exports cannot delay another's.
 * Asserted on the order in which the worker starts the builds (what the priority decides); finishing times of
 * one-row builds depend on the machine's load.
 */
describe('data exports: the queue is fair across companies', () => {
  let t: TestApp;
  let a: TestCompany;
  let b: TestCompany;
  let queue: Queue;
  let events: QueueEvents;
  const started: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      mode: 'all',
      env: { DATA_EXPORT_SYNC_MAX_ROWS: '1', DATA_EXPORT_MAX_PENDING_PER_PERSON: String(BACKLOG), DATA_EXPORT_MAX_PENDING_PER_COMPANY: String(BACKLOG) },
    });
    a = await newCompany(t);
    b = await newCompany(t);
    for (const c of [a, b]) await newPerson(t, c.token, await newLocation(t, c.token), { lastName: 'Aardvark' });
    queue = t.app.get(getQueueToken(DATA_EXPORTS_QUEUE));
    events = new QueueEvents(DATA_EXPORTS_QUEUE, { connection: blockingBullConnection(t.config).connection, prefix: bullPrefix(t.config, DATA_EXPORTS_QUEUE) });
    events.on('active', ({ jobId }) => started.push(jobId));
    await events.waitUntilReady();
  });
  afterAll(async () => {
    await queue.resume();
    await events.close();
    await t.close();
  });

  /** Waits (generous bound: 30 s on a busy 2-core machine) until every export is built; the order their builds began. */
  async function startOrder(ids: string[]): Promise<string[]> {
    let rows: { id: string; status: string }[] = [];
    for (let i = 0; i < 300; i++) {
      rows = await t.db.query(`SELECT id, status FROM data_exports WHERE id = ANY($1)`, [ids]);
      if (rows.every((r) => r.status !== 'pending') && ids.every((id) => started.includes(buildJobId(id)))) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'ready'));
    return started.filter((jobId) => ids.some((id) => buildJobId(id) === jobId));
  }

  const startedBefore = (order: string[], ids: string[], id: string) =>
    ids.filter((other) => order.indexOf(buildJobId(other)) < order.indexOf(buildJobId(id)));

  it('builds company B\'s export before company A\'s backlog (queued up to A\'s limit before it)', async () => {
    // The worker is busy elsewhere (paused) while A queues its backlog and then B its one export.
    await queue.pause();
    const backlog: string[] = [];
    for (let i = 0; i < BACKLOG; i++) {
      const made = await t.api.post('/api/data-exports', a.token, { fields: ['lastName'] });
      expect(made.body.status).toBe('pending');
      backlog.push(made.body.id);
    }
    expect((await t.api.post('/api/data-exports', a.token, { fields: ['lastName'] })).status).toBe(429);
    const first = (await t.api.post('/api/data-exports', b.token, { fields: ['lastName'] })).body;
    expect(first.status).toBe('pending');
    await queue.resume();

    const order = await startOrder([...backlog, first.id]);

    // Priorities: A's exports 1, 3, 5, ... 15; B's 1 (queued after A's first). B's starts second; in arrival order, ninth.
    expect(startedBefore(order, backlog, first.id)).toEqual([backlog[0]]);
  });

  it('builds a colleague\'s first export before the rest of one person\'s backlog in the same company', async () => {
    const c = await newCompany(t);
    await newPerson(t, c.token, await newLocation(t, c.token), { lastName: 'Aardvark' });
    const busy = await newUser(t, c.companyId, 'admin');
    await queue.pause();
    const backlog: string[] = [];
    for (let i = 0; i < BACKLOG - 1; i++) backlog.push((await t.api.post('/api/data-exports', busy.token, { fields: ['lastName'] })).body.id);
    const colleague = (await t.api.post('/api/data-exports', c.token, { fields: ['lastName'] })).body;
    expect(colleague.status).toBe('pending');
    await queue.resume();
    const order = await startOrder([...backlog, colleague.id]);
    // Priorities: the busy person's exports 1, 3, 5, ... 13; the colleague's 8 (seven pending in the company, none of
    // their own). It starts fifth, after four of the seven; in arrival order, after all seven.
    expect(startedBefore(order, backlog, colleague.id)).toEqual(backlog.slice(0, 4));
  });
});
