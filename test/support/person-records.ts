import { ASSIGNABLE_ROLES, AssignableRole, Role } from '../../src/core/auth/roles';
import { SCOPES } from '../../src/core/auth/scopes';
import { NO_ACCESS, POLICY_TABLE, PolicyResource, RolePolicy } from '../../src/core/policy/policy-table';
import { SealedValues } from '../../src/core/crypto';
import { ApiResponse } from './api-client';
import { newUser, setGrants } from './factories';
import { TestApp } from './test-app';

/** The policy-table row of a role, with D5's "if granted" applied: no access unless the company granted the area. */
export function effectivePolicy(resource: PolicyResource, role: Role, granted: readonly string[] = []): RolePolicy {
  const policy = POLICY_TABLE[resource][role];
  return policy.grant && !granted.includes(role) ? (policy.withoutGrant ?? NO_ACCESS) : policy;
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

/**
 * Events recorded for a company (outbox), oldest first, optionally of one type or about one record; their sealed
 * fields opened as a subscriber receives them (test/e2e/encryption checks they are stored encrypted).
 */
export async function eventsOf(t: TestApp, companyId: string, filter: { type?: string; objectId?: string } = {}): Promise<StoredEvent[]> {
  const rows: StoredEvent[] = await t.db.query(
    `SELECT type, payload FROM events
      WHERE company_id = $1 AND ($2::text IS NULL OR type = $2) AND ($3::text IS NULL OR payload->'data'->'object'->>'id' = $3)
      ORDER BY created_at, id`,
    [companyId, filter.type ?? null, filter.objectId ?? null],
  );
  const sealed = t.app.get(SealedValues);
  for (const row of rows) row.payload = JSON.parse(await sealed.openPayloadText(JSON.stringify(row.payload)));
  return rows;
}

export const ids = (res: ApiResponse): string[] => res.body.data.map((row: { id: string }) => row.id);

/** How the generated role cases reach a person-owned resource. */
export interface PersonRecordRoutes {
  /** Policy-table resource whose rows decide (for custom values: the section's). */
  resource: PolicyResource;
  path: string;
  /** A create body for the person (may make what it needs first, as the owner). */
  body: (personId: string) => Promise<Record<string, unknown>>;
  patch: Record<string, unknown>;
  /**
   * What `none` means: `forbidden` (the role may not use the resource at all: 403) or `hidden` (the resource
   * stays open through other rows, as custom values of other sections: the rows are left out, 404 alone).
   */
  closed?: 'forbidden' | 'hidden';
}

/**
 * One generated case (D5): an actor of `role` (with `granted` grants applied by the caller) against their own
 * record, a colleague's and a newcomer's, through the HTTP API, checked against the policy-table row:
 * `all` every row; `self` their own only; `none` nothing. A row the role cannot see is 404; one it sees but may
 * not change is 403; creating for a person out of reach is 403.
 */
export async function checkPersonRecordRole(
  t: TestApp,
  ownerToken: string,
  routes: PersonRecordRoutes,
  actor: { personId: string; token: string },
  others: { colleague: string; newcomer: string },
  policy: RolePolicy,
): Promise<void> {
  const forbidden = (routes.closed ?? 'forbidden') === 'forbidden';
  const reaches = (access: string, own: boolean) => access === 'all' || (access === 'self' && own);
  const post = async (token: string, personId: string) => t.api.post(routes.path, token, await routes.body(personId));

  const createForSelf = await post(actor.token, actor.personId);
  const createForNewcomer = await post(actor.token, others.newcomer);
  expect([createForSelf.status, createForNewcomer.status]).toEqual([
    reaches(policy.write, true) ? 201 : 403,
    reaches(policy.write, false) ? 201 : 403,
  ]);
  const own = createForSelf.status === 201 ? createForSelf.body.id : (await post(ownerToken, actor.personId)).body.id;
  const theirs = (await post(ownerToken, others.colleague)).body.id;
  expect([own, theirs].every((id) => typeof id === 'string')).toBe(true);

  const readClosed = policy.read === 'none' && forbidden;
  const list = await t.api.get(`${routes.path}?personId[$in]=${actor.personId}&personId[$in]=${others.colleague}`, actor.token);
  if (readClosed) expect(list.status).toBe(403);
  else expect(ids(list).sort()).toEqual([own, theirs].filter((id) => reaches(policy.read, id === own)).sort());
  for (const id of [own, theirs]) {
    const res = await t.api.get(`${routes.path}/${id}`, actor.token);
    expect(res.status).toBe(readClosed ? 403 : reaches(policy.read, id === own) ? 200 : 404);
  }

  const writeClosed = policy.write === 'none' && forbidden;
  const expectedWrite = (id: string) =>
    writeClosed ? 403 : reaches(policy.write, id === own) ? 200 : reaches(policy.read, id === own) ? 403 : 404;
  for (const id of [theirs, own]) {
    const patched = await t.api.patch(`${routes.path}/${id}`, actor.token, routes.patch);
    const deleted = await t.api.delete(`${routes.path}/${id}`, actor.token);
    expect([patched.status, deleted.status]).toEqual([expectedWrite(id), expectedWrite(id)]);
  }
}

/** The generated cases of a granted area (D5): each role with and without the grant where its row needs one. */
export function grantCases(resource: PolicyResource): [AssignableRole, string, string[]][] {
  return ASSIGNABLE_ROLES.flatMap((role): [AssignableRole, string, string[]][] =>
    POLICY_TABLE[resource][role].grant ? [[role, 'not granted', []], [role, 'granted', [role]]] : [[role, 'no grant needed', []]],
  );
}

/**
 * One case of `grantCases` for a documents-area resource: the company grants documents to `granted`, an actor of
 * `role` with every scope meets a colleague's and a newcomer's records (checkPersonRecordRole), then the grant goes.
 */
export async function checkDocumentsGrantRole(
  t: TestApp,
  company: { companyId: string; token: string },
  routes: PersonRecordRoutes,
  role: AssignableRole,
  granted: string[],
): Promise<void> {
  await setGrants(t, company.companyId, { documents: [...granted] });
  try {
    const actor = await newUser(t, company.companyId, role, SCOPES);
    const colleague = await newUser(t, company.companyId, 'user');
    const newcomer = await newUser(t, company.companyId, 'user');
    await checkPersonRecordRole(
      t, company.token, routes, actor, { colleague: colleague.personId, newcomer: newcomer.personId }, effectivePolicy(routes.resource, role, granted),
    );
  } finally {
    await setGrants(t, company.companyId, { documents: [] });
  }
}

/**
 * `count` copies of a stored person in its company, with their own ids, emails and no employee id or feed token, then
 * ANALYZE: a company of some size, for what PostgreSQL plans differently when a table is large.
 */
export async function copiesOfPerson(t: TestApp, personId: string, count: number): Promise<void> {
  const columns = ((await t.db.query(
    `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'people' AND is_generated = 'NEVER'`,
  )) as { name: string }[]).map((c) => c.name);
  const copied: Record<string, string> = {
    id: `'bulk-' || g`, email: `'bulk-' || g || '@example.com'`, employee_id: 'NULL', calendar_feed_token: 'NULL', calendar_feed_token_index: 'NULL',
  };
  await t.db.query(
    `INSERT INTO people (${columns.join(', ')}) SELECT ${columns.map((name) => copied[name] ?? name).join(', ')}
       FROM people, generate_series(1, ${Number(count)}) g WHERE people.id = $1`,
    [personId],
  );
  await t.db.query('ANALYZE people');
}
