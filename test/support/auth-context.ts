import type { AuthContext } from '../../src/core/auth/auth-context';
import { AssignableRole, CompanyGrants, roleScopeCeiling } from '../../src/core/auth/roles';
import { expandScopes, Scope } from '../../src/core/auth/scopes';

export const NO_GRANTS: CompanyGrants = { compensations: [], documents: [] };
export const ALL_GRANTS: CompanyGrants = { compensations: ['admin', 'finance', 'manager'], documents: ['admin', 'finance', 'manager'] };

/**
 * The caller the auth guard would resolve: a token's scopes (expanded; every scope when left out) within the
 * role's ceiling (D3), for a person of company `c1`.
 */
export function authOf(role: AssignableRole, options: { isManager?: boolean; grants?: CompanyGrants; scopes?: Scope[]; personId?: string; settings?: Record<string, boolean> } = {}): AuthContext {
  const isManager = options.isManager ?? false;
  const grants = options.grants ?? NO_GRANTS;
  const ceiling = roleScopeCeiling(role, isManager, grants);
  const asked = options.scopes ? expandScopes(options.scopes) : ceiling;
  return {
    tokenId: 't1',
    companyId: 'c1',
    personId: options.personId ?? 'me',
    role,
    isManager,
    scopes: new Set([...asked].filter((s) => ceiling.has(s))),
    grants,
    settings: options.settings ?? { isTimesheetEnabled: true },
  };
}
