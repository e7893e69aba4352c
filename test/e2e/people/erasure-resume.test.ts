import { personErasures } from '../../../src/core/erasure/person-erasures';
import { HOUSEKEEPING_QUEUE } from '../../../src/core/jobs/queues';
import { ErasureJobs, ErasureSteps } from '../../../src/modules/person-erasure';
import { newCompany, newLocation, newPerson, TestCompany, utcDay } from '../../support/factories';
import { appQueue } from '../../support/app-queue';
import { queueRunner, QueueRunner } from '../../support/queue-runner';
import { createHttpApp } from '../../../src/bootstrap/create-app';
import { createLogger } from '../../../src/core/logging/logger';
import { waitFor } from '../../support/processes';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Erasure is resumable (docs/security.md, "Erasure"): every step can run again, or twice at once, without deleting or
 * counting twice; an erasure a crash left pending is finished by the sweep (at worker start and every five minutes).
 */
describe('people: erasure finishes after a crash', () => {
  let t: TestApp;
  let c: TestCompany;
  let location: string;
  let housekeeping: QueueRunner;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
    location = await newLocation(t, c.token);
    housekeeping = await queueRunner(t, HOUSEKEEPING_QUEUE);
  });
  afterAll(async () => {
    await housekeeping.close();
    await t.close();
  });

  const steps = () => t.app.get(ErasureSteps);
  const requested = async (personId: string) =>
    personErasures.request(t.db.manager, { companyId: c.companyId, personId, requestedBy: c.ownerId, actorType: 'person', reason: null, forced: false });
  const row = (personId: string) => personErasures.find(t.db.manager, c.companyId, personId);
  const erasedEvents = (personId: string) => t.db.query(`SELECT payload FROM events WHERE type = 'person.erased' AND record_id = $1`, [personId]);
  const leaverWithRecords = async () => {
    const person = await newPerson(t, c.token, location, { employmentEndDate: utcDay(-3) });
    await t.api.post('/api/emergency-contacts', c.token, { personId: person.id, name: 'Someone' });
    return person;
  };

  it('is scheduled as a sweep every five minutes, also run when a worker starts', async () => {
    const schedulers = await housekeeping.queue.getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.pattern])).toContainEqual(['people.erasures.sweep', '*/5 * * * *']);
  });

  it('a records step run again deletes and counts nothing more; the sweep then finishes the erasure', async () => {
    const person = await leaverWithRecords();
    await requested(person.id);
    // The crash: the records step committed, nothing after it ran.
    const erasedAt = await steps().eraseRecords(c.companyId, person.id);
    expect(await steps().eraseRecords(c.companyId, person.id)).toEqual(erasedAt);
    const midway = await row(person.id);
    expect(midway).toEqual(expect.objectContaining({ status: 'pending', erasedAt, finishedAt: null }));
    expect(midway!.counts.records).toEqual({ person: 1, jobRole: 1, emergencyContact: 1 });
    expect(midway!.counts.events).toBe(0);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM events WHERE record_id = $1 AND payload #> '{data,object,erased}' IS NULL`, [person.id]);
    expect(n).toBeGreaterThan(0);

    const swept = await housekeeping.run('people.erasures.sweep');
    expect(swept.finished).toBeGreaterThanOrEqual(1);
    const done = await row(person.id);
    expect(done).toEqual(expect.objectContaining({ status: 'done', erasedAt, finishedAt: expect.any(Date) }));
    // person.created, jobRole.created, emergencyContact.created
    expect(done!.counts).toEqual({ records: { person: 1, jobRole: 1, emergencyContact: 1 }, files: 0, events: 3, webhookDeliveries: 0, idempotentResponses: 0 });
    const [{ left }] = await t.db.query(
      `SELECT count(*)::int AS left FROM events WHERE company_id = $1 AND type <> 'person.erased' AND (record_id = $2 OR payload #>> '{data,object,personId}' = $2) AND payload #> '{data,object,erased}' IS NULL`,
      [c.companyId, person.id],
    );
    expect(left).toBe(0);
    expect(await erasedEvents(person.id)).toEqual([{ payload: expect.objectContaining({ data: { object: { id: person.id, erasedAt: erasedAt.toISOString() } } }) }]);
  });

  it('a worker that starts finishes an erasure left pending (the crash and the restart)', async () => {
    const person = await leaverWithRecords();
    await requested(person.id);
    await steps().eraseRecords(c.companyId, person.id);
    // Another worker process starting on the same database and Redis.
    const restarted = await createHttpApp(t.config, createLogger('silent'), { mode: 'all' });
    try {
      await waitFor(async () => (await row(person.id))?.status === 'done', 20_000, 'the erasure finished by the restarted worker');
    } finally {
      await restarted.close();
    }
    expect(await erasedEvents(person.id)).toHaveLength(1);
  });

  it('the whole erasure run twice at once deletes, counts and announces once', async () => {
    const person = await leaverWithRecords();
    await requested(person.id);
    const [a, b] = await Promise.all([steps().run(c.companyId, person.id), steps().run(c.companyId, person.id)]);
    expect(a!.status).toBe('done');
    expect(b!.status).toBe('done');
    const done = await row(person.id);
    expect(done!.counts).toEqual({ records: { person: 1, jobRole: 1, emergencyContact: 1 }, files: 0, events: 3, webhookDeliveries: 0, idempotentResponses: 0 });
    expect(await erasedEvents(person.id)).toHaveLength(1);
    expect(await steps().run(c.companyId, person.id)).toEqual(done);
  });

  it('a person already gone when the job runs is marked erased with nothing to count', async () => {
    const person = await leaverWithRecords();
    await requested(person.id);
    await t.db.query(`DELETE FROM people WHERE id = $1`, [person.id]);
    const done = await steps().run(c.companyId, person.id);
    expect(done).toEqual(expect.objectContaining({ status: 'done', counts: expect.objectContaining({ records: {}, files: 0 }) }));
  });
});

/** Without a worker to take the job in ERASURE_WAIT_MS, the request answers 202 with the pending erasure. */
describe('people: an erasure the workers have not finished in time', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'api', env: { ERASURE_WAIT_MS: '200' } });
    c = await newCompany(t);
  });
  afterAll(async () => {
    await appQueue(t, HOUSEKEEPING_QUEUE).obliterate({ force: true });
    await t.close();
  });

  it('answers 202 and the pending erasure; asked again once the sweep finished it, 200 with the counts', async () => {
    const person = await newPerson(t, c.token, await newLocation(t, c.token), { employmentEndDate: utcDay(-1) });
    const first = await t.api.post(`/api/people/${person.id}/erase`, c.token, {});
    expect(first.status).toBe(202);
    expect(first.body).toEqual(expect.objectContaining({ personId: person.id, status: 'pending', counts: {}, erasedAt: null, finishedAt: null }));
    expect((await t.api.post(`/api/people/${person.id}/erase`, c.token, {})).status).toBe(202);

    // What a worker's sweep does (this process runs none).
    await t.app.get(ErasureJobs).sweep();
    const second = await t.api.post(`/api/people/${person.id}/erase`, c.token, {});
    expect(second.status).toBe(200);
    expect(second.body).toEqual(expect.objectContaining({ status: 'done', counts: expect.objectContaining({ records: { person: 1, jobRole: 1 } }) }));
    expect((await t.api.get(`/api/people/${person.id}`, c.token)).status).toBe(404);
  });
});
