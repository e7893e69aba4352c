import { Scope } from './scopes';

/** Roles a person can be given; `manager` is implied by reporting lines and never stored. */
export const ASSIGNABLE_ROLES = ['owner', 'admin', 'finance', 'tech', 'user'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
export type Role = AssignableRole | 'manager';

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
        'documents:read', 'documents:write', 'webhooks:manage', 'audit:read',
      ]);
    case 'admin':
      scopes.push('private:read', 'private:write');
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
