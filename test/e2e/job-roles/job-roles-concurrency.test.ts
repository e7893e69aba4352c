import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** Real concurrent requests: the endDate chain and the reporting lines hold (D9). */
describe('job roles under concurrency', () => {
  let t: TestApp;
  let c: TestCompany;
  let london: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    london = await newLocation(t, c.token);
  });
  afterAll(() => t.close());

  const day = (base: string, offset: number) => new Date(Date.parse(`${base}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const dayBefore = (date: string) => day(date, -1);

  /** Reads the stored chain and checks it: sorted by start, each ends the day before the next, one first. */
  const expectChainRight = async (personId: string, expectedLength: number) => {
    const rows: { effective_date: string; end_date: string | null; is_first: boolean }[] = await t.db.query(
      `SELECT effective_date, end_date, is_first FROM job_roles WHERE person_id = $1 ORDER BY effective_date`, [personId],
    );
    expect(rows).toHaveLength(expectedLength);
    rows.forEach((row, i) => {
      expect(row.is_first).toBe(i === 0);
      expect(row.end_date).toBe(i === rows.length - 1 ? null : dayBefore(rows[i + 1].effective_date));
    });
  };

  it('20 concurrent inserts for one person keep the chain right', async () => {
    const person = await newPerson(t, c.token, london, { employmentStartDate: '2020-01-01' });
    // Shuffled dates, so inserts land before, between and after each other.
    const dates = Array.from({ length: 20 }, (_, i) => day('2020-02-01', ((i * 7) % 20) * 30));
    const results = await Promise.all(dates.map((effectiveDate, i) =>
      t.api.post('/api/job-roles', c.token, { personId: person.id, jobTitle: `Role ${i}`, effectiveDate })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    await expectChainRight(person.id, 21);
  });

  it('concurrent creates, moves and deletes keep the chain right and never answer 5xx', async () => {
    const person = await newPerson(t, c.token, london, { employmentStartDate: '2020-01-01' });
    const seeded = [];
    for (let i = 1; i <= 6; i++) {
      seeded.push((await t.api.post('/api/job-roles', c.token, { personId: person.id, jobTitle: `Seed ${i}`, effectiveDate: day('2020-01-01', i * 100) })).body);
    }
    const requests = [
      ...Array.from({ length: 6 }, (_, i) => t.api.post('/api/job-roles', c.token, { personId: person.id, jobTitle: `New ${i}`, effectiveDate: day('2020-01-01', i * 100 + 50) })),
      t.api.patch(`/api/job-roles/${seeded[0].id}`, c.token, { effectiveDate: '2019-06-01' }),
      t.api.patch(`/api/job-roles/${seeded[1].id}`, c.token, { effectiveDate: '2030-01-01' }),
      t.api.delete(`/api/job-roles/${seeded[2].id}`, c.token),
      t.api.delete(`/api/job-roles/${seeded[3].id}`, c.token),
    ];
    const results = await Promise.all(requests);
    expect(results.every((r) => r.status < 300)).toBe(true);
    await expectChainRight(person.id, 1 + 6 + 6 - 2);
  });

  it('concurrent inserts on the same day: one wins, the others get a 422', async () => {
    const person = await newPerson(t, c.token, london, { employmentStartDate: '2020-01-01' });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) =>
      t.api.post('/api/job-roles', c.token, { personId: person.id, jobTitle: `Same ${i}`, effectiveDate: '2024-04-01' })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422)).toHaveLength(7);
    await expectChainRight(person.id, 2);
  });

  it('deleting the last two roles at once leaves one: the last role is never deleted', async () => {
    const person = await newPerson(t, c.token, london, { employmentStartDate: '2020-01-01' });
    const second = (await t.api.post('/api/job-roles', c.token, { personId: person.id, jobTitle: 'Second', effectiveDate: '2022-01-01' })).body;
    const results = await Promise.all([t.api.delete(`/api/job-roles/${person.jobRole.id}`, c.token), t.api.delete(`/api/job-roles/${second.id}`, c.token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    await expectChainRight(person.id, 1);
  });

  it('two concurrent reporting lines that would close a cycle: only one is made', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await newPerson(t, c.token, london);
      const b = await newPerson(t, c.token, london);
      const results = await Promise.all([
        t.api.patch(`/api/job-roles/${a.jobRole.id}`, c.token, { reportingTo: b.id }),
        t.api.patch(`/api/job-roles/${b.jobRole.id}`, c.token, { reportingTo: a.id }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    }
  });
});
