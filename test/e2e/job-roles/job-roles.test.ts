import { newCompany, newJobRole, newLocation, newPerson, TestCompany, utcDay } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** /api/job-roles (spec: Job role; D9): CRUD, `$asOf`, the endDate chain, the last role, reporting lines. */
describe('job roles', () => {
  let t: TestApp;
  let c: TestCompany;
  let london: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    london = await newLocation(t, c.token);
  });
  afterAll(() => t.close());

  const rolesOf = async (personId: string) =>
    (await t.api.get(`/api/job-roles?personId=${personId}&$limit=250`, c.token)).body.data
      .sort((a: any, b: any) => a.effectiveDate.localeCompare(b.effectiveDate));
  const chainOf = async (personId: string) =>
    (await rolesOf(personId)).map((r: any) => [r.effectiveDate, r.endDate, r.isFirst]);
  const issueNames = (body: any) => (body.issues ?? []).map((i: any) => i.name);

  describe('CRUD', () => {
    it('creates, retrieves, updates and deletes a role with the spec fields', async () => {
      const person = await newPerson(t, c.token, london);
      const manager = await newPerson(t, c.token, london);
      const created = await t.api.post('/api/job-roles', c.token, {
        personId: person.id, jobTitle: 'Senior Engineer', effectiveDate: '2025-01-01', department: 'Platform', note: 'Promotion', reportingTo: manager.id,
      });
      expect(created.status).toBe(201);
      expect(Object.keys(created.body)).toEqual(['id', 'personId', 'jobTitle', 'department', 'effectiveDate', 'endDate', 'isFirst', 'reportingTo', 'note', 'createdAt', 'updatedAt']);
      expect(created.body).toEqual(expect.objectContaining({ jobTitle: 'Senior Engineer', endDate: null, isFirst: false, reportingTo: manager.id, note: 'Promotion' }));
      expect((await t.api.get(`/api/job-roles/${created.body.id}`, c.token)).body).toEqual(created.body);

      const updated = await t.api.patch(`/api/job-roles/${created.body.id}`, c.token, { jobTitle: 'Staff Engineer', note: null, reportingTo: null });
      expect(updated.status).toBe(200);
      expect(updated.body).toEqual(expect.objectContaining({ jobTitle: 'Staff Engineer', note: null, reportingTo: null, department: 'Platform' }));

      const deleted = await t.api.delete(`/api/job-roles/${created.body.id}`, c.token);
      expect(deleted.body).toEqual({ id: created.body.id, deleted: true });
      expect((await t.api.get(`/api/job-roles/${created.body.id}`, c.token)).status).toBe(404);
    });

    it('validates bodies: required fields, types, unknown fields, a person of the company', async () => {
      const person = await newPerson(t, c.token, london);
      const missing = await t.api.post('/api/job-roles', c.token, {});
      expect(missing.status).toBe(422);
      expect(issueNames(missing.body)).toEqual(expect.arrayContaining(['personId', 'jobTitle', 'effectiveDate']));
      expect((await t.api.post('/api/job-roles', c.token, { personId: person.id, jobTitle: 'X', effectiveDate: '2025-02-30' })).status).toBe(422);
      expect((await t.api.post('/api/job-roles', c.token, { personId: person.id, jobTitle: 'X', effectiveDate: '2025-02-01', isFirst: true })).status).toBe(422);
      const unknown = await t.api.post('/api/job-roles', c.token, { personId: 'nobody', jobTitle: 'X', effectiveDate: '2025-02-01' });
      expect(unknown.status).toBe(422);
      expect(issueNames(unknown.body)).toEqual(['personId']);
      const other = await newCompany(t);
      const foreign = await t.api.post('/api/job-roles', c.token, { personId: other.ownerId, jobTitle: 'X', effectiveDate: '2025-02-01' });
      expect(foreign.status).toBe(422);
      const role = person.jobRole.id;
      expect((await t.api.patch(`/api/job-roles/${role}`, c.token, { personId: other.ownerId })).status).toBe(422);
      expect((await t.api.patch(`/api/job-roles/${role}`, c.token, { jobTitle: null })).status).toBe(422);
      expect((await t.api.patch(`/api/job-roles/${role}`, c.token, { effectiveDate: null })).status).toBe(422);
      expect((await t.api.get(`/api/job-roles/${other.ownerId}`, c.token)).status).toBe(404);
    });

    it('filters by personId only, with equality, and $asOf with a date', async () => {
      for (const q of ['jobTitle=X', 'personId[$in]=a', '$asOf=tomorrow', '$asOf=2025-02-30', 'reportingTo=x']) {
        const res = await t.api.get(`/api/job-roles?${q}`, c.token);
        expect(res.status).toBe(422);
        expect(res.body.name).toBe('QueryParameterValidationError');
      }
    });

    it('records jobRole events', async () => {
      const person = await newPerson(t, c.token, london);
      const role = await newJobRole(t, c.token, person.id, { effectiveDate: '2025-03-01' });
      await t.api.patch(`/api/job-roles/${role.id}`, c.token, { jobTitle: 'Lead' });
      await t.api.delete(`/api/job-roles/${role.id}`, c.token);
      const types = (await t.db.query(`SELECT type FROM events WHERE payload->'data'->'object'->>'id' = $1 ORDER BY created_at, id`, [role.id])).map((e: any) => e.type);
      expect(types).toEqual(['jobRole.created', 'jobRole.updated', 'jobRole.deleted']);
    });
  });

  describe('the endDate chain', () => {
    it('ends each role the day before the next starts, on create in any order', async () => {
      const person = await newPerson(t, c.token, london, { employmentStartDate: '2022-01-10' });
      await newJobRole(t, c.token, person.id, { effectiveDate: '2024-06-01' });
      await newJobRole(t, c.token, person.id, { effectiveDate: '2023-03-15' });
      expect(await chainOf(person.id)).toEqual([
        ['2022-01-10', '2023-03-14', true],
        ['2023-03-15', '2024-05-31', false],
        ['2024-06-01', null, false],
      ]);
    });

    it('keeps it right when a role moves past another and when one is deleted', async () => {
      const person = await newPerson(t, c.token, london, { employmentStartDate: '2022-01-01' });
      const b = await newJobRole(t, c.token, person.id, { effectiveDate: '2023-01-01' });
      const cRole = await newJobRole(t, c.token, person.id, { effectiveDate: '2024-01-01' });
      const moved = await t.api.patch(`/api/job-roles/${b.id}`, c.token, { effectiveDate: '2025-01-01' });
      expect(moved.body.endDate).toBeNull();
      expect(await chainOf(person.id)).toEqual([
        ['2022-01-01', '2023-12-31', true],
        ['2024-01-01', '2024-12-31', false],
        ['2025-01-01', null, false],
      ]);
      await t.api.delete(`/api/job-roles/${cRole.id}`, c.token);
      expect(await chainOf(person.id)).toEqual([
        ['2022-01-01', '2024-12-31', true],
        ['2025-01-01', null, false],
      ]);
      // Moving the latest role before the first makes it the first.
      await t.api.patch(`/api/job-roles/${b.id}`, c.token, { effectiveDate: '2021-06-01' });
      expect(await chainOf(person.id)).toEqual([
        ['2021-06-01', '2021-12-31', true],
        ['2022-01-01', null, false],
      ]);
    });

    it('records jobRole.updated for a neighbour whose endDate changed', async () => {
      const person = await newPerson(t, c.token, london, { employmentStartDate: '2022-01-01' });
      await newJobRole(t, c.token, person.id, { effectiveDate: '2023-01-01' });
      const [event] = await t.db.query(
        `SELECT payload FROM events WHERE type = 'jobRole.updated' AND payload->'data'->'object'->>'id' = $1`, [person.jobRole.id],
      );
      expect(event.payload.data.object.endDate).toBe('2022-12-31');
      expect(event.payload.data.previousAttributes).toEqual({ endDate: null });
    });

    it('refuses two roles of one person starting the same day', async () => {
      const person = await newPerson(t, c.token, london, { employmentStartDate: '2022-01-01' });
      const res = await t.api.post('/api/job-roles', c.token, { personId: person.id, jobTitle: 'Twin', effectiveDate: '2022-01-01' });
      expect(res.status).toBe(422);
      expect(issueNames(res.body)).toEqual(['effectiveDate']);
      const other = await newJobRole(t, c.token, person.id, { effectiveDate: '2023-01-01' });
      expect((await t.api.patch(`/api/job-roles/${other.id}`, c.token, { effectiveDate: '2022-01-01' })).status).toBe(422);
      expect((await t.api.patch(`/api/job-roles/${other.id}`, c.token, { effectiveDate: '2023-01-01' })).status).toBe(200);
    });

    it("answers 422 when a person's last role is deleted", async () => {
      const person = await newPerson(t, c.token, london);
      const res = await t.api.delete(`/api/job-roles/${person.jobRole.id}`, c.token);
      expect(res.status).toBe(422);
      expect(res.body.name).toBe('ValidationError');
      expect((await rolesOf(person.id))).toHaveLength(1);
    });
  });

  describe('the role in effect', () => {
    it('person.jobRole is the role in effect today; a future-dated role is not current yet', async () => {
      const person = await newPerson(t, c.token, london, { employmentStartDate: '2022-01-01', jobRole: { jobTitle: 'Engineer' } });
      const promotion = await newJobRole(t, c.token, person.id, { jobTitle: 'Senior Engineer', effectiveDate: utcDay(-1) });
      await newJobRole(t, c.token, person.id, { jobTitle: 'Staff Engineer', effectiveDate: utcDay(30) });
      const shown = (await t.api.get(`/api/people/${person.id}`, c.token)).body;
      expect(shown.jobRole).toEqual(expect.objectContaining({ id: promotion.id, jobTitle: 'Senior Engineer', endDate: utcDay(29) }));
      const today = await newJobRole(t, c.token, person.id, { jobTitle: 'Acting Lead', effectiveDate: utcDay(0) });
      expect((await t.api.get(`/api/people/${person.id}`, c.token)).body.jobRole.id).toBe(today.id);
    });

    it('$asOf returns the role in effect on the date, one per person', async () => {
      const a = await newPerson(t, c.token, london, { employmentStartDate: '2020-01-01', jobRole: { jobTitle: 'A1' } });
      const a2 = await newJobRole(t, c.token, a.id, { jobTitle: 'A2', effectiveDate: '2021-01-01' });
      await newJobRole(t, c.token, a.id, { jobTitle: 'A3', effectiveDate: '2022-01-01' });
      const b = await newPerson(t, c.token, london, { employmentStartDate: '2021-06-01', jobRole: { jobTitle: 'B1' } });
      const later = await newPerson(t, c.token, london, { employmentStartDate: '2030-01-01' });

      const on = async (date: string) => {
        const body = (await t.api.get(`/api/job-roles?$asOf=${date}&$limit=250`, c.token)).body;
        return body.data.filter((r: any) => [a.id, b.id, later.id].includes(r.personId)).map((r: any) => r.jobTitle).sort();
      };
      expect(await on('2019-12-31')).toEqual([]);
      expect(await on('2020-01-01')).toEqual(['A1']);
      expect(await on('2020-12-31')).toEqual(['A1']);
      expect(await on('2021-06-01')).toEqual(['A2', 'B1']);
      expect(await on('2023-05-05')).toEqual(['A3', 'B1']);
      const combined = await t.api.get(`/api/job-roles?$asOf=2021-03-01&personId=${a.id}`, c.token);
      expect(combined.body.data.map((r: any) => r.id)).toEqual([a2.id]);
      expect(combined.body.total).toBe(1);
    });
  });

  describe('reportingTo', () => {
    it('must be a person of the same company, not the person themself', async () => {
      const person = await newPerson(t, c.token, london);
      const other = await newCompany(t);
      for (const reportingTo of ['nobody', other.ownerId, person.id]) {
        const res = await t.api.patch(`/api/job-roles/${person.jobRole.id}`, c.token, { reportingTo });
        expect(res.status).toBe(422);
        expect(issueNames(res.body)).toEqual(['reportingTo']);
      }
    });

    it('refuses direct and indirect cycles', async () => {
      const top = await newPerson(t, c.token, london);
      const middle = await newPerson(t, c.token, london, { jobRole: { jobTitle: 'Manager', reportingTo: top.id } });
      const bottom = await newPerson(t, c.token, london, { jobRole: { jobTitle: 'Engineer', reportingTo: middle.id } });
      const direct = await t.api.patch(`/api/job-roles/${middle.jobRole.id}`, c.token, { reportingTo: bottom.id });
      expect(direct.status).toBe(422);
      expect(issueNames(direct.body)).toEqual(['reportingTo']);
      const indirect = await t.api.patch(`/api/job-roles/${top.jobRole.id}`, c.token, { reportingTo: bottom.id });
      expect(indirect.status).toBe(422);
      const viaNewRole = await t.api.post('/api/job-roles', c.token, { personId: top.id, jobTitle: 'CEO', effectiveDate: utcDay(-1), reportingTo: bottom.id });
      expect(viaNewRole.status).toBe(422);
      expect((await rolesOf(top.id))).toHaveLength(1);
    });

    it('refuses a cycle that only starts in the future, and allows one that never overlaps', async () => {
      const a = await newPerson(t, c.token, london, { employmentStartDate: '2020-01-01' });
      const b = await newPerson(t, c.token, london, { employmentStartDate: '2020-01-01', jobRole: { jobTitle: 'B', reportingTo: a.id } });
      // From next year A would report to B while B still reports to A: a cycle on those days.
      const future = await t.api.post('/api/job-roles', c.token, { personId: a.id, jobTitle: 'A later', effectiveDate: utcDay(365), reportingTo: b.id });
      expect(future.status).toBe(422);
      // If B stops reporting to A first, the later line is fine.
      await newJobRole(t, c.token, b.id, { jobTitle: 'B later', effectiveDate: utcDay(300), reportingTo: null });
      const ok = await t.api.post('/api/job-roles', c.token, { personId: a.id, jobTitle: 'A later', effectiveDate: utcDay(365), reportingTo: b.id });
      expect(ok.status).toBe(201);
    });

    it('refuses a delete that stretches an older role into a cycle', async () => {
      const a = await newPerson(t, c.token, london, { employmentStartDate: '2020-01-01' });
      const b = await newPerson(t, c.token, london, { employmentStartDate: '2020-01-01' });
      // A reported to B until last year; then A's new role reports to nobody and B reports to A.
      await t.api.patch(`/api/job-roles/${a.jobRole.id}`, c.token, { reportingTo: b.id });
      const aNew = await newJobRole(t, c.token, a.id, { effectiveDate: '2023-01-01', reportingTo: null });
      await newJobRole(t, c.token, b.id, { effectiveDate: '2023-01-01', reportingTo: a.id });
      const res = await t.api.delete(`/api/job-roles/${aNew.id}`, c.token);
      expect(res.status).toBe(422);
      expect((await t.api.get(`/api/job-roles/${aNew.id}`, c.token)).status).toBe(200);
    });
  });
});
