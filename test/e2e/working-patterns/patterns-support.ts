import { TestApp } from '../../support/test-app';

/** Days of a pattern from `{ monday: 7.5, ... }`. */
export const daysOf = (hours: Record<string, number>) => Object.entries(hours).map(([day, h]) => ({ day, hours: h }));

/** Monday to Thursday at 7.5 hours: a 4-day part-timer's week. */
export const FOUR_SHORT_DAYS = daysOf({ monday: 7.5, tuesday: 7.5, wednesday: 7.5, thursday: 7.5 });

/** A pattern made through the API; its id. */
export async function newPattern(t: TestApp, token: string, days = FOUR_SHORT_DAYS, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await t.api.post('/api/working-patterns', token, { name: `Pattern ${Math.random().toString(36).slice(2, 8)}`, days, ...extra });
  if (res.status !== 201) throw new Error(`pattern not made: ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** An allocation made through the API; its id. */
export async function allocate(t: TestApp, token: string, personId: string, workingPatternId: string, startDate: string, endDate: string | null = null): Promise<string> {
  const res = await t.api.post('/api/working-pattern-allocations', token, { personId, workingPatternId, startDate, endDate });
  if (res.status !== 201) throw new Error(`allocation not made: ${JSON.stringify(res.body)}`);
  return res.body.id;
}
