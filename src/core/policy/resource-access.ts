import type { Scope } from '../auth/scopes';
import type { FieldClass, PolicyResource } from './policy-table';

/** The policy row another resource's rows of a section follow, and the scopes they need beyond the route's. */
export interface SectionRule {
  resource: PolicyResource;
  scopes?: { read: Scope; write: Scope };
  /**
   * Rows of no person may be written, by the roles writing every row of `resource` (files: a company-wide document,
   * the company logo, a new person's photo or leaving file before the person exists); how such a row is read:
   * `readers` by every reader of `resource`, `onceAttached` by everyone once attached (the logo), `maker` by its maker alone.
   */
  withoutPerson?: 'readers' | 'onceAttached' | 'maker';
  /**
   * The section is a field of `resource` of this class rather than rows of it (a leaving file, a private field of
   * the person): read by the roles seeing the class on every row (on people they read) and by the person if they
   * see it on their own row; written by the roles writing every row, on people they read (`refusal` otherwise).
   */
  fieldOf?: { fieldClass: FieldClass; refusal: string };
}

/**
 * When a row hides a conditional field's value: its flag is set (an API field and its column), or its value of
 * `field` is not one of `shownFor` (read in SQL through the module's own expression, `conditionalVisibility`).
 */
export type HiddenWhen = { field: string; column: string } | { field: string; shownFor: readonly string[] };

/** What a refusal beyond the role rows is about: the operation, a row of no person (company-wide), deciding a step. */
export type RefusalKind = 'read' | 'create' | 'delete' | 'withoutPerson' | 'review';

/**
 * Rows decided in steps (an approval flow, D12 extended): `column` holds the steps in order, each a JSON object with
 * `approverId` (a person, or null), `role` (the role whose holders decide it when `approverId` is null) and `status`
 * (`pending` until decided); the first pending step of a row whose `openWhen` column holds `openWhen.value` is open.
 * Its approver reaches the row for write and writes its review fields there; the roles reviewing every row decide
 * the whole row; anyone else sending a review field is refused (`refusals.review`).
 */
export interface ReviewSteps {
  column: string;
  openWhen: { column: string; value: string };
  /**
   * The write scope of the resource's writes, and the scope that decides a step for a role whose tokens can never hold
   * that write scope (D3's ceiling): finance, read only on people's records (D5), decides the steps given to it.
   */
  scopes: { write: Scope; withoutWrite: Scope; refusal: string };
}

/** Row rules of a resource beyond its role rows (D5), read by the access layer for every read and write path. */
export interface ResourceAccess {
  /**
   * Rows without a person (company-wide) are read by every role that reads the resource; only roles whose write
   * reaches every row write them (the row condition excludes them otherwise).
   */
  companyWideRows?: boolean;
  /**
   * Rows are split by a section column: the sections listed follow another resource's policy rows (and need its
   * scopes), every other section the resource's own rows; each with its own new-hire rule. `label` names the rows
   * in the 403 when no section is open.
   */
  sections?: {
    column: string;
    label: string;
    follow: Readonly<Record<string, SectionRule>>;
    /** The 403 when the token lacks a section's scope (`{section}` and `{scope}` are filled in). */
    scopeRefusal?: string;
    /** The 422 on the person field of a row of no person whose section is not `withoutPerson` (`{section}`). */
    personRequired?: string;
  };
  /**
   * Rows of a section of `of` (custom fields of the sections of custom values): a section whose values need scopes of
   * their own (compensation) changes every person's values, so only callers with its write scope who write every
   * row of the resource it follows write it (`refusal`: `{section}` and `{resource}` are filled in).
   */
  sectionsOf?: { of: PolicyResource; refusal: string };
  /** Fields shown to (and written by) only the roles whose read (write) reaches every row, and to events. */
  everyRowFields?: readonly string[];
  /**
   * Fields whose value a row may hide: where the row's flag is set (`hiddenWhen` an API field and its column), or
   * where a value of the row is not among those shown to everyone (`shownFor`), the value shows only to callers who
   * see `fieldClass` on that row (lists, retrieves, filters, exports).
   */
  conditionalFields?: Readonly<Record<string, { fieldClass: FieldClass; hiddenWhen: HiddenWhen }>>;
  /** Fields only the roles that review a row (`reviews` in the policy table) write on it; others' writes wait for review. */
  reviewFields?: readonly string[];
  /**
   * Nobody reviews rows of their own person, whatever the role's `reviews` (a timesheet: its person submits, someone
   * else decides): there the review fields are refused as fields the caller may not write (422 `forbidden`).
   */
  noSelfReview?: true;
  /**
   * A value of a review field that is no decision but hands the row back for review (a resubmission): whoever writes
   * the row may send it (the module passes the door the values sent, `AccessRow.values`).
   */
  reopen?: { field: string; value: string };
  /**
   * The resource exists only for companies whose setting of this name is on (`AuthContext.settings`): otherwise every
   * write answers 403 `refusal` and reads find no rows.
   */
  companySetting?: { name: string; refusal: string };
  /** Rows decided in steps rather than by the role rows' `reviews` (those whose module passes the door a `step`). */
  reviewSteps?: ReviewSteps;
  /** A scope the action needs beyond the route's, checked after the rows (`{scope}` is filled in). */
  scopes?: { read?: Scope; write?: Scope; refusal: string };
  /** The 403 messages of the rules beyond the role rows; the access layer's own otherwise. */
  refusals?: Readonly<Partial<Record<RefusalKind, string>>>;
  /** The resource is never written through the API, whoever asks: every write answers 403 with this message. */
  readOnly?: string;
}

const PRIVATE_SCOPES = { read: 'private:read', write: 'private:write' } as const;
const TIMESHEETS_ENABLED = { name: 'isTimesheetEnabled', refusal: 'Timesheets are not enabled for this company (its isTimesheetEnabled setting is false)' };
const DOCUMENT_SCOPES = { read: 'documents:read', write: 'documents:write' } as const;

/**
 * A custom value is as private as the record it extends: values of `banking` fields follow the bank-account rows,
 * `equipment` the equipment rows, `compensation` the compensation rows (and its scopes); profile sections follow
 * the `customValue` rows. Company-wide documents are read by every reader of documents.
 */
export const RESOURCE_ACCESS: Partial<Record<PolicyResource, ResourceAccess>> = {
  /**
   * D4: a hidden work email shows only to callers who see the person's private fields. A new person is nobody's own
   * record: only roles writing every person add (and delete) people.
   */
  person: {
    conditionalFields: { email: { fieldClass: 'private', hiddenWhen: { field: 'isWorkEmailHidden', column: 'is_work_email_hidden' } } },
    refusals: { create: 'Your role may not add people', delete: 'Your role may not delete people' },
  },
  document: { companyWideRows: true, refusals: { withoutPerson: 'Your role may not write company-wide documents' } },
  /**
   * A request's status is decided by its reviewers (owner and admin, a manager for their reports, D12); a person
   * requests time away for themselves alone.
   */
  timeAway: {
    /**
     * D4 "no reason": an entry's type shows to everyone only for these categories; sick, parental, unpaid and other
     * leave are health or family matters, whose type only callers seeing the entry's private fields see.
     */
    conditionalFields: { timeAwayTypeId: { fieldClass: 'private', hiddenWhen: { field: 'category', shownFor: ['paidTimeOff', 'workingFromHome', 'workTravel'] } } },
    reviewFields: ['requestStatus'],
    /**
     * A request of a person with an approval flow is decided step by step (docs/decisions-time-away.md, "Approval
     * flows"): `approvals` holds its steps, open while the request is pending.
     */
    reviewSteps: {
      column: 'approvals',
      openWhen: { column: 'request_status', value: 'pending' },
      scopes: { write: 'private:write', withoutWrite: 'private:read', refusal: 'Deciding this request needs the {scope} scope, which this token does not have with its owner\'s role' },
    },
    refusals: {
      create: 'Your role may only request time away for yourself',
      delete: 'A manager reviews their reports\' requests but does not delete them',
      review: 'Only the approver of the request\'s current step, the owner or an admin may decide it',
    },
  },
  /** Timesheets (docs/decisions-work-time.md, "Timesheets"): only for companies that enabled them. */
  timesheetEntry: { companySetting: TIMESHEETS_ENABLED, refusals: { create: 'Your role may only record hours for yourself' } },
  /**
   * A submission is decided by a manager of its person (direct or indirect), an admin or the owner, never by its own
   * person; its person hands a rejected one back (`status: pending`, a resubmission).
   */
  timesheetSubmission: {
    companySetting: TIMESHEETS_ENABLED,
    reviewFields: ['status', 'changesRequested'],
    noSelfReview: true,
    reopen: { field: 'status', value: 'pending' },
    refusals: {
      create: 'Your role may only submit timesheets for yourself',
      delete: 'A manager reviews their reports\' timesheets but does not delete them',
    },
  },
  /** Who verified an identity document and when: for the roles that read every one (D5), not the person or managers. */
  identityDocument: { everyRowFields: ['verifiedBy', 'verifiedAt'] },
  /**
   * Who did what in a subject access document's audit entries (the actor's person and token, the request): for the
   * roles that may ask for anyone's (the owner); a person asking for their own sees the actors' roles only.
   */
  subjectAccess: {
    everyRowFields: ['actor.personId', 'actor.tokenId', 'request'],
    scopes: { read: 'private:read', refusal: 'Subject access needs the {scope} scope' },
    refusals: { read: 'Only the owner may ask for another person\'s data; anyone may ask for their own' },
  },
  customValue: {
    sections: {
      column: 'section',
      label: 'custom values',
      follow: {
        banking: { resource: 'bankAccount' },
        equipment: { resource: 'equipment' },
        compensation: { resource: 'compensation', scopes: { read: 'compensations:read', write: 'compensations:write' } },
      },
      scopeRefusal: 'Values of {section} fields need the {scope} scope',
    },
  },
  customField: {
    sectionsOf: { of: 'customValue', refusal: 'Fields of the {section} section follow the {resource} rules: your role or token may not write {resource}s' },
  },
  /**
   * A file follows the record it is for, by its type (D4 scopes by type, D5 rows): a profile photo the person's
   * record (a logo the company's), documents and identity documents the documents policy, equipment files the
   * equipment policy, a leaving file the roles that see and write people's private fields.
   */
  file: {
    sections: {
      column: 'type',
      label: 'files',
      follow: {
        profilePhoto: { resource: 'person', scopes: { read: 'public:read', write: 'private:write' }, withoutPerson: 'onceAttached' },
        document: { resource: 'document', scopes: DOCUMENT_SCOPES, withoutPerson: 'readers' },
        identityDocument: { resource: 'identityDocument', scopes: DOCUMENT_SCOPES },
        equipment: { resource: 'equipment', scopes: PRIVATE_SCOPES },
        leavingFile: {
          resource: 'person', scopes: PRIVATE_SCOPES, withoutPerson: 'maker', fieldOf: { fieldClass: 'private', refusal: 'Your role may not write leaving files' },
        },
      },
      scopeRefusal: 'A {section} file needs the {scope} scope, which this token does not have with its owner\'s role',
      personRequired: 'is required for a {section} file',
    },
    refusals: { withoutPerson: 'Your role may not upload files without a person' },
  },
  /** Identity providers read people from Personnel, the source of truth: SCIM's writes are refused (RFC 7644 `mutability`). */
  scimIdentity: { readOnly: 'SCIM resources are read-only here: Personnel is the source of truth, so change people through /api' },
};

/** The policy resource the rows of a section follow (the resource's own when the section follows no other). */
export function sectionPolicy(resource: PolicyResource, section: string): PolicyResource {
  return RESOURCE_ACCESS[resource]?.sections?.follow[section]?.resource ?? resource;
}

/** Whether the caller's scopes allow the action on rows of the section (beyond the route's scope). */
export function sectionScopeAllows(auth: { scopes: ReadonlySet<Scope> }, resource: PolicyResource, section: string, action: 'read' | 'write'): boolean {
  const scope = RESOURCE_ACCESS[resource]?.sections?.follow[section]?.scopes?.[action];
  return scope === undefined || auth.scopes.has(scope);
}

/** The rule of a section of the resource, if the section follows another resource's rows. */
export function sectionRule(resource: PolicyResource, section: string): SectionRule | undefined {
  return RESOURCE_ACCESS[resource]?.sections?.follow[section];
}

/** Every company setting a resource declares (`companySetting`), on. */
const EVERY_SETTING_ON: Readonly<Record<string, boolean>> = Object.freeze(Object.fromEntries(
  Object.values(RESOURCE_ACCESS).flatMap((access) => (access?.companySetting ? [[access.companySetting.name, true]] : [])),
));

/**
 * The caller with every company setting on: a setting that is off hides its resource from reads, but not from the
 * person whose data it is (GDPR Art. 15: what was recorded while the setting was on is still held about them).
 */
export function withEverySettingOn<T extends { settings: Readonly<Record<string, boolean>> }>(auth: T): T {
  return { ...auth, settings: { ...auth.settings, ...EVERY_SETTING_ON } };
}

/** The 403 of a resource of a company setting the caller's company has off (`companySetting`); null when it is on. */
export function settingRefusal(auth: { settings: Readonly<Record<string, boolean>> }, resource: PolicyResource): string | null {
  const setting = RESOURCE_ACCESS[resource]?.companySetting;
  return setting && auth.settings[setting.name] !== true ? setting.refusal : null;
}

/** The resource's fields for roles that reach every row (`everyRowFields`), none when it declares none. */
export function everyRowFields(resource: PolicyResource): readonly string[] {
  return RESOURCE_ACCESS[resource]?.everyRowFields ?? [];
}
