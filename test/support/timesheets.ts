import { TestApp } from './test-app';

/** Turns the company's timesheets on (or off) through the API, as its owner. */
export async function setTimesheets(t: TestApp, company: { companyId: string; token: string }, enabled: boolean): Promise<void> {
  const res = await t.api.patch(`/api/companies/${company.companyId}`, company.token, { isTimesheetEnabled: enabled });
  if (res.status !== 200) throw new Error(`timesheets not switched: ${res.status} ${JSON.stringify(res.body)}`);
}

/** `reportId` reports to `managerId` from 2024 (a job role made by the owner). */
export async function reportsTo(t: TestApp, ownerToken: string, reportId: string, managerId: string): Promise<void> {
  const res = await t.api.post('/api/job-roles', ownerToken, { personId: reportId, jobTitle: 'Engineer', effectiveDate: '2024-01-01', reportingTo: managerId });
  if (res.status !== 201) throw new Error(`reporting line not made: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A timesheet entry made through the API; the API object. */
export async function newEntry(t: TestApp, token: string, body: Record<string, unknown>): Promise<any> {
  const res = await t.api.post('/api/timesheet-entries', token, body);
  if (res.status !== 201) throw new Error(`entry not made: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A timesheet submission made through the API; the API object. */
export async function newSubmission(t: TestApp, token: string, body: Record<string, unknown>): Promise<any> {
  const res = await t.api.post('/api/timesheet-submissions', token, body);
  if (res.status !== 201) throw new Error(`submission not made: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A working pattern of the company made through the API (`days`: weekday -> hours); its id. */
export async function newPattern(t: TestApp, ownerToken: string, days: Record<string, number>): Promise<string> {
  const res = await t.api.post('/api/working-patterns', ownerToken, { name: 'Pattern', days: Object.entries(days).map(([day, hours]) => ({ day, hours })) });
  if (res.status !== 201) throw new Error(`pattern not made: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** The pattern applies to the person from `startDate` (open-ended), allocated through the API. */
export async function allocatePattern(t: TestApp, ownerToken: string, personId: string, workingPatternId: string, startDate: string): Promise<void> {
  const res = await t.api.post('/api/working-pattern-allocations', ownerToken, { personId, workingPatternId, startDate, endDate: null });
  if (res.status !== 201) throw new Error(`pattern not allocated: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Day `n` after `from` (`YYYY-MM-DD`). */
export function dayAfter(from: string, n: number): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
