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
  /** What the role has when the grant is missing (none when absent). */
  withoutGrant?: RolePolicy;
  /** Resources with field classes (people, job roles): per class, the rows on which the role sees those fields. */
  fieldAccess?: Partial<Record<FieldClass, RowAccess>>;
  /**
   * Fields the role may write on the rows `write` reaches; every writable field when absent. A row limited to some
   * fields changes rows but neither creates nor deletes them (a person's own record, a manager's review of a request).
   */
  writableFields?: readonly string[];
  /**
   * Rows whose review the role decides (the resource's `reviewFields`, RESOURCE_ACCESS): only there does it write
   * them, and what it writes there needs no review (D12: an entry the owner makes is approved by them).
   */
  reviews?: RowAccess;
  /** People in `newHire` status and their records are visible to the role (D5: owner and admin only). */
  newHires?: boolean;
}

/**
 * Classes of a person's fields (and of the person-owned fields of job roles): `public` (D4), `private` (the rest),
 * `birthday` (owner, admin, finance and the person, D5) and `selfOnly` (`calendarFeedToken`, the person alone).
 */
export const FIELD_CLASSES = ['public', 'private', 'birthday', 'selfOnly'] as const;
export type FieldClass = (typeof FIELD_CLASSES)[number];

export type PolicyResource = 'company' | 'location' | 'timeAwayPolicy' | 'timeAwayType' | 'timeAwayApprovalFlow' | 'person'
  | 'compensationType' | 'compensation' | 'bankAccount' | 'emergencyContact' | 'equipment' | 'equipmentCatalog'
  | 'customField' | 'customValue' | 'jobRole' | 'document' | 'identityDocument' | 'documentType' | 'identityDocumentType'
  | 'publicHoliday' | 'timeAway' | 'timeAwayAllocation' | 'timeAwayAdjustment' | 'workingPattern' | 'workingPatternAllocation' | 'webhook' | 'personErasure' | 'subjectAccess' | 'file' | 'scimIdentity'
  | 'provisioningTarget' | 'event' | 'timesheetEntry' | 'timesheetSubmission';

const NONE: RolePolicy = { read: 'none', write: 'none' };
const READ_ALL: RolePolicy = { read: 'all', write: 'none' };
const FULL: RolePolicy = { read: 'all', write: 'all' };

/** A person's own rows, read and write (their bank account, emergency contacts). */
const OWN_ROWS: RolePolicy = { read: 'self', write: 'self' };
const SELF_READ: RolePolicy = { read: 'self', write: 'none' };
/** Only the caller's own person, whatever its status (subject access). */
const OWN_DATA: RolePolicy = { read: 'self', write: 'none', newHires: true };
const REPORTS_READ: RolePolicy = { read: 'reports', write: 'none' };
/** Owner and admin: every row, also of people in `newHire` status (D5). */
const HR_FULL: RolePolicy = { read: 'all', write: 'all', newHires: true };

/** D5's documents column (documents and identity documents). */
const DOCUMENTS: Record<Role, RolePolicy> = {
  owner: HR_FULL,
  admin: { ...HR_FULL, grant: 'documents' },
  finance: { ...FULL, grant: 'documents' },
  tech: NONE,
  manager: { read: 'reports', write: 'none', grant: 'documents' },
  user: OWN_ROWS,
};

/** Leave accounting of a person (allocations, adjustments): as the private view of their time away, written by HR. */
const LEAVE_ACCOUNTING: Record<Role, RolePolicy> = {
  owner: HR_FULL,
  admin: HR_FULL,
  finance: READ_ALL,
  tech: SELF_READ,
  manager: REPORTS_READ,
  user: SELF_READ,
};

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

/** Every role sees its own record (D5 "own private record") and, but finance, edits its D5 fields; self-only fields only there. */
const OWN_RECORD = { public: 'all', private: 'self', birthday: 'self', selfOnly: 'self' } as const;
const EVERY_RECORD = { public: 'all', private: 'all', birthday: 'all', selfOnly: 'self' } as const;
const SELF_EDIT = { write: 'self', writableFields: SELF_EDITABLE_PERSON_FIELDS } as const;

/** The role policy (D5): resource x role -> rows visible, fields visible, writes allowed. */
export const POLICY_TABLE: Record<PolicyResource, Record<Role, RolePolicy>> = {
  company: COMPANY_SETTINGS,
  location: COMPANY_SETTINGS,
  timeAwayPolicy: COMPANY_SETTINGS,
  timeAwayType: COMPANY_SETTINGS,
  /** Approval flows are company settings: every member reads them (whose steps decide their requests), HR changes them. */
  timeAwayApprovalFlow: COMPANY_SETTINGS,
  person: {
    owner: { ...FULL, newHires: true, fieldAccess: EVERY_RECORD },
    admin: { ...FULL, newHires: true, fieldAccess: EVERY_RECORD },
    // D5 "read only": the role's scope ceiling has no private:write, so not even its own record.
    finance: { read: 'all', write: 'none', fieldAccess: EVERY_RECORD },
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
  // ---- person-owned records (decisions in docs/decisions-person-records.md) ----
  /** Compensation types are public (D4): every member reads them; owner and finance add custom types. */
  compensationType: { owner: FULL, admin: READ_ALL, finance: FULL, tech: READ_ALL, manager: READ_ALL, user: READ_ALL },
  /** D5: owner and finance all; admin only if granted; managers their reports', read only, if granted; the employee their own. */
  compensation: {
    owner: HR_FULL,
    // Every employee reads their own compensation (spec: "available only to owner and finance roles and the employee").
    admin: { ...HR_FULL, grant: 'compensations', withoutGrant: SELF_READ },
    finance: FULL,
    tech: SELF_READ,
    manager: { read: 'reports', write: 'none', grant: 'compensations' },
    user: { read: 'self', write: 'none' },
  },
  /** The person manages their own; owner and admin all; finance reads all; managers do not see bank details. */
  bankAccount: { owner: HR_FULL, admin: HR_FULL, finance: READ_ALL, tech: OWN_ROWS, manager: NONE, user: OWN_ROWS },
  /** Like bank accounts, and managers read their reports' (private fields of reports, D5). */
  emergencyContact: { owner: HR_FULL, admin: HR_FULL, finance: READ_ALL, tech: OWN_ROWS, manager: REPORTS_READ, user: OWN_ROWS },
  /** Tech reads and writes everyone's equipment; managers read their reports'; the employee reads their own. */
  equipment: { owner: HR_FULL, admin: HR_FULL, finance: READ_ALL, tech: FULL, manager: REPORTS_READ, user: SELF_READ },
  /** Equipment names and types (defaults plus values in use): read by every member, written by nobody directly. */
  equipmentCatalog: { owner: READ_ALL, admin: READ_ALL, finance: READ_ALL, tech: READ_ALL, manager: READ_ALL, user: READ_ALL },
  customField: COMPANY_SETTINGS,
  /**
   * Custom values of the profile sections; values of `banking`, `equipment` and `compensation` fields follow
   * the `bankAccount`, `equipment` and `compensation` rows instead (RESOURCE_ACCESS.customValue in resource-access.ts).
   */
  customValue: { owner: HR_FULL, admin: HR_FULL, finance: READ_ALL, tech: SELF_READ, manager: REPORTS_READ, user: SELF_READ },
  // ---- documents (decisions in docs/decisions-files.md) ----
  /**
   * D5: owner all; admin and finance all if granted; managers their reports', read only, if granted; the employee
   * their own, read and write; tech none (its scope ceiling has no documents scope). Company-wide documents
   * (no person) are read by every role that reads documents and written by roles that write every row.
   */
  document: DOCUMENTS,
  identityDocument: DOCUMENTS,
  /** Document types organise documents: read by whoever reads documents, changed by the roles that write them all. */
  documentType: {
    owner: FULL,
    admin: { ...FULL, grant: 'documents' },
    finance: { ...FULL, grant: 'documents' },
    tech: NONE,
    manager: { ...READ_ALL, grant: 'documents' },
    user: READ_ALL,
  },
  identityDocumentType: { owner: READ_ALL, admin: READ_ALL, finance: READ_ALL, tech: READ_ALL, manager: READ_ALL, user: READ_ALL },
  // ---- time away (docs/decisions-time-away.md) ----
  /** Public holiday calendars and holidays: read by every member; filled from the holidays library, not written. */
  publicHoliday: { owner: READ_ALL, admin: READ_ALL, finance: READ_ALL, tech: READ_ALL, manager: READ_ALL, user: READ_ALL },
  /**
   * Entries are public (D4) but `note` and private reasons are not: every member reads every entry; owner and admin
   * see all fields, write all and review all (their entries are approved); finance reads all; a user writes their
   * own, pending until reviewed (`requestStatus` is a review field, RESOURCE_ACCESS); a manager sees their reports'
   * notes and reviews their requests: changes only `requestStatus` there, and neither makes nor deletes them. A request
   * of a person with an approval flow is decided step by step instead (RESOURCE_ACCESS `reviewSteps`): owner and admin
   * (`reviews: 'all'`) decide all of it, each step's approver that step.
   */
  timeAway: {
    owner: { ...HR_FULL, reviews: 'all', fieldAccess: { public: 'all', private: 'all' } },
    admin: { ...HR_FULL, reviews: 'all', fieldAccess: { public: 'all', private: 'all' } },
    finance: { read: 'all', write: 'self', fieldAccess: { public: 'all', private: 'all' } },
    tech: { read: 'all', write: 'self', fields: 'public', fieldAccess: { public: 'all', private: 'self' } },
    manager: {
      read: 'all', write: 'reports', writableFields: ['requestStatus'], reviews: 'reports', fields: 'public', fieldAccess: { public: 'all', private: 'reports' },
    },
    user: { read: 'all', write: 'self', fields: 'public', fieldAccess: { public: 'all', private: 'self' } },
  },
  /**
   * A person's policy over time and the days added to or taken from their balance: read with the private view of
   * their time away, as balances are (owner, admin, finance: everyone; a manager: reports; everyone: themself);
   * written by owner and admin.
   */
  timeAwayAllocation: LEAVE_ACCOUNTING,
  timeAwayAdjustment: LEAVE_ACCOUNTING,
  // ---- working time (docs/decisions-work-time.md) ----
  /** Working patterns are company settings: every member reads them, owner and admin change them. */
  workingPattern: COMPANY_SETTINGS,
  /**
   * A person's pattern over time: read with the person's private view (owner, admin, finance: everyone; a manager:
   * reports; everyone: themself), written by owner and admin, as their leave accounting is.
   */
  workingPatternAllocation: LEAVE_ACCOUNTING,
  // ---- timesheets (docs/decisions-work-time.md, "Timesheets"; only where the company enabled them) ----
  /**
   * Hours worked: the person records their own; owner and admin anyone's; read by the person, their managers (direct
   * or indirect), owner, admin and finance. Finance's tokens never hold private:write (D3), as for time away.
   */
  timesheetEntry: {
    owner: HR_FULL,
    admin: HR_FULL,
    finance: { read: 'all', write: 'self' },
    tech: OWN_ROWS,
    manager: REPORTS_READ,
    user: OWN_ROWS,
  },
  /**
   * A period's hours handed in for review: made by the person (or owner, admin); decided (`status`,
   * `changesRequested`, RESOURCE_ACCESS `reviewFields`) by a manager of the person, an admin or the owner, never by the
   * person themself (`noSelfReview`); read as entries are.
   */
  timesheetSubmission: {
    owner: { ...HR_FULL, reviews: 'all' },
    admin: { ...HR_FULL, reviews: 'all' },
    finance: { read: 'all', write: 'self' },
    tech: OWN_ROWS,
    manager: { read: 'reports', write: 'reports', writableFields: ['status', 'changesRequested'], reviews: 'reports' },
    user: OWN_ROWS,
  },
  // ---- webhooks (docs/decisions-webhooks.md) ----
  /** D14: webhook management is for the owner alone; every other role gets 403, whatever its scopes. */
  webhook: { owner: FULL, admin: NONE, finance: NONE, tech: NONE, manager: NONE, user: NONE },
  /** GDPR Art. 17 erasure of a person (docs/security.md, "Erasure"): the owner alone; every other role gets 403. */
  personErasure: { owner: FULL, admin: NONE, finance: NONE, tech: NONE, manager: NONE, user: NONE },
  // ---- subject access (docs/security.md, "Subject access") ----
  /**
   * GDPR Art. 15: `read` is asking for the document of everything held about a person. The owner asks for anyone of
   * the company, every other role for itself alone (new hires too: it is their own data).
   */
  subjectAccess: {
    owner: { read: 'all', write: 'none', newHires: true },
    admin: OWN_DATA,
    finance: OWN_DATA,
    tech: OWN_DATA,
    manager: OWN_DATA,
    user: OWN_DATA,
  },
  // ---- files (docs/decisions-files.md) ----
  /** Files have no rows of their own: a file of each type follows the record it is for (RESOURCE_ACCESS.file). */
  file: { owner: NONE, admin: NONE, finance: NONE, tech: NONE, manager: NONE, user: NONE },
  // ---- identity provisioning (docs/decisions-scim.md) ----
  /**
   * The SCIM feed (`/scim/v2`, scope `scim:read`): every person's identity attributes, new hires included, for the
   * roles that see every person (owner and admin); never written (RESOURCE_ACCESS `readOnly`).
   */
  scimIdentity: {
    owner: { read: 'all', write: 'none', newHires: true },
    admin: { read: 'all', write: 'none', newHires: true },
    finance: NONE,
    tech: NONE,
    manager: NONE,
    user: NONE,
  },
  /**
   * SCIM push targets (`/api/provisioning-targets`, scope `provisioning:manage`): where every person's identity is
   * pushed, with a token to act there. The owner alone, as webhooks; every other role gets 403, whatever its scopes.
   */
  provisioningTarget: { owner: FULL, admin: NONE, finance: NONE, tech: NONE, manager: NONE, user: NONE },
  // ---- the change feed (docs/integrations.md) ----
  /**
   * `GET /api/events`: owner and admin read the company's events; each event's rows and fields then follow its own
   * resource's policy, as a GET of it would.
   */
  event: { owner: READ_ALL, admin: READ_ALL, finance: NONE, tech: NONE, manager: NONE, user: NONE },
};

export { NONE as NO_ACCESS };
