import type { Scope } from '../auth/scopes';
import { forbiddenFieldsOf, reaches, reachesReports, reachesSelf, RowRelation } from './field-classes';
import type { FieldClass, PolicyResource, RolePolicy, RowAccess } from './policy-table';
import { RefusalKind, RESOURCE_ACCESS } from './resource-access';

/**
 * What the door (`PolicyService.require`) is asked: `read` rows of a person; `create` a row (of a person, or of
 * none: company-wide, a new person); `write` a person's records (a record made for or moved to them, a file for
 * them); `update` or `delete` a row the caller reached for write (the core finds it so).
 */
export type Operation = 'read' | 'create' | 'write' | 'update' | 'delete';

/** One row the door is asked about. */
export interface AccessRow {
  /** The person the row is (to be) of; null: a row of no person (company-wide, a new person); absent: no person asked about. */
  personId?: string | null;
  /** The fields written. */
  fields?: readonly string[];
  /** The values written, by field, where the resource names a value of a review field that reopens a row (`reopen`). */
  values?: Readonly<Record<string, unknown>>;
  /** The row's section (a custom value's section, a file's type): its rows may follow another resource's. */
  section?: string;
  /**
   * A row decided in steps (RESOURCE_ACCESS `reviewSteps`, an approval flow): its open step, null when none is open
   * (the row is decided). Absent: the role rows' `reviews` decide the row.
   */
  step?: ReviewStep | null;
}

/** The open step of a row decided in steps: its approver, or (approverId null) the role whose holders decide it. */
export interface ReviewStep {
  approverId: string | null;
  role: string | null;
}

/** What the door answers besides letting the caller through. */
export interface AccessGrant {
  /**
   * The caller reviews every row asked about (`reviews`): what it writes there needs no review (D12); on rows decided
   * in steps, it decides the whole row.
   */
  reviews: boolean;
  /** Set on rows decided in steps where the caller decides the open step only (its approver). */
  decidesStep?: true;
}

/** What reading a part of people's data takes (an export's column): the token's scope, and a policy row. */
export interface ReadGate {
  scope: Scope;
  resource: PolicyResource;
  /** The rows on which the role sees this class of the resource's fields (`fieldAccess`); without, its rows. */
  fieldClass?: FieldClass;
  /** Only roles reading every row of the resource (identity-document verifiers). */
  everyRow?: boolean;
  /** A section of a sectioned resource (custom values of a section): its own scope too. */
  section?: { of: PolicyResource; name: string };
}

export const actionOf = (operation: Operation): 'read' | 'write' => (operation === 'read' ? 'read' : 'write');

/**
 * The rows each policy that applies reaches for the operation. Creating and deleting leave out the policies limited
 * to some fields (`writableFields`): such a row changes rows, it neither makes nor removes them.
 */
export function operationAccess(policies: readonly RolePolicy[], operation: Operation): RowAccess[] {
  const applying = operation === 'create' || operation === 'delete' ? policies.filter((p) => p.writableFields === undefined) : policies;
  const action = actionOf(operation);
  return applying.map((p) => p[action]).filter((a) => a !== 'none');
}

/**
 * Whether the access reaches a person's rows, when the policy data tells without looking the person up: every row,
 * or the caller's own; no reports reached and not the caller. Undefined: only the reporting lines tell.
 */
export function reachKnown(access: readonly RowAccess[], self: boolean): boolean | undefined {
  if (access.includes('all') || (self && access.some(reachesSelf))) return true;
  return access.some(reachesReports) ? undefined : false;
}

/**
 * How a row may stand to the caller: its own; another person's row the caller reached for write is a report's unless
 * some write reaches every row (then either); a person asked about anew is either.
 */
export function candidateRelations(self: boolean, reachedFor: readonly RowAccess[] | null): RowRelation[] {
  if (self) return [{ self: true, report: false }];
  const either = [{ self: false, report: true }, { self: false, report: false }];
  if (reachedFor === null || reachedFor.includes('all')) return either;
  return [either[0]];
}

/**
 * Whether the caller decides the open step of a row of `rowPersonId`: its approver, or a holder of its role who is not
 * the row's person (nobody decides their own request).
 */
export function decidesStep(auth: { personId: string; role: string }, rowPersonId: string | null | undefined, step: ReviewStep | null | undefined): boolean {
  if (!step) return false;
  if (step.approverId !== null) return step.approverId === auth.personId;
  return step.role !== null && step.role === auth.role && rowPersonId !== auth.personId;
}

/** On rows decided in steps, the roles reviewing every row decide the whole row (owner and admin). */
export function decidesWholeRow(policies: readonly RolePolicy[]): boolean {
  return policies.some((p) => p.reviews === 'all');
}

/**
 * True when some policy reviews a row standing in `relation` (RESOURCE_ACCESS `reviewFields`); never a row of the
 * caller's own person where the resource allows no self-review (`noSelfReview`).
 */
export function reviewsOn(resource: PolicyResource, policies: readonly RolePolicy[], relation: RowRelation): boolean {
  if (relation.self && RESOURCE_ACCESS[resource]?.noSelfReview) return false;
  return policies.some((p) => reaches(p.reviews, relation));
}

/** The resource's review fields, less the one whose value sent reopens the row for review (`reopen`). */
function reviewFieldsDeciding(resource: PolicyResource, values: Readonly<Record<string, unknown>> | undefined): readonly string[] {
  const rules = RESOURCE_ACCESS[resource];
  const reviewFields = rules?.reviewFields ?? [];
  const reopen = rules?.reopen;
  if (!reopen || values?.[reopen.field] !== reopen.value) return reviewFields;
  return reviewFields.filter((field) => field !== reopen.field);
}

/**
 * Fields of `fields` the caller may not write on a row standing in `relation`, in the order given: beyond its
 * `writableFields`, review fields on rows it does not review (but a value that reopens the row, `values`) (`steps`: on a row decided in steps, whether the caller
 * decides it), every-row fields unless its write reaches every row.
 */
export function refusedFields(
  resource: PolicyResource,
  policies: readonly RolePolicy[],
  relation: RowRelation,
  fields: readonly string[],
  steps?: { decides: boolean },
  values?: Readonly<Record<string, unknown>>,
): string[] {
  const rules = RESOURCE_ACCESS[resource];
  const reviewFields = reviewFieldsDeciding(resource, values);
  const refused = new Set(forbiddenFieldsOf([...policies], relation, [...fields]));
  // On a row decided in steps, whoever decides it (the open step's approver, a role deciding every row) writes its
  // review fields there, beyond its role rows; nobody else does.
  if (steps?.decides) for (const field of reviewFields) refused.delete(field);
  if (!(steps ? steps.decides : reviewsOn(resource, policies, relation))) for (const field of reviewFields) refused.add(field);
  if (!operationAccess(policies, 'write').includes('all')) for (const field of rules?.everyRowFields ?? []) refused.add(field);
  return fields.filter((field) => refused.has(field));
}

/** True when the access for deleting reaches a row standing in `relation`. */
export function deletes(policies: readonly RolePolicy[], relation: RowRelation): boolean {
  return operationAccess(policies, 'delete').some((access) => reaches(access, relation));
}

/** The resource's review fields among `fields` (RESOURCE_ACCESS `reviewFields`). */
export function reviewFieldsAmong(resource: PolicyResource, fields: readonly string[] | undefined): string[] {
  const reviewFields = RESOURCE_ACCESS[resource]?.reviewFields ?? [];
  return (fields ?? []).filter((field) => reviewFields.includes(field));
}

/** The refusal kind of an operation on a person's rows, if the resource may name one. */
export function refusalKindOf(operation: Operation): RefusalKind | undefined {
  return operation === 'read' || operation === 'create' || operation === 'delete' ? operation : undefined;
}

/** The resource's own 403 message of this kind (RESOURCE_ACCESS `refusals`), if it has one. */
export function refusalOf(resource: PolicyResource, kind: RefusalKind | undefined): string | undefined {
  return kind === undefined ? undefined : RESOURCE_ACCESS[resource]?.refusals?.[kind];
}

/** A message of the access data with its `{name}` places filled. */
export function filled(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => values[name] ?? place);
}
