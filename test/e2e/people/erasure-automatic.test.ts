import { loadConfig } from '../../../src/config/app-config';
import { Clock } from '../../../src/core/clock';
import { HOUSEKEEPING_QUEUE } from '../../../src/core/jobs/queues';
import { newCompany, newLocation, newPerson, TestCompany, utcDay } from '../../support/factories';
import { queueRunner, QueueRunner } from '../../support/queue-runner';
import { createTestApp, TestApp } from '../../support/test-app';

const DAY_MS = 86_400_000;

/**
 * ERASE_OFFBOARDED_AFTER_DAYS (docs/security.md, "Erasure"): the daily housekeeping job erases people whose employment
 * ended more than that many days ago (by the Clock), as the system; unset, nobody is erased automatically.
 */
describe('people: automatic erasure of people offboarded long ago', () => {
  let t: TestApp;
  let c: TestCompany;
  let location: string;
  let housekeeping: QueueRunner;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all', env: { ERASE_OFFBOARDED_AFTER_DAYS: '30' } });
    c = await newCompany(t);
    location = await newLocation(t, c.token);
    housekeeping = await queueRunner(t, HOUSEKEEPING_QUEUE);
  });
  afterAll(async () => {
    t.app.get(Clock).reset();
    await housekeeping.close();
    await t.close();
  });

  const exists = async (id: string) => (await t.api.get(`/api/people/${id}`, c.token)).status === 200;
  const erasureOf = async (id: string) => (await t.db.query(`SELECT requested_by, actor_type, forced, reason, status FROM person_erasures WHERE person_id = $1`, [id]))[0];

  it('is off unless ERASE_OFFBOARDED_AFTER_DAYS is set', () => {
    expect(loadConfig({}).eraseOffboardedAfterDays).toBeUndefined();
    expect(() => loadConfig({ ERASE_OFFBOARDED_AFTER_DAYS: 'soon' })).toThrow(/ERASE_OFFBOARDED_AFTER_DAYS/);
  });

  it('is scheduled daily', async () => {
    const schedulers = await housekeeping.queue.getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.pattern, s.tz])).toContainEqual(['people.eraseOffboarded', '30 0 * * *', 'UTC']);
  });

  it('erases, as the system, people whose employment ended more than the setting\'s days ago; later, the others as their time comes', async () => {
    const longGone = await newPerson(t, c.token, location, { employmentEndDate: utcDay(-40) });
    const recentlyGone = await newPerson(t, c.token, location, { employmentEndDate: utcDay(-10) });
    const staying = await newPerson(t, c.token, location);
    const other = await newCompany(t);
    const elsewhere = await newPerson(t, other.token, await newLocation(t, other.token), { employmentEndDate: utcDay(-31) });

    expect(await housekeeping.run('people.eraseOffboarded')).toEqual({ erased: 2 });
    expect(await exists(longGone.id)).toBe(false);
    expect(await exists(recentlyGone.id)).toBe(true);
    expect(await exists(staying.id)).toBe(true);
    expect((await t.api.get(`/api/people/${elsewhere.id}`, other.token)).status).toBe(404);
    expect(await erasureOf(longGone.id)).toEqual({ requested_by: null, actor_type: 'system', forced: false, reason: null, status: 'done' });
    expect(await t.db.query(`SELECT 1 FROM events WHERE type = 'person.erased' AND record_id = $1`, [longGone.id])).toHaveLength(1);

    expect(await housekeeping.run('people.eraseOffboarded')).toEqual({ erased: 0 });
    t.app.get(Clock).advance(21 * DAY_MS);
    expect(await housekeeping.run('people.eraseOffboarded')).toEqual({ erased: 1 });
    expect(await exists(recentlyGone.id)).toBe(false);
    expect(await exists(staying.id)).toBe(true);
  });
});
