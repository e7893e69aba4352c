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
  /** Resources with field classes (people, job roles): per class, the rows on which the role sees those fields. */
  fieldAccess?: Partial<Record<FieldClass, RowAccess>>;
  /** Fields the role may write on the rows `write` reaches; every writable field when absent. */
  writableFields?: readonly string[];
  /** People in `newHire` status and their records are visible to the role (D5: owner and admin only). */
  newHires?: boolean;
}

/**
 * Classes of a person's fields (and of the person-owned fields of job roles): `public` (D4), `private` (the rest),
 * `birthday` (owner, admin, finance and the person, D5) and `selfOnly` (`calendarFeedToken`, the person alone).
 */
export const FIELD_CLASSES = ['public', 'private', 'birthday', 'selfOnly'] as const;
export type FieldClass = (typeof FIELD_CLASSES)[number];


export type PolicyResource = 'company' | 'location' | 'timeAwayPolicy' | 'timeAwayType' | 'person' | 'jobRole';

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

/** D5: the fields a person may change on their own record (name parts, address parts, social handles, ...). */
export const SELF_EDITABLE_PERSON_FIELDS = [
  'firstName', 'middleName', 'lastName', 'preferredName', 'pronouns', 'personalEmail', 'personalPhoneNumber', 'gender',
  'birthday', 'isBirthdayHidden', 'nationality', 'nationalities', 'spokenLanguages', 'dietaryPreference', 'foodAllergies',
  'address', 'city', 'state', 'postcode', 'countryCode', 'bio', 'linkedIn', 'twitter', 'github', 'profilePhotoId',
  // Not in D5's list but the person's own: resetting their calendar feed and marking documents seen.
  'calendarFeedToken', 'seenDocumentsAt',
] as const;

/** Every role sees and edits its own record (D5 "own private record"); self-only fields only there. */
const OWN_RECORD = { public: 'all', private: 'self', birthday: 'self', selfOnly: 'self' } as const;
const EVERY_RECORD = { public: 'all', private: 'all', birthday: 'all', selfOnly: 'self' } as const;
const SELF_EDIT = { write: 'self', writableFields: SELF_EDITABLE_PERSON_FIELDS } as const;

/** The role policy (D5): resource x role -> rows visible, fields visible, writes allowed. */
export const POLICY_TABLE: Record<PolicyResource, Record<Role, RolePolicy>> = {
  company: COMPANY_SETTINGS,
  location: COMPANY_SETTINGS,
  timeAwayPolicy: COMPANY_SETTINGS,
  timeAwayType: COMPANY_SETTINGS,
  person: {
    owner: { ...FULL, newHires: true, fieldAccess: EVERY_RECORD },
    admin: { ...FULL, newHires: true, fieldAccess: EVERY_RECORD },
    finance: { read: 'all', ...SELF_EDIT, fieldAccess: EVERY_RECORD },
    tech: { read: 'all', ...SELF_EDIT, fields: 'public', fieldAccess: OWN_RECORD },
    // A manager is a user with reports: the user row gives their own record, this one their reports' private fields.
    manager: { read: 'all', write: 'none', fields: 'public', fieldAccess: { public: 'all', private: 'reports' } },
    user: { read: 'all', ...SELF_EDIT, fields: 'public', fieldAccess: OWN_RECORD },
  },
  /** Job roles: every role sees the job history of the people it sees; `note` is private; owner and admin write. */
  jobRole: {
    owner: { ...FULL, newHires: true, fieldAccess: { public: 'all', private: 'all' } },
    admin: { ...FULL, newHires: true, fieldAccess: { public: 'all', private: 'all' } },
    finance: { ...READ_ALL, fieldAccess: { public: 'all', private: 'all' } },
    tech: { ...READ_ALL, fields: 'public', fieldAccess: { public: 'all', private: 'self' } },
    manager: { ...READ_ALL, fields: 'public', fieldAccess: { public: 'all', private: 'reports' } },
    user: { ...READ_ALL, fields: 'public', fieldAccess: { public: 'all', private: 'self' } },
  },
};

export { NONE as NO_ACCESS };
