import type { Scope } from '../auth/scopes';
import type { FieldClass, PolicyResource } from './policy-table';

/** The policy row another resource's rows of a section follow, and the scopes they need beyond the route's. */
export interface SectionRule {
  resource: PolicyResource;
  scopes?: { read: Scope; write: Scope };
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
  sections?: { column: string; label: string; follow: Readonly<Record<string, SectionRule>> };
  /** Fields shown to (and written by) only the roles whose read (write) reaches every row, and to events. */
  everyRowFields?: readonly string[];
  /**
   * Fields whose value a row may hide: where the row's flag (`hiddenWhen`, API field and column) is set, the value
   * shows only to callers who see `fieldClass` on that row (lists, retrieves, filters, exports).
   */
  conditionalFields?: Readonly<Record<string, { fieldClass: FieldClass; hiddenWhen: { field: string; column: string } }>>;
}

/**
 * A custom value is as private as the record it extends: values of `banking` fields follow the bank-account rows,
 * `equipment` the equipment rows, `compensation` the compensation rows (and its scopes); profile sections follow
 * the `customValue` rows. Company-wide documents are read by every reader of documents.
 */
export const RESOURCE_ACCESS: Partial<Record<PolicyResource, ResourceAccess>> = {
  /** D4: a hidden work email shows only to callers who see the person's private fields. */
  person: { conditionalFields: { email: { fieldClass: 'private', hiddenWhen: { field: 'isWorkEmailHidden', column: 'is_work_email_hidden' } } } },
  document: { companyWideRows: true },
  /** Who verified an identity document and when: for the roles that read every one (D5), not the person or managers. */
  identityDocument: { everyRowFields: ['verifiedBy', 'verifiedAt'] },
  /**
   * Who did what in a subject access document's audit entries (the actor's person and token, the request): for the
   * roles that may ask for anyone's (the owner); a person asking for their own sees the actors' roles only.
   */
  subjectAccess: { everyRowFields: ['actor.personId', 'actor.tokenId', 'request'] },
  customValue: {
    sections: {
      column: 'section',
      label: 'custom values',
      follow: {
        banking: { resource: 'bankAccount' },
        equipment: { resource: 'equipment' },
        compensation: { resource: 'compensation', scopes: { read: 'compensations:read', write: 'compensations:write' } },
      },
    },
  },
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

/** The resource's fields for roles that reach every row (`everyRowFields`), none when it declares none. */
export function everyRowFields(resource: PolicyResource): readonly string[] {
  return RESOURCE_ACCESS[resource]?.everyRowFields ?? [];
}
