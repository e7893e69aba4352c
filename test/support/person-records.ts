import { Role } from '../../src/core/auth/roles';
import { NO_ACCESS, POLICY_TABLE, PolicyResource, RolePolicy } from '../../src/core/policy/policy-table';
import { ApiResponse } from './api-client';
import { TestApp } from './test-app';

/** The policy-table row of a role, with D5's "if granted" applied: no access unless the company granted the area. */
export function effectivePolicy(resource: PolicyResource, role: Role, granted: readonly string[] = []): RolePolicy {
  const policy = POLICY_TABLE[resource][role];
  return policy.grant && !granted.includes(role) ? NO_ACCESS : policy;
}

/** Asserts the spec's error object, and for a ValidationError that the issues name exactly these fields. */
export function expectError(res: ApiResponse, status: number, name: string, issueNames?: string[]): void {
  expect({ status: res.status, name: res.body?.name }).toEqual({ status, name });
  expect(res.body).toEqual(expect.objectContaining({ id: expect.any(String), code: status, message: expect.any(String) }));
  if (issueNames) expect(res.body.issues.map((i: { name: string }) => i.name).sort()).toEqual([...issueNames].sort());
}

export interface StoredEvent {
  type: string;
  payload: { type: string; companyId: string; data: { object: Record<string, unknown>; previousAttributes?: Record<string, unknown> } };
}

/** Events recorded for a company (outbox), oldest first, optionally of one type or about one record. */
export async function eventsOf(t: TestApp, companyId: string, filter: { type?: string; objectId?: string } = {}): Promise<StoredEvent[]> {
  const rows: StoredEvent[] = await t.db.query(
    `SELECT type, payload FROM events
      WHERE company_id = $1 AND ($2::text IS NULL OR type = $2) AND ($3::text IS NULL OR payload->'data'->'object'->>'id' = $3)
      ORDER BY created_at, id`,
    [companyId, filter.type ?? null, filter.objectId ?? null],
  );
  return rows;
}

export const ids = (res: ApiResponse): string[] => res.body.data.map((row: { id: string }) => row.id);
