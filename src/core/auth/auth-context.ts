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
  /**
   * The company's on/off settings the access layer reads (RESOURCE_ACCESS `companySetting`: timesheets exist only
   * where `isTimesheetEnabled`), read with the token in the resolver's one statement.
   */
  settings: CompanySettings;
}

/** A company's on/off settings by their API names; a setting not listed is off. */
export type CompanySettings = Readonly<Record<string, boolean>>;

export function hasScope(auth: AuthContext, scope: Scope): boolean {
  return auth.scopes.has(scope);
}
