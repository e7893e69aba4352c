import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { Clock } from '../../../src/core/clock';
import { DATA_EXPORTS_QUEUE } from '../../../src/modules/data-exports/export-queue';
import { HOUSEKEEPING_QUEUE } from '../../../src/core/jobs/queues';
import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { queueRunner, QueueRunner } from '../../support/queue-runner';
import { createTestApp, TestApp } from '../../support/test-app';
import { csvRows } from './exports-support';

const MINUTE = 60_000;

/**
 * D11: PostgreSQL holds every queued export's truth; the housekeeping job `dataExports.requeue` queues again the
 * pending exports whose build job Redis lost, under the export's own job id (never two builds).
 */
describe('data exports: pending exports are re-queued when their job is lost', () => {
  let t: TestApp;
  let c: TestCompany;
  let housekeeping: QueueRunner;
  let exportsQueue: Queue;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all', env: { DATA_EXPORT_SYNC_MAX_ROWS: '1' } });
    c = await newCompany(t);
    await newPerson(t, c.token, await newLocation(t, c.token), { lastName: 'Aardvark' });
    housekeeping = await queueRunner(t, HOUSEKEEPING_QUEUE);
    exportsQueue = t.app.get(getQueueToken(DATA_EXPORTS_QUEUE));
  });
  afterAll(async () => {
    await housekeeping.close();
    await t.close();
  });
  afterEach(async () => {
    t.app.get(Clock).reset();
    await exportsQueue.resume();
  });

  const statusOf = async (id: string) => (await t.db.query('SELECT status FROM data_exports WHERE id = $1', [id]))[0].status;
  async function until(id: string, status: string) {
    for (let i = 0; i < 100; i++) {
      if ((await statusOf(id)) === status) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`export ${id} never became ${status}`);
  }

  /** An export queued while the worker takes nothing; then Redis loses the queue (this test's prefix only). */
  async function lostExport(): Promise<string> {
    await exportsQueue.pause();
    const made = await t.api.post('/api/data-exports', c.token, { fields: ['lastName'] });
    expect(made.body.status).toBe('pending');
    await exportsQueue.obliterate({ force: true });
    await exportsQueue.resume();
    return made.body.id;
  }

  it('queues a pending export again once its job is gone from Redis, and the worker builds it', async () => {
    const id = await lostExport();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await statusOf(id)).toBe('pending');

    // A minute later (the create's own add has had its time), the sweep finds it.
    t.app.get(Clock).advance(2 * MINUTE);
    expect(await housekeeping.run('dataExports.requeue')).toEqual({ requeued: 1, failed: 0 });
    await until(id, 'ready');
    const made = (await t.api.get(`/api/data-exports/${id}`, c.token)).body;
    expect(csvRows((await t.app.inject({ method: 'GET', url: made.url })).body)).toEqual([['lastName'], ['Aardvark'], ['Owner']]);
    expect(await housekeeping.run('dataExports.requeue')).toEqual({ requeued: 0, failed: 0 });
  });

  it('adds one job per export however often the sweep runs (the export id is the job id)', async () => {
    const id = await lostExport();
    await exportsQueue.pause();
    t.app.get(Clock).advance(2 * MINUTE);
    expect(await housekeeping.run('dataExports.requeue')).toEqual({ requeued: 1, failed: 0 });
    expect(await housekeeping.run('dataExports.requeue')).toEqual({ requeued: 0, failed: 0 });
    const waiting = await exportsQueue.getJobs(['waiting', 'prioritized']);
    expect(waiting.filter((job) => job.data.exportId === id)).toHaveLength(1);
    await exportsQueue.resume();
    await until(id, 'ready');
  });

  it('leaves a just-created export to its create (no sweep within a minute)', async () => {
    const id = await lostExport();
    expect(await housekeeping.run('dataExports.requeue')).toEqual({ requeued: 0, failed: 0 });
    expect(await statusOf(id)).toBe('pending');
    await t.db.query('DELETE FROM data_exports WHERE id = $1', [id]);
  });
});
