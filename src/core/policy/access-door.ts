import type { EntityManager } from 'typeorm';
import type { AuthContext } from '../auth/auth-context';
import type { Scope } from '../auth/scopes';
import { ApiError } from '../errors/api-error';
import { roleScopeCeiling } from '../auth/roles';
import {
  AccessGrant, AccessRow, actionOf, candidateRelations, decidesStep, decidesWholeRow, deletes, filled, Operation, operationAccess, reachKnown,
  ReadGate, refusalKindOf, refusalOf, refusedFields, reviewFieldsAmong, reviewsOn,
} from './access-rules';
import type { RowRelation } from './field-classes';
import type { PersonDirectory } from './person-directory';
import type { FieldClass, PolicyResource, RolePolicy, RowAccess } from './policy-table';
import { RESOURCE_ACCESS, SectionRule, sectionRule, sectionScopeAllows } from './resource-access';

/** What the door asks of the access layer (PolicyService answers; declared here so the door does not import it). */
export interface PolicyQuestions {
  readonly directory: PersonDirectory;
  policiesFor(auth: AuthContext, resource: PolicyResource): RolePolicy[];
  access(auth: AuthContext, resource: PolicyResource, action: 'read' | 'write'): RowAccess[];
  assertMayTake(auth: AuthContext, resource: PolicyResource, action: 'read' | 'write'): void;
  requireSetting(auth: AuthContext, resource: PolicyResource): void;
  mayTake(auth: AuthContext, resource: PolicyResource, action: 'read' | 'write'): boolean;
  seesNewHires(auth: AuthContext, resource: PolicyResource): boolean;
  hiddenNewHires(em: EntityManager, auth: AuthContext, resource: PolicyResource, personIds: string[]): Promise<Set<string>>;
  mayReach(em: EntityManager, auth: AuthContext, resource: PolicyResource, personIds: string[], action: 'read' | 'write'): Promise<Set<string>>;
  peopleReaching(em: EntityManager, auth: AuthContext, resource: PolicyResource, access: RowAccess[], personIds: string[]): Promise<Set<string>>;
  readsResource(auth: AuthContext, resource: PolicyResource, options?: { fieldClass?: FieldClass; everyRow?: boolean }): boolean;
  seesClassOnEveryRow(auth: AuthContext, resource: PolicyResource, fieldClass: FieldClass): boolean;
  seesClassOnOwnRow(auth: AuthContext, resource: PolicyResource, fieldClass: FieldClass): boolean;
}

export interface DoorOptions {
  /** The transaction people are looked up in (a person's existence, new hires, reporting lines). */
  em?: EntityManager;
  /** The body field a person came from: an unknown person, or a new hire hidden from the caller, is a 422 on it. */
  field?: string;
}

/**
 * The door every operation asks (`PolicyService.require`), answering from the policy data alone: the role rows
 * (POLICY_TABLE) and the rules beyond them (RESOURCE_ACCESS). Per row, in this order: the section's scope and the
 * rules of sections (custom fields of compensation values); a row of no person (company-wide); the person asked
 * about (422 unknown or hidden, 403 out of reach, a field of every row); the relation to the row, for the fields
 * written, deleting, reviewing. Then the resource's own scope. No rows: the role may take the action on some rows.
 * A read-only resource refuses every write first, whoever asks; then a resource of a company setting that is off.
 */
export async function requireAccess(
  policy: PolicyQuestions,
  auth: AuthContext,
  resource: PolicyResource,
  operation: Operation,
  rows: readonly AccessRow[],
  options: DoorOptions,
): Promise<AccessGrant> {
  const action = actionOf(operation);
  const readOnly = RESOURCE_ACCESS[resource]?.readOnly;
  if (readOnly && action === 'write') throw ApiError.forbidden(readOnly);
  if (action === 'write') policy.requireSetting(auth, resource);
  if (rows.length === 0) policy.assertMayTake(auth, resource, action);
  if (operation === 'update') requireStepScope(auth, resource, rows);
  let reviews = true;
  // Every row asked about is a step its approver decides (RESOURCE_ACCESS `reviewSteps`).
  let stepsOnly = rows.length > 0;
  for (const row of rows) {
    const section = row.section === undefined ? undefined : requireSection(policy, auth, resource, row.section, action);
    const target = section?.resource ?? resource;
    const policies = policy.policiesFor(auth, target);
    if (row.personId === null) requireWithoutPerson(resource, row.section, section, policies, operation, options.field);
    const isTarget = operation === 'read' || operation === 'create' || operation === 'write';
    if (typeof row.personId === 'string' && isTarget) await requirePerson(policy, auth, resource, target, operation, row.personId, section, options);
    const self = row.personId === auth.personId;
    const reachedFor = isTarget ? null : operationAccess(policies, 'write');
    const candidates = typeof row.personId === 'string' ? candidateRelations(self, reachedFor) : [{ self: false, report: false }];
    const steps = row.step === undefined ? undefined : stepDecision(auth, resource, policies, row);
    const answer = (relation: RowRelation) => ({
      refused: row.fields ? refusedFields(resource, policies, relation, row.fields, steps, row.values) : [],
      deletes: operation !== 'delete' || deletes(policies, relation),
      reviews: steps ? steps.wholeRow : reviewsOn(resource, policies, relation),
    });
    const decided = answer(await relationOf(policy, auth, row.personId, candidates, answer, options.em));
    if (!decided.deletes) throw ApiError.forbidden(refusalOf(resource, 'delete') ?? 'Your role may not delete this record');
    if (decided.refused.length) throw ApiError.forbiddenFields(decided.refused);
    reviews &&= decided.reviews;
    stepsOnly &&= steps?.step === true;
  }
  const scope = RESOURCE_ACCESS[resource]?.scopes;
  const needed = scope?.[action];
  if (scope && needed && !auth.scopes.has(needed)) throw ApiError.forbidden(filled(scope.refusal, { scope: needed }));
  return stepsOnly ? { reviews, decidesStep: true } : { reviews };
}

/**
 * Who decides a row decided in steps: the roles reviewing every row the whole row, the open step's approver that
 * step; anyone else sending a review field is refused (403, the entry unchanged).
 */
function stepDecision(auth: AuthContext, resource: PolicyResource, policies: readonly RolePolicy[], row: AccessRow) {
  const wholeRow = decidesWholeRow(policies);
  const step = !wholeRow && decidesStep(auth, row.personId, row.step);
  if (!wholeRow && !step && reviewFieldsAmong(resource, row.fields).length > 0) {
    throw ApiError.forbidden(refusalOf(resource, 'review') ?? 'Your role may not decide this record');
  }
  return { decides: wholeRow || step, wholeRow, step };
}

/**
 * The write scope of an update of a resource decided in steps, checked first because its update route also lets the
 * step scope through (a token without the write scope gets the 403 the route would have given): an update needs it,
 * but a step decided by its approver, sending review fields alone, whose role's tokens can never hold it (finance,
 * D3) needs the step scope instead.
 */
function requireStepScope(auth: AuthContext, resource: PolicyResource, rows: readonly AccessRow[]): void {
  const scopes = RESOURCE_ACCESS[resource]?.reviewSteps?.scopes;
  if (!scopes || auth.scopes.has(scopes.write)) return;
  const decidesOnly = (row: AccessRow) => row.step !== undefined && decidesStep(auth, row.personId, row.step)
    && reviewFieldsAmong(resource, row.fields).length === (row.fields?.length ?? 0);
  const stepsOnly = rows.length > 0 && rows.every(decidesOnly);
  const withoutWrite = stepsOnly && !roleScopeCeiling(auth.role, auth.isManager, auth.grants).has(scopes.write);
  const needed = withoutWrite ? scopes.withoutWrite : scopes.write;
  if (!auth.scopes.has(needed)) throw ApiError.forbidden(filled(scopes.refusal, { scope: needed }));
}

/** 403 naming every part the caller may not read (an export's columns): the token's scopes, then the role's rows. */
export function requireReadable(policy: PolicyQuestions, auth: AuthContext, parts: readonly { name: string; gate: ReadGate }[]): void {
  const refused = parts.filter(({ gate }) => !readable(policy, auth, gate)).map((part) => part.name);
  if (refused.length) throw ApiError.forbidden(`You may not read these columns: ${[...new Set(refused)].join(', ')}`);
}

function readable(policy: PolicyQuestions, auth: AuthContext, gate: ReadGate): boolean {
  if (!auth.scopes.has(gate.scope)) return false;
  if (gate.section && !sectionScopeAllows(auth, gate.section.of, gate.section.name, 'read')) return false;
  return policy.readsResource(auth, gate.resource, gate);
}

/** The section's scope (403), the rule of a resource whose rows are sections of another's (403); the section's rule. */
function requireSection(policy: PolicyQuestions, auth: AuthContext, resource: PolicyResource, name: string, action: 'read' | 'write'): SectionRule | undefined {
  const rules = RESOURCE_ACCESS[resource];
  const rule = sectionRule(resource, name);
  const scope = rule?.scopes?.[action];
  if (scope && !auth.scopes.has(scope)) {
    throw ApiError.forbidden(filled(rules?.sections?.scopeRefusal ?? 'The {section} rows need the {scope} scope', { section: name, scope }));
  }
  const of = rules?.sectionsOf;
  const followed = of ? sectionRule(of.of, name) : undefined;
  if (of && followed?.scopes) {
    const writesAll = policy.access(auth, followed.resource, 'write').includes('all');
    if (!sectionScopeAllows(auth, of.of, name, action) || !writesAll) throw ApiError.forbidden(filled(of.refusal, { section: name, resource: followed.resource }));
  }
  return rule;
}

/**
 * A row of no person: a section that needs a person answers 422 on the field; otherwise only roles whose access for
 * the operation reaches every row make it (company-wide rows, a new person).
 */
function requireWithoutPerson(
  resource: PolicyResource,
  name: string | undefined,
  rule: SectionRule | undefined,
  policies: readonly RolePolicy[],
  operation: Operation,
  field = 'personId',
): void {
  const personRequired = RESOURCE_ACCESS[resource]?.sections?.personRequired;
  if (name !== undefined && personRequired && !rule?.withoutPerson) throw ApiError.invalidField(field, filled(personRequired, { section: name }));
  if (!operationAccess(policies, operation).includes('all')) {
    throw ApiError.forbidden(refusalOf(resource, 'withoutPerson') ?? refusalOf(resource, refusalKindOf(operation)) ?? `Your role may not ${actionOf(operation)} rows of no person`);
  }
}

/**
 * The person a row is (to be) of: with `field`, one of the company (422) and there for the caller (D5: a new hire
 * hidden from the role does not exist, 422); then within the role's reach for the operation (403). A section that is
 * a field of the record (a leaving file) is reached as a read, then written only by roles writing every row.
 */
async function requirePerson(
  policy: PolicyQuestions,
  auth: AuthContext,
  resource: PolicyResource,
  target: PolicyResource,
  operation: Operation,
  personId: string,
  rule: SectionRule | undefined,
  options: DoorOptions,
): Promise<void> {
  const { field } = options;
  if (field) {
    const em = needed(options.em);
    await policy.directory.assertPerson(em, auth.companyId, personId, field);
    if ((await policy.hiddenNewHires(em, auth, target, [personId])).size > 0) {
      throw ApiError.invalidField(field, `no record with id ${personId} exists in this company`);
    }
  }
  const reaching: Operation = rule?.fieldOf ? 'read' : operation;
  const access = operationAccess(policy.policiesFor(auth, target), reaching);
  const verb = actionOf(reaching);
  if (access.length === 0) throw ApiError.forbidden(`Your role may not ${verb} this resource`);
  // Hidden new hires are refused above with `field`; without it the reach's own new-hire rule decides, by a look.
  const known = field || policy.seesNewHires(auth, target) ? reachKnown(access, personId === auth.personId) : undefined;
  const reached = known ?? (await policy.peopleReaching(needed(options.em), auth, target, access, [personId])).has(personId);
  if (!reached) throw ApiError.forbidden(refusalOf(resource, refusalKindOf(operation)) ?? `Your role may not ${verb} these records of this person`);
  if (rule?.fieldOf && !policy.access(auth, target, 'write').includes('all')) throw ApiError.forbidden(rule.fieldOf.refusal);
}

/**
 * The relation of the row to the caller: the one candidate, or the one every candidate answers alike; only when the
 * answers differ are the reporting lines read (one query).
 */
async function relationOf<T>(
  policy: PolicyQuestions,
  auth: AuthContext,
  personId: string | null | undefined,
  candidates: RowRelation[],
  answer: (relation: RowRelation) => T,
  em: EntityManager | undefined,
): Promise<RowRelation> {
  const keys = new Set(candidates.map((relation) => JSON.stringify(answer(relation))));
  if (keys.size === 1 || typeof personId !== 'string') return candidates[0];
  const reports = await policy.directory.reportsAmong(needed(em), auth.companyId, auth.personId, [personId]);
  return { self: false, report: reports.has(personId) };
}

function needed(em: EntityManager | undefined): EntityManager {
  if (!em) throw new Error('The access layer must look people up for this question: pass the transaction (em)');
  return em;
}

/** A row of a sectioned resource as the door reads it (a stored file): its section, person, maker, attachment. */
export interface SectionRow {
  section: string;
  personId: string | null;
  madeBy: string | null;
  /** Attached to the record it is for (a logo once the company shows it). */
  attached: boolean;
}

/**
 * Whether the caller reads a row of a sectioned resource (a file, by its type): the section's read scope, then its
 * maker; a row of no person as its section says (`withoutPerson`); a field of the record (`fieldOf`) where the caller
 * sees that class; otherwise where it reaches the person's rows of the resource the section follows.
 */
export async function readsSectionRow(policy: PolicyQuestions, em: EntityManager, auth: AuthContext, resource: PolicyResource, row: SectionRow): Promise<boolean> {
  const rule = sectionRule(resource, row.section);
  if (!rule || !sectionScopeAllows(auth, resource, row.section, 'read')) return false;
  if (row.madeBy === auth.personId) return true;
  if (row.personId === null) {
    if (rule.withoutPerson === 'onceAttached') return row.attached;
    return rule.withoutPerson === 'readers' && policy.mayTake(auth, rule.resource, 'read');
  }
  const reached = async (personId: string) => (await policy.mayReach(em, auth, rule.resource, [personId], 'read')).has(personId);
  if (rule.fieldOf) {
    // A field of the record: roles seeing its class on every row (of people they read), or the person on their own.
    if (policy.seesClassOnEveryRow(auth, rule.resource, rule.fieldOf.fieldClass)) return reached(row.personId);
    return row.personId === auth.personId && policy.seesClassOnOwnRow(auth, rule.resource, rule.fieldOf.fieldClass);
  }
  return reached(row.personId);
}

/** A section the caller reads none of: the role reads no row of what it follows (`scope` null), or the token lacks its scope. */
export function closedSection(policy: PolicyQuestions, auth: AuthContext, resource: PolicyResource, section: string): { scope: Scope | null } | null {
  const rule = sectionRule(resource, section);
  const target = rule?.resource ?? resource;
  if (!policy.mayTake(auth, target, 'read')) return { scope: null };
  const scope = rule?.scopes?.read;
  return scope === undefined || auth.scopes.has(scope) ? null : { scope };
}
