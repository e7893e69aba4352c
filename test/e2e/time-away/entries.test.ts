import { newCompany, newUser, TestCompany, tokenFor, TestUser } from '../../support/factories';
import { eventsOf, expectError, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/** Time-away entries (D12): periods, day counts, overlap, approvals, visibility, tenancy. */
describe('time-away entries', () => {
  let t: TestApp;
  let c: TestCompany;
  let types: Record<string, string>;

  const typeOf = async (company: TestCompany) => {
    const res = await t.api.get('/api/time-away-types', company.token);
    return Object.fromEntries(res.body.data.map((d: any) => [d.category, d.id])) as Record<string, string>;
  };
  const entry = (personId: string, fields: Record<string, unknown> = {}) => ({ personId, timeAwayTypeId: types.paidTimeOff, ...fields });
  const reportTo = async (personId: string, managerId: string) => {
    const res = await t.api.post('/api/job-roles', c.token, { personId, jobTitle: 'Engineer', effectiveDate: '2024-01-01', reportingTo: managerId });
    expect(res.status).toBe(201);
  };

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    types = await typeOf(c);
  });
  afterAll(() => t.close());

  describe('periods (every combination of D12)', () => {
    let person: TestUser;
    beforeAll(async () => {
      person = await newUser(t, c.companyId, 'user', undefined, { publicHolidayCalendarId: 'GB' });
    });

    // 2026-03-02 is a Monday.
    const single = ['full', 'am', 'pm'] as const;
    const periods = [undefined, 'full', 'am', 'pm'] as const;
    const cases: [string, string, string | undefined, string | undefined, number | null][] = [];
    for (const s of periods) {
      for (const e of periods) {
        // One day: the end equals the start (or is left out, and follows it).
        const start = s ?? 'full';
        cases.push(['2026-03-02', '2026-03-02', s, e, e === undefined || e === start ? (start === 'full' ? 1 : 0.5) : null]);
        // Several days: start full or pm, end full or am.
        const endP = e ?? 'full';
        const valid = start !== 'am' && endP !== 'pm';
        cases.push(['2026-03-02', '2026-03-04', s, e, valid ? 3 - (start === 'pm' ? 0.5 : 0) - (endP === 'am' ? 0.5 : 0) : null]);
      }
    }
    expect(single.length).toBe(3);

    it.each(cases)('%s..%s start %s end %s -> %s days', async (startDate, endDate, startPeriod, endPeriod, days) => {
      const body = entry(person.personId, { startDate, endDate, ...(startPeriod ? { startPeriod } : {}), ...(endPeriod ? { endPeriod } : {}) });
      const res = await t.api.post('/api/time-away', c.token, body);
      if (days === null) {
        expectError(res, 422, 'ValidationError');
        return;
      }
      expect(res.status).toBe(201);
      expect(res.body.days).toBe(days);
      expect((await t.api.delete(`/api/time-away/${res.body.id}`, c.token)).status).toBe(200);
    });

    it('refuses an end before the start, bad dates and periods, unknown fields and ids', async () => {
      for (const [body, field] of [
        [entry(person.personId, { startDate: '2026-03-04', endDate: '2026-03-02' }), 'endDate'],
        [entry(person.personId, { startDate: '2026-02-30', endDate: '2026-03-02' }), 'startDate'],
        [entry(person.personId, { startDate: '2026-03-02', endDate: '2026-03-02', startPeriod: 'evening' }), 'startPeriod'],
        [entry(person.personId, { startDate: '2026-03-02', endDate: '2026-03-02', requestStatus: 'approved' }), 'requestStatus'],
        [entry(person.personId, { startDate: '2026-03-02', endDate: '2026-03-02', timeAwayTypeId: 'nope' }), 'timeAwayTypeId'],
        [entry('nobody', { startDate: '2026-03-02', endDate: '2026-03-02' }), 'personId'],
        [{ personId: person.personId, startDate: '2026-03-02', endDate: '2026-03-02' }, 'timeAwayTypeId'],
        [entry(person.personId, { startDate: '2026-03-02', endDate: '2036-03-02' }), 'endDate'],
      ] as const) {
        const res = await t.api.post('/api/time-away', c.token, body);
        expectError(res, 422, 'ValidationError');
        expect(res.body.issues.map((i: any) => i.name)).toContain(field);
      }
    });
  });

  describe('days', () => {
    it('skips weekends and the holidays of the person\'s calendar: GB vs GB-SCT', async () => {
      const england = await newUser(t, c.companyId, 'user', undefined, { publicHolidayCalendarId: 'GB-ENG' });
      const scotland = await newUser(t, c.companyId, 'user', undefined, { publicHolidayCalendarId: 'GB-SCT' });
      // Mon 2026-11-23 .. Sun 2026-12-06: 10 working days; St Andrew's Day (Mon 30 Nov, substitute) is Scottish only.
      const body = { startDate: '2026-11-23', endDate: '2026-12-06' };
      expect((await t.api.post('/api/time-away', c.token, entry(england.personId, body))).body.days).toBe(10);
      expect((await t.api.post('/api/time-away', c.token, entry(scotland.personId, body))).body.days).toBe(9);
      // Christmas week 2026: Fri 25 and Mon 28 (Boxing Day substitute) are holidays in both.
      const xmas = { startDate: '2026-12-21', endDate: '2026-12-31' };
      expect((await t.api.post('/api/time-away', c.token, entry(england.personId, xmas))).body.days).toBe(7);
      // Scotland also has 2 January (2027-01-01 Fri, 2027-01-04 Mon substitute for 2 Jan).
      const newYear = { startDate: '2027-01-01', endDate: '2027-01-05' };
      const en = (await t.api.post('/api/time-away', c.token, entry(england.personId, newYear))).body.days;
      const sc = (await t.api.post('/api/time-away', c.token, entry(scotland.personId, newYear))).body.days;
      expect(en - sc).toBe(1);
    });

    it('counts custom working days and halves; a holiday on a half day counts nothing', async () => {
      const partTime = await newUser(t, c.companyId, 'user', undefined, {
        publicHolidayCalendarId: 'GB', workingDays: [{ day: 'monday' }, { day: 'saturday' }],
      });
      // Mon 2026-03-02 .. Sun 2026-03-15: two Mondays, two Saturdays.
      expect((await t.api.post('/api/time-away', c.token, entry(partTime.personId, { startDate: '2026-03-02', endDate: '2026-03-15' }))).body.days).toBe(4);
      // From Saturday afternoon to Monday morning: two halves.
      const halves = await t.api.post('/api/time-away', c.token, entry(partTime.personId, { startDate: '2026-03-21', startPeriod: 'pm', endDate: '2026-03-23', endPeriod: 'am' }));
      expect(halves.body.days).toBe(1);
      // Christmas Day 2026 morning: a holiday.
      const holiday = await t.api.post('/api/time-away', c.token, entry(partTime.personId, { startDate: '2026-12-25', endDate: '2026-12-25', startPeriod: 'am' }));
      expect(holiday.body.days).toBe(0);
    });

    it('recomputes when the entry changes', async () => {
      const person = await newUser(t, c.companyId, 'user', undefined, { publicHolidayCalendarId: 'GB' });
      const made = await t.api.post('/api/time-away', c.token, entry(person.personId, { startDate: '2026-03-02', endDate: '2026-03-02' }));
      const longer = await t.api.patch(`/api/time-away/${made.body.id}`, c.token, { endDate: '2026-03-06', endPeriod: 'am' });
      expect(longer.status).toBe(200);
      expect(longer.body).toEqual(expect.objectContaining({ days: 4.5, startPeriod: 'full', endPeriod: 'am' }));
      const inconsistent = await t.api.patch(`/api/time-away/${made.body.id}`, c.token, { startPeriod: 'am' });
      expectError(inconsistent, 422, 'ValidationError', ['startPeriod']);
    });
  });

  describe('overlap', () => {
    it('half days of one person may share a day; anything overlapping answers 422; declined entries do not block', async () => {
      const person = await newUser(t, c.companyId, 'user', undefined, { publicHolidayCalendarId: 'GB' });
      const day = { startDate: '2026-04-14', endDate: '2026-04-14' };
      const am = await t.api.post('/api/time-away', c.token, entry(person.personId, { ...day, startPeriod: 'am' }));
      const pm = await t.api.post('/api/time-away', c.token, entry(person.personId, { ...day, startPeriod: 'pm' }));
      expect([am.status, pm.status]).toEqual([201, 201]);
      expectError(await t.api.post('/api/time-away', c.token, entry(person.personId, day)), 422, 'ValidationError');
      // A span ending at noon on the 14th meets the afternoon but not the morning.
      expectError(await t.api.post('/api/time-away', c.token, entry(person.personId, { startDate: '2026-04-13', endDate: '2026-04-14', endPeriod: 'am' })), 422, 'ValidationError');
      expect((await t.api.delete(`/api/time-away/${am.body.id}`, c.token)).status).toBe(200);
      expect((await t.api.post('/api/time-away', c.token, entry(person.personId, { startDate: '2026-04-13', endDate: '2026-04-14', endPeriod: 'am' }))).status).toBe(201);
      // Another person's entry on the same day is fine.
      const other = await newUser(t, c.companyId, 'user');
      expect((await t.api.post('/api/time-away', c.token, entry(other.personId, day))).status).toBe(201);
      // A declined request frees its days.
      const declined = await t.api.patch(`/api/time-away/${pm.body.id}`, c.token, { requestStatus: 'declined' });
      expect(declined.body.requestStatus).toBe('declined');
      const again = await t.api.post('/api/time-away', c.token, entry(person.personId, { ...day, startPeriod: 'pm' }));
      expect(again.status).toBe(201);
      // Re-approving the declined one now overlaps.
      expectError(await t.api.patch(`/api/time-away/${pm.body.id}`, c.token, { requestStatus: 'approved' }), 422, 'ValidationError');
    });

    it('50 concurrent overlapping requests make exactly one entry and 49 answers of 422', async () => {
      const person = await newUser(t, c.companyId, 'user', undefined, { publicHolidayCalendarId: 'GB' });
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          t.api.post('/api/time-away', c.token, entry(person.personId, { startDate: '2026-06-01', endDate: `2026-06-${String(2 + (i % 20)).padStart(2, '0')}` }))),
      );
      const answers = results.map((r) => (r.status < 400 ? String(r.status) : `${r.status} ${r.body?.name}`));
      const counted = answers.reduce<Record<string, number>>((n, a) => ({ ...n, [a]: (n[a] ?? 0) + 1 }), {});
      expect(counted).toEqual({ '201': 1, '422 ValidationError': 49 });
      const listed = await t.api.get(`/api/time-away?personId=${person.personId}`, c.token);
      expect(listed.body.total).toBe(1);
    });
  });

  describe('approvals', () => {
    let manager: TestUser;
    let report: TestUser;
    let indirect: TestUser;
    let outsider: TestUser;
    let admin: TestUser;
    beforeAll(async () => {
      manager = await newUser(t, c.companyId, 'user');
      report = await newUser(t, c.companyId, 'user');
      indirect = await newUser(t, c.companyId, 'user');
      outsider = await newUser(t, c.companyId, 'user');
      admin = await newUser(t, c.companyId, 'admin');
      await reportTo(report.personId, manager.personId);
      await reportTo(indirect.personId, report.personId);
    });
    let day = 1;
    const nextDay = () => {
      const d = `2026-07-${String(day++).padStart(2, '0')}`;
      return { startDate: d, endDate: d };
    };

    it('owner and admin entries are approved, with the reviewer recorded', async () => {
      for (const token of [c.token, admin.token]) {
        const res = await t.api.post('/api/time-away', token, entry(report.personId, nextDay()));
        expect(res.status).toBe(201);
        expect(res.body.requestStatus).toBe('approved');
        expect(res.body.reviewedBy).toBe(token === c.token ? c.ownerId : admin.personId);
        expect(typeof res.body.reviewedAt).toBe('string');
      }
    });

    it('a user\'s own request is pending; they cannot approve it; their manager (direct or indirect), an admin or the owner can', async () => {
      for (const [reviewer, person, status] of [
        [manager, report, 'approved'], [manager, indirect, 'declined'], [admin, report, 'approved'], [null, indirect, 'approved'],
      ] as const) {
        const made = await t.api.post('/api/time-away', person.token, entry(person.personId, { ...nextDay(), note: 'dentist' }));
        expect(made.status).toBe(201);
        expect(made.body).toEqual(expect.objectContaining({ requestStatus: 'pending', reviewedBy: null, reviewedAt: null }));
        expectError(await t.api.patch(`/api/time-away/${made.body.id}`, person.token, { requestStatus: 'approved' }), 422, 'ValidationError', ['requestStatus']);
        const token = reviewer ? reviewer.token : c.token;
        const reviewed = await t.api.patch(`/api/time-away/${made.body.id}`, token, { requestStatus: status });
        expect(reviewed.status).toBe(200);
        expect(reviewed.body).toEqual(expect.objectContaining({ requestStatus: status, reviewedBy: reviewer ? reviewer.personId : c.ownerId }));
        // Changed by its person, a decided entry goes back to pending.
        const changed = await t.api.patch(`/api/time-away/${made.body.id}`, person.token, { note: 'dentist, moved' });
        expect(changed.body).toEqual(expect.objectContaining({ requestStatus: 'pending', reviewedBy: null, reviewedAt: null }));
      }
    });

    it('refuses: a manager changing a report\'s entry, reviewing an outsider\'s, creating or deleting for a report; a user for someone else', async () => {
      const made = await t.api.post('/api/time-away', report.token, entry(report.personId, nextDay()));
      expectError(await t.api.patch(`/api/time-away/${made.body.id}`, manager.token, { note: 'x' }), 422, 'ValidationError', ['note']);
      expectError(await t.api.delete(`/api/time-away/${made.body.id}`, manager.token), 403, 'Forbidden');
      expectError(await t.api.post('/api/time-away', manager.token, entry(report.personId, nextDay())), 403, 'Forbidden');
      expectError(await t.api.post('/api/time-away', outsider.token, entry(report.personId, nextDay())), 403, 'Forbidden');
      const outsiders = await t.api.post('/api/time-away', outsider.token, entry(outsider.personId, nextDay()));
      expectError(await t.api.patch(`/api/time-away/${outsiders.body.id}`, manager.token, { requestStatus: 'approved' }), 403, 'Forbidden');
      expectError(await t.api.patch(`/api/time-away/${outsiders.body.id}`, report.token, { requestStatus: 'approved' }), 403, 'Forbidden');
      // Writing needs private:write (D4: there is no public:write).
      expectError(await t.api.post('/api/time-away', await tokenFor(t, report.email, ['public:read', 'private:read']), entry(report.personId, nextDay())), 403, 'Forbidden');
      // The person deletes their own request.
      expect((await t.api.delete(`/api/time-away/${made.body.id}`, report.token)).body).toEqual({ id: made.body.id, deleted: true });
    });

    it('records timeAway.created, updated and deleted events', async () => {
      const made = await t.api.post('/api/time-away', c.token, entry(outsider.personId, { ...nextDay(), note: 'secret' }));
      await t.api.patch(`/api/time-away/${made.body.id}`, c.token, { note: 'still secret' });
      await t.api.delete(`/api/time-away/${made.body.id}`, c.token);
      const events = await eventsOf(t, c.companyId, { objectId: made.body.id });
      expect(events.map((e) => e.type)).toEqual(['timeAway.created', 'timeAway.updated', 'timeAway.deleted']);
      expect(events[1].payload.data.object.note).toBe('still secret');
      expect(events[1].payload.data.previousAttributes).toEqual(expect.objectContaining({ note: 'secret' }));
    });

    it('visibility: notes and private reasons per scope and role', async () => {
      const sick = await t.api.post('/api/time-away', c.token, entry(report.personId, { ...nextDay(), timeAwayTypeId: types.sickLeave, note: 'flu' }));
      const holiday = await t.api.post('/api/time-away', c.token, entry(report.personId, { ...nextDay(), note: 'beach' }));
      const publicOnly = await t.api.get(`/api/time-away/${sick.body.id}`, await tokenFor(t, manager.email, ['public:read']));
      expect(publicOnly.body.note).toBeUndefined();
      expect(publicOnly.body.timeAwayTypeId).toBeUndefined();
      expect(publicOnly.body.name).toBe('Time off');
      const finance = await newUser(t, c.companyId, 'finance');
      const tech = await newUser(t, c.companyId, 'tech');
      for (const [who, seesNote] of [
        [manager, true], [admin, true], [finance, true], [report, true], [outsider, false], [indirect, false], [tech, false],
      ] as const) {
        const seen = await t.api.get(`/api/time-away/${sick.body.id}`, who.token);
        expect(seen.status).toBe(200);
        expect(seen.body.note).toEqual(seesNote ? 'flu' : undefined);
        expect(seen.body.name).toEqual(seesNote ? 'Sick leave' : 'Time off');
        const paid = await t.api.get(`/api/time-away/${holiday.body.id}`, who.token);
        // A public category shows its type to everyone, never the note.
        expect(paid.body.timeAwayTypeId).toBe(types.paidTimeOff);
        expect(paid.body.note).toEqual(seesNote ? 'beach' : undefined);
      }
      // The list follows the same rule row by row.
      const listed = await t.api.get(`/api/time-away?personId=${report.personId}&startDate[$gte]=2026-07-01`, outsider.token);
      const sickRow = listed.body.data.find((r: any) => r.id === sick.body.id);
      expect(sickRow).toEqual(expect.objectContaining({ name: 'Time off', isTimeOff: true }));
      expect(sickRow.note).toBeUndefined();
      // A filter on the type does not reveal entries whose type the caller may not see.
      const byType = await t.api.get(`/api/time-away?timeAwayTypeId=${types.sickLeave}&personId=${report.personId}`, outsider.token);
      expect(byType.body.total).toBe(0);
      const managerByType = await t.api.get(`/api/time-away?timeAwayTypeId=${types.sickLeave}&personId=${report.personId}`, manager.token);
      expect(ids(managerByType)).toContain(sick.body.id);
      // An entry of a public category shows its type to everyone, so the filter finds it for everyone.
      for (const token of [outsider.token, await tokenFor(t, outsider.email, ['public:read'])]) {
        const paidByType = await t.api.get(`/api/time-away?timeAwayTypeId=${types.paidTimeOff}&personId=${report.personId}`, token);
        expect(ids(paidByType)).toContain(holiday.body.id);
        expect(ids(paidByType)).not.toContain(sick.body.id);
      }
    });

  });

  describe('lists and tenancy', () => {
    it('filters by person, status, type and date range ($or too); another company sees nothing', async () => {
      const person = await newUser(t, c.companyId, 'user', undefined, { publicHolidayCalendarId: 'GB' });
      const a = await t.api.post('/api/time-away', c.token, entry(person.personId, { startDate: '2026-09-01', endDate: '2026-09-02' }));
      const b = await t.api.post('/api/time-away', person.token, entry(person.personId, { startDate: '2026-09-10', endDate: '2026-09-11' }));
      const base = `/api/time-away?personId=${person.personId}`;
      expect(ids(await t.api.get(`${base}&requestStatus=pending`, c.token))).toEqual([b.body.id]);
      expect(ids(await t.api.get(`${base}&requestStatus[$in]=pending&requestStatus[$in]=approved`, c.token))).toEqual([a.body.id, b.body.id]);
      expect(ids(await t.api.get(`${base}&startDate[$gte]=2026-09-05`, c.token))).toEqual([b.body.id]);
      expect(ids(await t.api.get(`${base}&endDate[$lt]=2026-09-05`, c.token))).toEqual([a.body.id]);
      expect(ids(await t.api.get(`${base}&$or[0][startDate][$gt]=2026-09-09&$or[1][requestStatus]=approved`, c.token))).toEqual([a.body.id, b.body.id]);
      // Overlapping a range (the GiST-served form), and an empty inverted range.
      expect(ids(await t.api.get(`${base}&startDate[$lte]=2026-09-10&endDate[$gte]=2026-09-02`, c.token))).toEqual([a.body.id, b.body.id]);
      expect(ids(await t.api.get(`${base}&startDate[$lte]=2026-09-09&endDate[$gte]=2026-09-03`, c.token))).toEqual([]);
      expect(ids(await t.api.get(`/api/time-away?startDate[$lt]=2026-09-11&endDate[$gt]=2026-09-10`, c.token))).toContain(b.body.id);
      expect((await t.api.get(`${base}&startDate[$lte]=2026-09-01&endDate[$gte]=2026-09-30`, c.token)).body.total).toBe(0);
      // Pages of a narrowed list: total, order by creation, $limit and $skip.
      expect((await t.api.get(`${base}&$limit=1&$skip=1`, c.token)).body).toEqual(expect.objectContaining({ total: 2, limit: 1, skip: 1, data: [expect.objectContaining({ id: b.body.id })] }));
      expect((await t.api.get(`${base}&$limit=0`, c.token)).body).toEqual({ total: 2, limit: 0, skip: 0, data: [] });
      expect((await t.api.get(`${base}&$skip=5`, c.token)).body).toEqual(expect.objectContaining({ total: 2, data: [] }));
      expectError(await t.api.get(`${base}&requestStatus=maybe`, c.token), 422, 'QueryParameterValidationError');
      expectError(await t.api.get(`${base}&note=x`, c.token), 422, 'QueryParameterValidationError');

      const other = await newCompany(t);
      const otherTypes = await typeOf(other);
      expect((await t.api.get(`/api/time-away?personId=${person.personId}`, other.token)).body.total).toBe(0);
      expectError(await t.api.get(`/api/time-away/${a.body.id}`, other.token), 404, 'NotFound');
      expectError(await t.api.patch(`/api/time-away/${a.body.id}`, other.token, { note: 'x' }), 404, 'NotFound');
      expectError(await t.api.post('/api/time-away', other.token, { personId: person.personId, timeAwayTypeId: otherTypes.paidTimeOff, startDate: '2026-09-20', endDate: '2026-09-20' }), 422, 'ValidationError', ['personId']);
      expectError(await t.api.post('/api/time-away', c.token, entry(person.personId, { timeAwayTypeId: otherTypes.paidTimeOff, startDate: '2026-09-20', endDate: '2026-09-20' })), 422, 'ValidationError', ['timeAwayTypeId']);
    });
  });
});
