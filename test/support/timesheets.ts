import { randomUUID } from 'node:crypto';
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

/** A working pattern of the company stored directly (`days`: weekday -> hours), optionally its default; its id. */
export async function storedPattern(t: TestApp, companyId: string, days: Record<string, number>, isDefault = false): Promise<string> {
  const id = randomUUID();
  await t.db.query(
    `INSERT INTO working_patterns (id, company_id, name, days, is_default, created_at, updated_at) VALUES ($1, $2, 'Pattern', $3, $4, now(), now())`,
    [id, companyId, JSON.stringify(Object.entries(days).map(([day, hours]) => ({ day, hours }))), isDefault],
  );
  return id;
}

/** The pattern applies to the person from `startDate` (open-ended), stored directly. */
export async function storedAllocation(t: TestApp, companyId: string, personId: string, patternId: string, startDate: string): Promise<void> {
  await t.db.query(
    `INSERT INTO working_pattern_allocations (id, company_id, person_id, working_pattern_id, start_date, end_date, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, NULL, now(), now())`,
    [randomUUID(), companyId, personId, patternId, startDate],
  );
}

/** Day `n` after `from` (`YYYY-MM-DD`). */
export function dayAfter(from: string, n: number): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
