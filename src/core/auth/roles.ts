import { ApiError } from '../errors/api-error';
import { Scope } from './scopes';

/** Roles a person can be given; `manager` is implied by reporting lines and never stored. */
export const ASSIGNABLE_ROLES = ['owner', 'admin', 'finance', 'tech', 'user'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
export type Role = AssignableRole | 'manager';

/** The role that holds a company (D3): its first person is one, and it always keeps an active one (D14: webhooks are theirs). */
export const OWNER_ROLE = 'owner' satisfies AssignableRole;
/** The role of a person added through the API; other roles are given from the console (D2). */
export const NEW_PERSON_ROLE = 'user' satisfies AssignableRole;

export type GrantArea = 'compensations' | 'documents';
export type GrantRole = 'admin' | 'finance' | 'manager';
export type CompanyGrants = Record<GrantArea, GrantRole[]>;

export const GRANT_ROLES: readonly GrantRole[] = ['admin', 'finance', 'manager'];

/** The most a role's token can do, before the policy table narrows it per record (D3: scopes x role). */
export function roleScopeCeiling(role: AssignableRole, isManager: boolean, grants: CompanyGrants): Set<Scope> {
  const granted = (area: GrantArea, r: GrantRole) => grants[area]?.includes(r) ?? false;
  const scopes: Scope[] = ['public:read'];
  switch (role) {
    case 'owner':
      return new Set<Scope>([
        'public:read', 'private:read', 'private:write', 'compensations:read', 'compensations:write',
        'documents:read', 'documents:write', 'webhooks:manage', 'audit:read', 'scim:read', 'provisioning:manage', 'events:read',
      ]);
    case 'admin':
      // The identity feed of identity providers: the roles that see every person, new hires included (D5); the change
      // feed (docs/integrations.md), whose events are shaped by the token's other scopes as their GETs are.
      scopes.push('private:read', 'private:write', 'scim:read', 'events:read');
      if (granted('compensations', 'admin')) scopes.push('compensations:read', 'compensations:write');
      if (granted('documents', 'admin')) scopes.push('documents:read', 'documents:write');
      break;
    case 'finance':
      scopes.push('private:read', 'compensations:read', 'compensations:write');
      if (granted('documents', 'finance')) scopes.push('documents:read', 'documents:write');
      break;
    case 'tech':
    case 'user':
      scopes.push('private:read', 'private:write');
      break;
  }
  // Every employee reads their own compensation; the policy table narrows the rows.
  if (role === 'admin' || role === 'tech') scopes.push('compensations:read');
  if (role === 'user') scopes.push('compensations:read', 'documents:read', 'documents:write');
  if (isManager) scopes.push('private:read');
  return new Set(scopes);
}

/** 403 `ScopeNotAllowed` naming the scopes beyond the ceiling of a person's role and the company's grants (D3: a token's scopes). */
export function requireWithinScopeCeiling(role: AssignableRole, grants: CompanyGrants, scopes: readonly Scope[]): void {
  const ceiling = roleScopeCeiling(role, false, grants);
  const beyond = scopes.filter((s) => !ceiling.has(s));
  if (beyond.length) throw new ApiError(403, `the ${role} role of the token's user may not hold ${beyond.join(', ')}`, 'ScopeNotAllowed');
}
