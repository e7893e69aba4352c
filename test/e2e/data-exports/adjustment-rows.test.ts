import { newCompany, newLocation, newPerson, newUser, TestCompany, TestUser } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { download, exportCsv } from './exports-support';

/**
 * `includeAdjustments` on a `timeAway` export adds one row per adjustment dated in the range, among the entries in
 * date order: type `Adjustment`, `startDate` = `endDate` = its date, its days and note. An adjustment shows where
 * the caller has the person's private time-away view (who reads adjustments, as the entries' notes); a token or role
 * reading that on nobody gets a 403 naming the flag.
 */
describe('data exports: adjustment rows of a time-away export', () => {
  let t: TestApp;
  let c: TestCompany;
  let ada: string;
  let user: TestUser;
  let paidTimeOff: { id: string; name: string };
  const fields = ['lastName', 'timeAwayType', 'startDate', 'endDate', 'startPeriod', 'endPeriod', 'days', 'note', 'requestStatus'];
  const adjust = async (personId: string, date: string, days: number, note: string | null = null) =>
    expect((await t.api.post('/api/time-away-adjustments', c.token, { personId, date, days, note })).status).toBe(201);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    const london = await newLocation(t, c.token);
    ada = (await newPerson(t, c.token, london, { firstName: 'Ada', lastName: 'Aardvark' })).id;
    user = await newUser(t, c.companyId, 'user');
    paidTimeOff = (await t.api.get('/api/time-away-types', c.token)).body.data.find((x: any) => x.category === 'paidTimeOff');
    const sick = (await t.api.get('/api/time-away-types', c.token)).body.data.find((x: any) => x.category === 'sickLeave');
    const take = async (typeId: string, startDate: string, endDate: string) =>
      expect((await t.api.post('/api/time-away', c.token, { personId: ada, timeAwayTypeId: typeId, startDate, endDate, note: 'Trip' })).status).toBe(201);
    await take(paidTimeOff.id, '2025-03-03', '2025-03-04');
    await take(sick.id, '2025-06-02', '2025-06-02');
    await adjust(ada, '2025-03-01', 2.5, 'Carried over by hand');
    await adjust(ada, '2025-05-02', -1);
    await adjust(ada, '2026-01-10', 1, 'Next year');
    await adjust(user.personId, '2025-04-01', 3, 'Mine');
  });
  afterAll(() => t.close());

  it('adds each adjustment in the range among the entries, in date order, with its days and note', async () => {
    const { rows } = await exportCsv(t, c.token, { type: 'timeAway', fields, includeAdjustments: true, startDate: '2025-01-01', endDate: '2025-12-31' });
    const adjustment = { timeAwayType: 'Adjustment', startPeriod: '', endPeriod: '', requestStatus: '' };
    expect(rows).toEqual([
      { lastName: 'Aardvark', ...adjustment, startDate: '2025-03-01', endDate: '2025-03-01', days: '2.5', note: 'Carried over by hand' },
      {
        lastName: 'Aardvark', timeAwayType: paidTimeOff.name, startDate: '2025-03-03', endDate: '2025-03-04', startPeriod: 'full', endPeriod: 'full',
        days: '2', note: 'Trip', requestStatus: 'approved',
      },
      // A negative number stays a number in CSV (no formula guard).
      { lastName: 'Aardvark', ...adjustment, startDate: '2025-05-02', endDate: '2025-05-02', days: '-1', note: '' },
      expect.objectContaining({ lastName: 'Aardvark', timeAwayType: 'Sick leave', startDate: '2025-06-02' }),
      { lastName: 'user', ...adjustment, startDate: '2025-04-01', endDate: '2025-04-01', days: '3', note: 'Mine' },
    ]);
    const json = (await download(t, c.token, { type: 'timeAway', fields: ['startDate', 'days', 'registeredOn'], includeAdjustments: true, startDate: '2026-01-01', json: true })).body;
    // registeredOn: the day the adjustment was made.
    expect(json).toEqual([{ startDate: '2026-01-10', days: '1', registeredOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }]);
  });

  it('adds none without the flag', async () => {
    const { rows } = await exportCsv(t, c.token, { type: 'timeAway', fields: ['lastName', 'timeAwayType'], startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(rows.map((r) => r.timeAwayType)).toEqual([paidTimeOff.name, 'Sick leave']);
  });

  it('keeps the adjustments when time-away types narrow the entries', async () => {
    const { rows } = await exportCsv(t, c.token, {
      type: 'timeAway', fields: ['lastName', 'timeAwayType', 'startDate'], timeAwayTypes: [paidTimeOff.id], includeAdjustments: true, startDate: '2025-01-01', endDate: '2025-12-31',
    });
    expect(rows.map((r) => [r.lastName, r.timeAwayType, r.startDate])).toEqual([
      ['Aardvark', 'Adjustment', '2025-03-01'], ['Aardvark', paidTimeOff.name, '2025-03-03'], ['Aardvark', 'Adjustment', '2025-05-02'], ['user', 'Adjustment', '2025-04-01'],
    ]);
  });

  it('shows a user their own adjustments and everyone\'s entries, never another person\'s adjustments', async () => {
    const { rows } = await exportCsv(t, user.token, {
      type: 'timeAway', fields: ['lastName', 'timeAwayType', 'startDate', 'days'], includeAdjustments: true, startDate: '2025-01-01', endDate: '2025-12-31',
    });
    expect(rows).toEqual([
      { lastName: 'Aardvark', timeAwayType: paidTimeOff.name, startDate: '2025-03-03', days: '2' },
      { lastName: 'Aardvark', timeAwayType: 'Time off', startDate: '2025-06-02', days: '1' },
      { lastName: 'user', timeAwayType: 'Adjustment', startDate: '2025-04-01', days: '3' },
    ]);
  });

  it('answers 403 naming the flag to a token without private:read, which reads no adjustment', async () => {
    const reader = await newUser(t, c.companyId, 'admin', ['public:read']);
    const refused = await download(t, reader.token, { type: 'timeAway', fields: ['lastName', 'startDate'], includeAdjustments: true });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('includeAdjustments');
    expect((await download(t, reader.token, { type: 'timeAway', fields: ['lastName', 'startDate'] })).status).toBe(200);
  });
});
