import { allUsers, clockOf, newPerson, scim, scimCompany } from '../../support/scim';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Who the SCIM feed lists, and whether active (docs/decisions-scim.md): from SCIM_PREPROVISION_DAYS (14) before the
 * first working day, active; inactive once the last working day has ended in the person's own timezone; listed
 * SCIM_DEPROVISIONED_RETENTION_DAYS (90) after it, then gone; never once an erasure is asked for. The clock is moved.
 */
describe('SCIM lifecycle', () => {
  let t: TestApp;
  let c: Awaited<ReturnType<typeof scimCompany>>;
  const at = (iso: string) => clockOf(t).freezeAt(new Date(iso));
  const listed = async () => new Map((await allUsers(t, c.scimToken)).map((u) => [u.userName, u.active]));
  const dates = (id: string, columns: Record<string, string | null>) =>
    t.db.query(`UPDATE people SET ${Object.keys(columns).map((k, i) => `${k} = $${i + 2}`).join(', ')} WHERE id = $1`, [id, ...Object.values(columns)]);

  beforeAll(async () => {
    t = await createTestApp();
    c = await scimCompany(t);
  });
  afterEach(() => clockOf(t).reset());
  afterAll(() => t.close());

  it('lists a joiner 14 days before the first working day, active', async () => {
    const joiner = await newPerson(t, c.token, c.locationId, { email: 'joiner@example.com' });
    await dates(joiner.id, { employment_start_date: '2031-03-20', first_working_day: '2031-03-23' });
    at('2031-03-08T12:00:00Z');
    expect((await listed()).has('joiner@example.com')).toBe(false);
    at('2031-03-09T12:00:00Z');
    expect((await listed()).get('joiner@example.com')).toBe(true);
    expect((await scim(t, 'GET', `/Users/${joiner.id}`, c.scimToken)).body.active).toBe(true);
  });

  it('turns a leaver inactive when their last day ends where they work, not in UTC (UTC+14 and UTC-11)', async () => {
    const east = await newPerson(t, c.token, c.locationId, { email: 'east@example.com' });
    const west = await newPerson(t, c.token, c.locationId, { email: 'west@example.com' });
    await dates(east.id, { location_id: 'remote', remote_timezone: 'Pacific/Kiritimati', employment_end_date: '2031-06-15' });
    await dates(west.id, { location_id: 'remote', remote_timezone: 'Pacific/Pago_Pago', employment_end_date: '2031-06-20', last_working_day: '2031-06-15' });
    // 23:30 on the 15th in Kiritimati: still their last day.
    at('2031-06-15T09:30:00Z');
    expect((await listed()).get('east@example.com')).toBe(true);
    // 00:30 on the 16th in Kiritimati while it is still the 15th in UTC: over.
    at('2031-06-15T10:30:00Z');
    expect((await listed()).get('east@example.com')).toBe(false);
    // The 16th in UTC, 18:00 on the 15th in Pago Pago (last working day before the end of employment): still active.
    at('2031-06-16T05:00:00Z');
    expect((await listed()).get('west@example.com')).toBe(true);
    at('2031-06-16T11:30:00Z');
    expect((await listed()).get('west@example.com')).toBe(false);
  });

  it('keeps a leaver listed, inactive, 90 days after their last working day, then no longer', async () => {
    const leaver = await newPerson(t, c.token, c.locationId, { email: 'leaver@example.com' });
    await dates(leaver.id, { employment_end_date: '2031-01-10' });
    at('2031-04-10T12:00:00Z');
    expect((await listed()).get('leaver@example.com')).toBe(false);
    at('2031-04-11T12:00:00Z');
    expect((await listed()).has('leaver@example.com')).toBe(false);
    expect((await scim(t, 'GET', `/Users/${leaver.id}`, c.scimToken)).status).toBe(404);
  });

  it('never lists a person whose erasure was asked for', async () => {
    const erased = await newPerson(t, c.token, c.locationId, { email: 'erased@example.com' });
    expect((await listed()).get('erased@example.com')).toBe(true);
    await t.db.query(
      `INSERT INTO person_erasures (company_id, person_id, requested_by, actor_type, reason, forced) VALUES ($1, $2, $3, 'person', 'asked', true)`,
      [c.companyId, erased.id, c.ownerId],
    );
    expect((await listed()).has('erased@example.com')).toBe(false);
    expect((await scim(t, 'GET', `/Users/${erased.id}`, c.scimToken)).status).toBe(404);
  });
});
