import { HOUSEKEEPING_QUEUE } from '../../../src/core/jobs/queues';
import { newCompany, newLocation, newPerson, TestCompany, utcDay } from '../../support/factories';
import { queueRunner, QueueRunner } from '../../support/queue-runner';
import { createTestApp, TestApp } from '../../support/test-app';

/** D9: the daily BullMQ job records offboardings and emits person.offboarded, once each, through the outbox. */
describe('people: the daily offboarding job', () => {
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

  const runJob = () => housekeeping.run('people.offboard');
  const offboardedEvents = async (personId: string) =>
    t.db.query(`SELECT payload FROM events WHERE type = 'person.offboarded' AND payload->'data'->'object'->>'id' = $1`, [personId]);

  it('is scheduled daily just after UTC midnight', async () => {
    const schedulers = await housekeeping.queue.getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.pattern, s.tz])).toContainEqual(['people.offboard', '5 0 * * *', 'UTC']);
  });

  it('records people whose end date has passed and emits person.offboarded once for each', async () => {
    const gone = await newPerson(t, c.token, location, { employmentEndDate: utcDay(-1), leavingReason: 'resigned' });
    const leaving = await newPerson(t, c.token, location, { employmentEndDate: utcDay(0) });
    const staying = await newPerson(t, c.token, location);
    const other = await newCompany(t);
    const elsewhere = await newPerson(t, other.token, await newLocation(t, other.token), { employmentEndDate: utcDay(-30) });

    const first = await runJob();
    expect(first.recorded).toBeGreaterThanOrEqual(2);
    const [event] = await offboardedEvents(gone.id);
    expect(event.payload).toEqual(expect.objectContaining({ type: 'person.offboarded', companyId: c.companyId }));
    expect(event.payload.data.object).toEqual(expect.objectContaining({ id: gone.id, status: 'offboarded', leavingReason: 'resigned', employmentEndDate: utcDay(-1) }));
    expect(event.payload.data.object.jobRole).toEqual(expect.objectContaining({ id: gone.jobRole.id }));
    expect(await offboardedEvents(elsewhere.id)).toHaveLength(1);
    expect(await offboardedEvents(leaving.id)).toHaveLength(0);
    expect(await offboardedEvents(staying.id)).toHaveLength(0);

    expect(await runJob()).toEqual({ recorded: 0 });
    expect(await offboardedEvents(gone.id)).toHaveLength(1);
  });

  it('records a person again after a return and a second departure', async () => {
    const person = await newPerson(t, c.token, location, { employmentEndDate: utcDay(-2) });
    await runJob();
    await t.api.patch(`/api/people/${person.id}`, c.token, { employmentEndDate: null });
    expect(await runJob()).toEqual({ recorded: 0 });
    await t.api.patch(`/api/people/${person.id}`, c.token, { employmentEndDate: utcDay(-1) });
    expect(await runJob()).toEqual({ recorded: 1 });
    expect(await offboardedEvents(person.id)).toHaveLength(2);
  });

  it('works through more people than one batch', async () => {
    const many = 520;
    await t.db.query(
      `INSERT INTO people (id, company_id, first_name, last_name, email, role, status, employment_start_date, employment_end_date, created_at, updated_at)
       SELECT 'bulk-' || g, $1, 'Bulk', 'Leaver', 'bulk-' || g || '@example.com', 'user', 'active', '2020-01-01', $2, now(), now()
         FROM generate_series(1, $3) g`,
      [c.companyId, utcDay(-5), many],
    );
    expect(await runJob()).toEqual({ recorded: many });
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM people WHERE id LIKE 'bulk-%' AND offboarded_at IS NOT NULL`);
    expect(n).toBe(many);
  });
});
