import { randomUUID } from 'node:crypto';
import { workingHoursByDate } from '../../../src/modules/people';
import { newCompany, newLocation, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * A person's working time on a date comes from, in order: the allocation covering it; their own `workingDays` (a
 * listed day works the company default pattern's hours for that weekday, else 8); their location's pattern; the
 * company's default pattern; Monday to Friday at 8 hours.
 */
describe('working hours by date follow the precedence of patterns', () => {
  let t: TestApp;
  let c: TestCompany;
  // 2026-03-02 is a Monday.
  const WEEK = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'];

  const hoursOfWeek = async (companyId: string, personId: string, from = WEEK[0], to = WEEK[6]) =>
    Object.fromEntries(await workingHoursByDate(t.db.manager, companyId, personId, from, to));
  const week = (...hours: number[]) => Object.fromEntries(WEEK.map((date, i) => [date, hours[i]]));

  const pattern = async (companyId: string, days: Record<string, number>, isDefault = false): Promise<string> => {
    const id = randomUUID();
    await t.db.query(
      `INSERT INTO working_patterns (id, company_id, name, days, is_default, created_at, updated_at) VALUES ($1, $2, 'Pattern', $3, $4, now(), now())`,
      [id, companyId, JSON.stringify(Object.entries(days).map(([day, hours]) => ({ day, hours }))), isDefault],
    );
    return id;
  };
  const allocate = (companyId: string, personId: string, patternId: string, startDate: string, endDate: string | null) =>
    t.db.query(
      `INSERT INTO working_pattern_allocations (id, company_id, person_id, working_pattern_id, start_date, end_date, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, now(), now())`,
      [randomUUID(), companyId, personId, patternId, startDate, endDate],
    );

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('without any pattern, works Monday to Friday at 8 hours', async () => {
    const { personId } = await newUser(t, c.companyId, 'user');
    expect(await hoursOfWeek(c.companyId, personId)).toEqual(week(8, 8, 8, 8, 8, 0, 0));
  });

  it('takes the company default pattern, then the location\'s pattern before it', async () => {
    await pattern(c.companyId, { monday: 6, tuesday: 6, wednesday: 6 }, true);
    const locationPattern = await pattern(c.companyId, { tuesday: 7.5, saturday: 4 });
    const plain = await newUser(t, c.companyId, 'user');
    expect(await hoursOfWeek(c.companyId, plain.personId)).toEqual(week(6, 6, 6, 0, 0, 0, 0));
    const locationId = await newLocation(t, c.token);
    await t.db.query('UPDATE locations SET working_pattern_id = $2 WHERE id = $1', [locationId, locationPattern]);
    const atLocation = await newUser(t, c.companyId, 'user', undefined, { locationId });
    expect(await hoursOfWeek(c.companyId, atLocation.personId)).toEqual(week(0, 7.5, 0, 0, 0, 4, 0));
  });

  it('takes the person\'s own working days before the location\'s pattern, at the default pattern\'s hours of each weekday else 8', async () => {
    await pattern(c.companyId, { monday: 6, tuesday: 6.5 }, true);
    const locationPattern = await pattern(c.companyId, { friday: 3 });
    const locationId = await newLocation(t, c.token);
    await t.db.query('UPDATE locations SET working_pattern_id = $2 WHERE id = $1', [locationId, locationPattern]);
    const { personId } = await newUser(t, c.companyId, 'user', undefined, {
      locationId, workingDays: [{ day: 'monday' }, { day: 'tuesday' }, { day: 'wednesday' }],
    });
    expect(await hoursOfWeek(c.companyId, personId)).toEqual(week(6, 6.5, 8, 0, 0, 0, 0));
  });

  it('takes the allocation covering a date before anything else, and only on the dates it covers', async () => {
    await pattern(c.companyId, { monday: 6 }, true);
    const partTime = await pattern(c.companyId, { monday: 7.5, tuesday: 7.5, wednesday: 7.5, thursday: 7.5 });
    const { personId } = await newUser(t, c.companyId, 'user', undefined, { workingDays: [{ day: 'friday' }] });
    await allocate(c.companyId, personId, partTime, '2026-03-04', '2026-03-05');
    expect(await hoursOfWeek(c.companyId, personId)).toEqual(week(0, 0, 7.5, 7.5, 8, 0, 0));
    await allocate(c.companyId, personId, partTime, '2026-03-06', null);
    expect(await hoursOfWeek(c.companyId, personId, '2026-03-06', '2026-03-09')).toEqual({
      '2026-03-06': 0, '2026-03-07': 0, '2026-03-08': 0, '2026-03-09': 7.5,
    });
  });

  it('answers nothing for a person of another company', async () => {
    const other = await newCompany(t);
    const { personId } = await newUser(t, other.companyId, 'user');
    expect((await workingHoursByDate(t.db.manager, c.companyId, personId, WEEK[0], WEEK[6])).size).toBe(0);
  });
});
