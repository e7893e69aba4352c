import { AssignableRole, CompanyGrants } from './roles';
import { Scope } from './scopes';

/** Who is calling: resolved by the global guard on every request and handed to services. */
export interface AuthContext {
  tokenId: string;
  companyId: string;
  personId: string;
  role: AssignableRole;
  /** True when the person has direct or indirect reports (D5 manager). */
  isManager: boolean;
  /** Token scopes (expanded) intersected with what the role may ever do; shared between requests alike, never changed. */
  scopes: ReadonlySet<Scope>;
  grants: CompanyGrants;
}

export function hasScope(auth: AuthContext, scope: Scope): boolean {
  return auth.scopes.has(scope);
}
