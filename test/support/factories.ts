import { randomBytes } from 'node:crypto';
import { AssignableRole } from '../../src/core/auth/roles';
import { Scope, SCOPES } from '../../src/core/auth/scopes';
import { CompanySetupService } from '../../src/modules/companies/company-setup.service';
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
