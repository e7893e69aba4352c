import { Clock } from '../../../src/core/clock';
import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * A company's own holiday calendar (not a library code) counts, as `dayCount`, the distinct dates of its own holidays
 * in the clock's UTC year; a library calendar counts the library's (public-holidays.test.ts).
 */
describe('dayCount of a company\'s own calendar', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    // Own calendars are not made through the API; two holidays share 2026-02-02.
    await t.db.query(
      `INSERT INTO public_holiday_calendars (id, company_id, name, created_at, updated_at) VALUES ('own-calendar', $1, 'Head office', now(), now())`,
      [c.companyId],
    );
    const holidays: [string, string][] = [['2026-02-02', 'Founders day'], ['2026-02-02', 'Winter break'], ['2026-03-02', 'Spring day'], ['2025-03-03', 'Spring day']];
    for (const [i, [date, name]] of holidays.entries()) {
      await t.db.query(
        `INSERT INTO public_holidays (id, company_id, public_holiday_calendar_id, date, name, created_at, updated_at) VALUES ($1, $2, 'own-calendar', $3, $4, now(), now())`,
        [`own-holiday-${i}`, c.companyId, date, name],
      );
    }
  });
  afterAll(() => t.close());

  const dayCountIn = async (year: number) => {
    t.app.get(Clock).freezeAt(new Date(`${year}-06-01T00:00:00Z`));
    try {
      const retrieved = (await t.api.get('/api/public-holiday-calendars/own-calendar', c.token)).body;
      const listed = (await t.api.get('/api/public-holiday-calendars?id[$in]=own-calendar', c.token)).body.data;
      expect(listed).toEqual([retrieved]);
      return retrieved.dayCount;
    } finally {
      t.app.get(Clock).reset();
    }
  };

  it('counts distinct dates of the clock\'s UTC year, 0 for a year without holidays', async () => {
    expect(await dayCountIn(2026)).toBe(2);
    expect(await dayCountIn(2025)).toBe(1);
    expect(await dayCountIn(2027)).toBe(0);
  });
});
