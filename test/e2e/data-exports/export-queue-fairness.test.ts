import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DATA_EXPORTS_QUEUE } from '../../../src/jobs/queues';
import { newCompany, newLocation, newPerson, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

const BACKLOG = 8;

/**
 * D11: the worker takes a company's first export before another company's backlog (job priority from the pending
 * exports of the company and of the maker when it is queued), so one company's exports cannot delay another's.
 */
describe('data exports: the queue is fair across companies', () => {
  let t: TestApp;
  let a: TestCompany;
  let b: TestCompany;
  let queue: Queue;

  beforeAll(async () => {
    t = await createTestApp({
      mode: 'all',
      env: { DATA_EXPORT_SYNC_MAX_ROWS: '1', DATA_EXPORT_MAX_PENDING_PER_PERSON: String(BACKLOG), DATA_EXPORT_MAX_PENDING_PER_COMPANY: String(BACKLOG) },
    });
    a = await newCompany(t);
    b = await newCompany(t);
    for (const c of [a, b]) await newPerson(t, c.token, await newLocation(t, c.token), { lastName: 'Aardvark' });
    queue = t.app.get(getQueueToken(DATA_EXPORTS_QUEUE));
  });
  afterAll(async () => {
    await queue.resume();
    await t.close();
  });

  /** Waits (generous bound: 30 s on a busy 2-core machine) until every export is built; when each finished. */
  async function finished(ids: string[]): Promise<Map<string, number>> {
    let rows: { id: string; status: string; updated_at: Date }[] = [];
    for (let i = 0; i < 300; i++) {
      rows = await t.db.query(`SELECT id, status, updated_at FROM data_exports WHERE id = ANY($1)`, [ids]);
      if (rows.every((r) => r.status !== 'pending')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'ready'));
    return new Map(rows.map((r) => [r.id, r.updated_at.getTime()]));
  }

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

    const doneAt = await finished([...backlog, first.id]);

    // Order of completion: the worker builds two at a time, so B's export starts with the first pair and at most
    // a couple of A's exports (the one it started with, and one more while B's runs) finish before it. In arrival
    // order it would finish last, after all eight.
    const aheadOfB = backlog.filter((id) => doneAt.get(id)! < doneAt.get(first.id)!);
    expect(aheadOfB.length).toBeLessThanOrEqual(3);
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
    const doneAt = await finished([...backlog, colleague.id]);
    // Priorities: the busy person's exports 1, 3, 5, ... 13; the colleague's 8 (seven pending in the company, none of
    // their own). It starts fifth at the latest, so at most five of the seven finish first; in arrival order, all seven.
    const ahead = backlog.filter((id) => doneAt.get(id)! < doneAt.get(colleague.id)!);
    expect(ahead.length).toBeLessThanOrEqual(5);
  });
});
