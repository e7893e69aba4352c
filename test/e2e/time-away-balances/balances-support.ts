import { newUser, TestCompany } from '../../support/factories';
import { TestApp } from '../../support/test-app';

/** What the balance tests do again and again, through the API as the owner. */
export function balanceHelpers(t: TestApp, c: () => TestCompany) {
  let paidTimeOff: string | undefined;
  const typeId = async () => (paidTimeOff ??= (await t.api.get('/api/time-away-types', c().token)).body.data.find((x: any) => x.category === 'paidTimeOff').id);

  return {
    /** A policy of the company; its id. */
    async policy(fields: Record<string, unknown>): Promise<string> {
      const res = await t.api.post('/api/time-away-policies', c().token, { name: `Policy ${Math.random()}`, ...fields });
      expect(res.status).toBe(201);
      return res.body.id;
    },
    /** A person who started on `start` (calendar GB: days counted Monday to Friday, England's bank holidays). */
    async person(start = '2020-01-01'): Promise<string> {
      return (await newUser(t, c().companyId, 'user', undefined, { employmentStartDate: start, publicHolidayCalendarId: 'GB' })).personId;
    },
    async allocate(personId: string, timeAwayPolicyId: string, startDate: string, endDate: string | null = null): Promise<void> {
      const res = await t.api.post('/api/time-away-allocations', c().token, { personId, timeAwayPolicyId, startDate, endDate });
      expect(res.status).toBe(201);
    },
    /** Approved paid time off (made by the owner); its working days. */
    async take(personId: string, startDate: string, endDate: string): Promise<number> {
      const res = await t.api.post('/api/time-away', c().token, { personId, timeAwayTypeId: await typeId(), startDate, endDate });
      expect(res.status).toBe(201);
      return res.body.days;
    },
    async adjust(personId: string, date: string, days: number): Promise<void> {
      expect((await t.api.post('/api/time-away-adjustments', c().token, { personId, date, days })).status).toBe(201);
    },
    async balance(personId: string, query = ''): Promise<any> {
      const res = await t.api.get(`/api/time-away-balances?personId=${personId}${query}`, c().token);
      expect(res.status).toBe(200);
      return res.body.data[0];
    },
  };
}
