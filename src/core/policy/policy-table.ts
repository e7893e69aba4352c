import { GrantArea, Role } from '../auth/roles';

/**
 * Which rows of a resource a role reaches:
 * `all` every row of the company, `self` rows of the caller's own person,
 * `reports` rows of the caller's direct and indirect reports, `none` nothing.
 */
export type RowAccess = 'all' | 'self' | 'reports' | 'selfAndReports' | 'none';

export interface RolePolicy {
  read: RowAccess;
  write: RowAccess;
  /** `public`: only the resource's public fields (D4/D5) even with private scopes. */
  fields?: 'all' | 'public';
  /** The access holds only when the company granted the area to this role (D5 "if granted"). */
  grant?: GrantArea;
}

export type PolicyResource = 'company' | 'location' | 'timeAwayPolicy' | 'timeAwayType' | 'person';

const NONE: RolePolicy = { read: 'none', write: 'none' };
const READ_ALL: RolePolicy = { read: 'all', write: 'none' };
const FULL: RolePolicy = { read: 'all', write: 'all' };

/** Company settings every member reads and owner and admin change. */
const COMPANY_SETTINGS: Record<Role, RolePolicy> = {
  owner: FULL,
  admin: FULL,
  finance: READ_ALL,
  tech: READ_ALL,
  manager: READ_ALL,
  user: READ_ALL,
};

/** The role policy (D5): resource x role -> rows visible, fields visible, writes allowed. */
export const POLICY_TABLE: Record<PolicyResource, Record<Role, RolePolicy>> = {
  company: COMPANY_SETTINGS,
  location: COMPANY_SETTINGS,
  timeAwayPolicy: COMPANY_SETTINGS,
  timeAwayType: COMPANY_SETTINGS,
  person: {
    owner: FULL,
    admin: FULL,
    finance: { read: 'all', write: 'none' },
    tech: { read: 'all', write: 'none', fields: 'public' },
    manager: { read: 'all', write: 'self', fields: 'public' },
    user: { read: 'all', write: 'self', fields: 'public' },
  },
};

export { NONE as NO_ACCESS };
