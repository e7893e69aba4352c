import { randomBytes } from 'node:crypto';
import { AssignableRole } from '../../src/core/auth/roles';
import { Scope, SCOPES } from '../../src/core/auth/scopes';
import { CompanySetupService } from '../../src/modules/company-setup';
import { PeopleService } from '../../src/modules/people/people.service';
import { Person } from '../../src/modules/people/person.entity';
import { TokensService } from '../../src/modules/tokens/tokens.service';
import { TestApp } from './test-app';

const unique = () => randomBytes(4).toString('hex');

export interface TestCompany {
  companyId: string;
  ownerId: string;
  ownerEmail: string;
  /** Owner token with every scope. */
  token: string;
}

/** A company made the way the CLI makes one, with an all-scope owner token. */
export async function newCompany(t: TestApp, name = `Company ${unique()}`): Promise<TestCompany> {
  const ownerEmail = `owner-${unique()}@example.com`;
  const { company, owner } = await t.app.get(CompanySetupService).create({ name, ownerEmail, ownerFirstName: 'Olive', ownerLastName: 'Owner' });
  const { token } = await t.app.get(TokensService).create({ email: ownerEmail, scopes: [...SCOPES] });
  return { companyId: company.id as string, ownerId: owner.id as string, ownerEmail, token };
}

export interface TestUser {
  personId: string;
  email: string;
  token: string;
}

/** A person of the company with a role and a token of the given scopes. */
export async function newUser(
  t: TestApp,
  companyId: string,
  role: AssignableRole,
  scopes: readonly Scope[] = SCOPES,
  fields: Partial<Person> = {},
): Promise<TestUser> {
  const email = `${role}-${unique()}@example.com`;
  const person = await t.app.get(PeopleService).insertRow(t.db.manager, { companyId }, {
    firstName: 'Test', lastName: role, email, role, status: 'active', employmentStartDate: '2024-01-01',
    employmentEndDate: null, locationId: null, ...fields,
  });
  const { token } = await t.app.get(TokensService).create({ email, scopes: [...scopes] });
  return { personId: person.id, email, token };
}

export async function tokenFor(t: TestApp, email: string, scopes: readonly Scope[], extra: { expiresAt?: string } = {}): Promise<string> {
  return (await t.app.get(TokensService).create({ email, scopes: [...scopes], ...extra })).token;
}

/** The company's custom permissions (D2 `company:set-permissions`): the roles granted compensations or documents. */
export async function setGrants(t: TestApp, companyId: string, grants: { compensations?: string[]; documents?: string[] }): Promise<void> {
  await t.app.get(TokensService).setPermissions(companyId, {
    compensations: grants.compensations?.join(','),
    documents: grants.documents?.join(','),
  });
}

// ---- people and job roles ---------------------------------------------------

/** A location of the company made through the API; its id. */
export async function newLocation(t: TestApp, token: string, fields: Record<string, unknown> = {}): Promise<string> {
  const policies = await t.api.get('/api/time-away-policies', token);
  const res = await t.api.post('/api/locations', token, { city: 'London', countryCode: 'GB', timeAwayPolicyId: policies.body.data[0].id, ...fields });
  if (res.status !== 201) throw new Error(`location not made: ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** A valid create body for an active person (spec: People create), with a unique work email. */
export function activePersonBody(locationId: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada-${unique()}@example.com`,
    employmentStartDate: '2024-01-15',
    locationId,
    jobRole: { jobTitle: 'Engineer', department: 'Engineering' },
    ...fields,
  };
}

/** An active person made through the API (with its first job role); the API object. */
export async function newPerson(t: TestApp, token: string, locationId: string, fields: Record<string, unknown> = {}): Promise<any> {
  const res = await t.api.post('/api/people', token, activePersonBody(locationId, fields));
  if (res.status !== 201) throw new Error(`person not made: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A job role made through the API; the API object. */
export async function newJobRole(t: TestApp, token: string, personId: string, fields: Record<string, unknown> = {}): Promise<any> {
  const res = await t.api.post('/api/job-roles', token, { personId, jobTitle: 'Engineer', effectiveDate: '2024-01-15', ...fields });
  if (res.status !== 201) throw new Error(`job role not made: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Today and other days in UTC as `YYYY-MM-DD` (D7). */
export function utcDay(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}
