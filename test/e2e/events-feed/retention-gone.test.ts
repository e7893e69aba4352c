import { Clock } from '../../../src/core/clock';
import { JobRegistry } from '../../../src/core/jobs/job-registry';
import { EventsRetention } from '../../../src/modules/change-feed/events-retention.job';
import { readAllCommitted } from '../../support/change-feed';
import { newCompany, newLocation, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Events are kept EVENTS_RETENTION_DAYS (the daily `events.retention` job deletes older ones, always a beginning of the
 * feed); a cursor no longer kept answers 410 Gone, telling the client to resynchronise from the lists.
 */
describe('change feed: retention and 410', () => {
  let t: TestApp;
  let c: TestCompany;
  let clock: Clock;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_RETENTION_DAYS: '7', EVENTS_RETENTION_DAYS: '10' } });
    c = await newCompany(t);
    clock = t.app.get(Clock);
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const relayAll = () => t.db.query(`UPDATE events SET dispatched_at = now() WHERE company_id = $1 AND dispatched_at IS NULL`, [c.companyId]);
  const kept = async () => (await t.db.query(`SELECT id FROM events WHERE company_id = $1 ORDER BY txid, seq`, [c.companyId])).map((r: { id: string }) => r.id);

  it('runs daily on the housekeeping queue', () => {
    expect(t.app.get(JobRegistry).schedules()).toContainEqual(expect.objectContaining({ name: 'events.retention' }));
  });

  it('keeps events younger than EVENTS_RETENTION_DAYS, then deletes them; an `after` no longer kept answers 410', async () => {
    await newLocation(t, c.token, { city: 'Leeds' });
    await relayAll();
    const old = await readAllCommitted(t, c.token, c.companyId);
    const cursor = old.at(-1)!.id;
    const retention = t.app.get(EventsRetention);

    clock.advance(9 * DAY);
    await retention.purge();
    expect(await kept()).toEqual(old.map((e) => e.id));
    expect((await t.api.get(`/api/events?after=${cursor}`, c.token)).status).toBe(200);

    clock.advance(2 * DAY);
    expect((await retention.purge()).events).toBeGreaterThanOrEqual(old.length);
    expect(await kept()).toEqual([]);
    const gone = await t.api.get(`/api/events?after=${cursor}`, c.token);
    expect(gone.status).toBe(410);
    expect(gone.body).toEqual(expect.objectContaining({ code: 410, name: 'Gone' }));
    expect(gone.body.message).toMatch(/no longer kept .*resynchronise from the lists/);
    // A well-formed id of no event at all is no different: the client cannot be behind a position it never had.
    expect((await t.api.get('/api/events?after=evt_neverExisted000000000000', c.token)).status).toBe(410);
  });

  it('deletes only a beginning of the feed, and leaves events the relay has not taken', async () => {
    const [a, waiting, b, d] = [await newLocation(t, c.token, { city: 'A' }), await newLocation(t, c.token, { city: 'Waiting' }),
      await newLocation(t, c.token, { city: 'B' }), await newLocation(t, c.token, { city: 'D' })];
    await relayAll();
    await t.db.query(`UPDATE events SET dispatched_at = NULL WHERE company_id = $1 AND record_id = $2`, [c.companyId, waiting]);
    const byRecord = async (id: string) => (await t.db.query(`SELECT id FROM events WHERE company_id = $1 AND record_id = $2`, [c.companyId, id]))[0]?.id;
    // B was recorded after the cut, D (after it in the feed) before it: D is kept, so a cursor at B misses nothing; the
    // event the relay has not taken yet (Waiting) is kept for it.
    await t.db.query(`UPDATE events SET created_at = created_at - interval '20 days' WHERE company_id = $1 AND record_id = ANY($2)`, [c.companyId, [a, waiting, d]]);
    const [eventB, eventD, eventWaiting] = [await byRecord(b), await byRecord(d), await byRecord(waiting)];

    await t.app.get(EventsRetention).purge();
    expect(await byRecord(a)).toBeUndefined();
    expect(await kept()).toEqual([eventWaiting, eventB, eventD]);
    const after = await t.api.get(`/api/events?after=${eventB}`, c.token);
    expect(after.body.data.map((e: { id: string }) => e.id)).toEqual([eventD]);
  });
});
