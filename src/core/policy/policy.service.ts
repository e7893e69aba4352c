import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuthContext } from '../auth/auth-context';
import { Role } from '../auth/roles';
import { PositionalParams } from '../database/positional-params';
import { ApiError } from '../errors/api-error';
import { SqlCondition } from '../query/query-declaration';
import { prefixedVisibility, REPORTS_OF_MARKER, resourceVisibleSql, visibleFieldSql } from './visible-field.sql';
import { openStepDeciderSql } from './review-steps.sql';
import { classesDependOnReports, classesOnRow, forbiddenFieldsOf, reachesReports, reachesSelf, RowRelation } from './field-classes';
import { PERSON_DIRECTORY, type PersonDirectory } from './person-directory';
import { FieldClass, FIELD_CLASSES, NO_ACCESS, POLICY_TABLE, PolicyResource, RolePolicy, RowAccess } from './policy-table';
import { RESOURCE_ACCESS, ResourceAccess, sectionScopeAllows, settingRefusal } from './resource-access';
import { closedSection, DoorOptions, readsSectionRow, requireAccess, requireReadable, SectionRow } from './access-door';
import type { Scope } from '../auth/scopes';
import type { AccessGrant, AccessRow, Operation, ReadGate } from './access-rules';

export type Action = 'read' | 'write';

/** How a resource ties rows to people, for `self` and `reports` access. */
export interface RowOwnership {
  /** Column holding the owning person's id (`id` for people themselves); none for company settings. */
  personColumn?: string;
}

/** The person ids on which a caller sees a field class on every row of a resource: `all`, or a set. */
export type ClassReach = 'all' | ReadonlySet<string>;

/**
 * The access layer (D5): every read and write path asks it, in bulk, which rows (`rowConditions`), which field
 * classes (`fieldClasses`) and which people (`mayReach`) a caller reaches. Its answers come from the policy table
 * (`POLICY_TABLE`, role rows) and `RESOURCE_ACCESS` (company-wide rows, sections); what it must know of people and
 * reporting lines comes from the `PersonDirectory` the people module provides.
 */
@Injectable()
export class PolicyService {
  constructor(@Inject(PERSON_DIRECTORY) readonly directory: PersonDirectory) {}

  /**
   * The policy rows that apply: anyone with reports is also a manager (D5: implied by reporting lines,
   * whatever the role) and gets the union of both rows. A row that needs a grant the company has not
   * given falls back to its `withoutGrant` row.
   */
  policiesFor(auth: AuthContext, resource: PolicyResource): RolePolicy[] {
    const roles: Role[] = [auth.role];
    if (auth.isManager) roles.push('manager');
    return roles.map((role) => {
      const policy = POLICY_TABLE[resource][role];
      if (policy.grant && !auth.grants[policy.grant]?.includes(role as never)) return policy.withoutGrant ?? NO_ACCESS;
      return policy;
    });
  }

  access(auth: AuthContext, resource: PolicyResource, action: Action): RowAccess[] {
    return this.policiesFor(auth, resource)
      .map((p) => p[action])
      .filter((a) => a !== 'none');
  }

  /** 403 unless the role may take this action on at least some rows (D5). */
  assertAllowed(auth: AuthContext, resource: PolicyResource, action: Action): RowAccess[] {
    const access = this.access(auth, resource, action);
    if (access.length === 0) throw ApiError.forbidden(`Your role may not ${action} this resource`);
    return access;
  }

  /** True when the role may take the action on some rows (of some section, for sectioned resources). */
  mayTake(auth: AuthContext, resource: PolicyResource, action: Action): boolean {
    const sections = RESOURCE_ACCESS[resource]?.sections;
    if (sections) return this.openSectionGroups(auth, resource, sections, action).length > 0;
    return this.access(auth, resource, action).length > 0;
  }

  /**
   * 403 unless the role may take the action on some rows (of some section, for sectioned resources); a write of a
   * resource whose company setting is off (`companySetting`) names the setting.
   */
  assertMayTake(auth: AuthContext, resource: PolicyResource, action: Action): void {
    if (action === 'write') this.requireSetting(auth, resource);
    const sections = RESOURCE_ACCESS[resource]?.sections;
    if (!sections) this.assertAllowed(auth, resource, action);
    else if (!this.mayTake(auth, resource, action)) throw ApiError.forbidden(`Your role may not ${action} ${sections.label}`);
  }

  /** True when the caller sees the resource's `everyRowFields`: its read reaches every row; no caller (events) sees them. */
  seesEveryRowFields(auth: AuthContext | null, resource: PolicyResource): boolean {
    return auth === null || this.access(auth, resource, 'read').includes('all');
  }

  /** SQL narrowing rows to those the role reaches; null when it reaches all. */
  rowCondition(auth: AuthContext, access: RowAccess[], ownership: RowOwnership, alias: string): SqlCondition | null {
    if (access.includes('all')) return null;
    const column = `${alias}.${ownership.personColumn ?? 'person_id'}`;
    const parts: string[] = [];
    if (access.some(reachesSelf)) parts.push(`${column} = :policyPersonId`);
    if (access.some(reachesReports)) parts.push(`${column} IN (${this.directory.reportsOfSql})`);
    if (parts.length === 0) return { sql: 'FALSE', params: {} };
    return { sql: `(${parts.join(' OR ')})`, params: { policyPersonId: auth.personId, policyCompanyId: auth.companyId } };
  }

  /**
   * Every row rule of the resource for the action, as SQL conditions on rows aliased `alias` (besides the company):
   * the role rows, D5's new-hire rule for person-owned rows, company-wide rows, sections and, for write, rows whose open
   * step the caller decides (`RESOURCE_ACCESS`).
   * 403 when the role reaches no row. Lists, retrieves, compiled reads, exports and writes all scope through it.
   */
  rowConditions(auth: AuthContext, resource: PolicyResource, action: Action, alias: string, ownership?: RowOwnership): SqlCondition[] {
    const rules: ResourceAccess | undefined = RESOURCE_ACCESS[resource];
    // A resource of a company setting that is off: no row is read, every write is refused naming the setting.
    if (action === 'write') this.requireSetting(auth, resource);
    else if (settingRefusal(auth, resource)) return [{ sql: 'FALSE', params: {} }];
    if (rules?.sections) return [this.sectionCondition(auth, resource, rules.sections, action, alias, ownership)];
    const access = this.assertAllowed(auth, resource, action);
    const conditions: SqlCondition[] = [];
    const rows = this.rowCondition(auth, access, ownership ?? {}, alias);
    const personColumn = ownership?.personColumn ?? 'person_id';
    if (rows && rules?.companyWideRows && action === 'read') {
      conditions.push({ sql: `(${rows.sql} OR ${alias}.${personColumn} IS NULL)`, params: rows.params });
    } else if (rows && rules?.reviewSteps && action === 'write') {
      // The approver of a row's open step reaches it for write (the door lets it write the review fields alone).
      const steps = openStepDeciderSql(alias, rules.reviewSteps, personColumn);
      conditions.push({ sql: `(${rows.sql} OR ${steps})`, params: { ...rows.params, policyPersonId: auth.personId, policyRole: auth.role } });
    } else if (rows) {
      conditions.push(rows);
    }
    const newHires = this.newHireCondition(auth, resource, ownership, alias);
    if (newHires) conditions.push(newHires);
    return conditions;
  }

  /** 403 naming the company setting a resource needs when the caller's company has it off (RESOURCE_ACCESS `companySetting`). */
  requireSetting(auth: AuthContext, resource: PolicyResource): void {
    const refusal = settingRefusal(auth, resource);
    if (refusal) throw ApiError.forbidden(refusal);
  }

  /** True when the caller sees every field of the resource (not only public ones). */
  seesAllFields(auth: AuthContext, resource: PolicyResource): boolean {
    return this.policiesFor(auth, resource).some((p) => p.read !== 'none' && (p.fields ?? 'all') === 'all');
  }

  // ---- D5's new-hire rule ------------------------------------------------------------------------

  /** D5: people in `newHire` status, and their records, are visible only to roles the table marks `newHires`. */
  seesNewHires(auth: AuthContext, resource: PolicyResource): boolean {
    return this.policiesFor(auth, resource).some((p) => p.read !== 'none' && p.newHires === true);
  }

  /**
   * The new-hire rule for a person-owned resource (`ownership` declared), for callers who may not see new hires:
   * on people themselves (`personColumn: 'id'`) the row's own status, on their records the owning person's.
   */
  newHireCondition(auth: AuthContext, resource: PolicyResource, ownership: RowOwnership | undefined, alias: string): SqlCondition | null {
    if (!ownership || this.seesNewHires(auth, resource)) return null;
    const column = ownership.personColumn ?? 'person_id';
    if (column === 'id') return { sql: this.directory.notNewHireRowSql(alias), params: {} };
    return { sql: this.directory.notNewHireSql(`${alias}.${column}`, `${alias}.company_id`), params: {} };
  }

  // ---- people a caller reaches -------------------------------------------------------------------

  /**
   * Which of `personIds` (people of the caller's company) the caller reaches through `resource` for the action:
   * the role rows and D5's new-hire rule. One query; none when the role has no access.
   */
  async mayReach(em: EntityManager, auth: AuthContext, resource: PolicyResource, personIds: string[], action: Action): Promise<Set<string>> {
    return this.peopleReaching(em, auth, resource, this.access(auth, resource, action), personIds);
  }

  /** Which of `personIds` an access of the caller to `resource` reaches (its rows and D5's new-hire rule); one query. */
  async peopleReaching(em: EntityManager, auth: AuthContext, resource: PolicyResource, access: RowAccess[], personIds: string[]): Promise<Set<string>> {
    if (access.length === 0) return new Set();
    return this.directory.peopleWhere(em, auth.companyId, personIds, 'target', this.peopleConditions(auth, resource, access, 'target'));
  }

  /**
   * Conditions on people rows (aliased `alias`) keeping those whose `resource` rows the caller reaches for the
   * action: the role rows and D5's new-hire rule; none when every person is reached.
   */
  peopleReached(auth: AuthContext, resource: PolicyResource, alias: string, action: Action = 'read'): SqlCondition[] {
    return this.peopleConditions(auth, resource, this.access(auth, resource, action), alias);
  }

  private peopleConditions(auth: AuthContext, resource: PolicyResource, access: RowAccess[], alias: string): SqlCondition[] {
    const owner = { personColumn: 'id' };
    return [this.rowCondition(auth, access, owner, alias), this.newHireCondition(auth, resource, owner, alias)]
      .filter((c): c is SqlCondition => c !== null);
  }

  /**
   * For reads over people joining other resources (exports): whether the caller reads `resource` at all — the
   * fields of `fieldClass` on some rows, else some rows (`everyRow`: every row).
   */
  readsResource(auth: AuthContext, resource: PolicyResource, options: { fieldClass?: FieldClass; everyRow?: boolean } = {}): boolean {
    const { fieldClass, everyRow } = options;
    if (fieldClass) return this.policiesFor(auth, resource).some((row) => row.read !== 'none' && row.fieldAccess?.[fieldClass] !== undefined);
    const access = this.access(auth, resource, 'read');
    return everyRow ? access.includes('all') : access.length > 0;
  }

  /**
   * Conditions on people rows (aliased `alias`) keeping the people on whose `resource` rows the caller sees
   * `fieldClass` (parameters named as `resourceVisibleSql` reads them), or, without a class, whose rows it reads.
   * None for a class every role sees on every row.
   */
  peopleSeeing(auth: AuthContext, resource: PolicyResource, alias: string, fieldClass?: FieldClass): SqlCondition[] {
    if (fieldClass) {
      if (Object.values(POLICY_TABLE[resource]).every((row) => row.fieldAccess?.[fieldClass] === 'all')) return [];
      const params = resource === 'person' ? {} : prefixedVisibility(resource, this.fieldVisibility(auth, resource));
      return [{ sql: resourceVisibleSql(resource, fieldClass, `${alias}.id`, this.directory.reportsOfSql), params }];
    }
    const condition = this.rowCondition(auth, this.access(auth, resource, 'read'), { personColumn: 'id' }, alias);
    return condition ? [condition] : [];
  }

  /** Which of `personIds` are new hires the caller may not see through `resource` (D5: for them they do not exist). */
  async hiddenNewHires(em: EntityManager, auth: AuthContext, resource: PolicyResource, personIds: string[]): Promise<Set<string>> {
    if (this.seesNewHires(auth, resource)) return new Set();
    return this.directory.peopleWhere(em, auth.companyId, personIds, 'target', [{ sql: `NOT (${this.directory.notNewHireRowSql('target')})`, params: {} }]);
  }

  // ---- field classes -----------------------------------------------------------------------------

  /** The field classes the caller sees on a row of `resource` standing in `relation` to it (D4, D5). */
  classesOn(auth: AuthContext | null, resource: PolicyResource, relation: RowRelation): Set<FieldClass> {
    return classesOnRow(auth ? this.policiesFor(auth, resource) : [], auth, relation);
  }

  /**
   * The field classes the caller sees on each person of a page, keyed by person id: one reporting-line query
   * per page, and only for managers.
   */
  async fieldClasses(em: EntityManager, auth: AuthContext | null, resource: PolicyResource, personIds: string[]): Promise<Map<string, Set<FieldClass>>> {
    const unique = new Set(personIds);
    const reports = auth && classesDependOnReports(this.policiesFor(auth, resource), auth)
      ? await this.directory.reportsAmong(em, auth.companyId, auth.personId, [...unique])
      : new Set<string>();
    // At most four relations (self, report): each one's classes are computed once and shared by the rows in it.
    const byRelation: (Set<FieldClass> | undefined)[] = [undefined, undefined, undefined, undefined];
    const result = new Map<string, Set<FieldClass>>();
    for (const id of unique) {
      const self = auth?.personId === id;
      const report = reports.has(id);
      const slot = (self ? 2 : 0) + (report ? 1 : 0);
      result.set(id, byRelation[slot] ??= this.classesOn(auth, resource, { self, report }));
    }
    return result;
  }

  /** Whether some policy that applies opens `fieldClass` on every row of the resource. */
  seesClassOnEveryRow(auth: AuthContext, resource: PolicyResource, fieldClass: FieldClass): boolean {
    return this.policiesFor(auth, resource).some((p) => p.fieldAccess?.[fieldClass] === 'all');
  }

  /** Whether some policy that applies opens `fieldClass` on the caller's own row of the resource. */
  seesClassOnOwnRow(auth: AuthContext, resource: PolicyResource, fieldClass: FieldClass): boolean {
    return this.policiesFor(auth, resource).some((p) => reachesSelf(p.fieldAccess?.[fieldClass]));
  }

  /**
   * The people on whose rows of `resource` the caller sees `fieldClass` (`fieldAccess` and `private:read`, D4, D5):
   * `all`, or the caller and, for a manager, their reports (one query at most). No caller: all.
   */
  async classReach(em: EntityManager, auth: AuthContext | null, resource: PolicyResource, fieldClass: FieldClass): Promise<ClassReach> {
    if (!auth) return 'all';
    const params = this.fieldVisibility(auth, resource);
    if (params[`fieldVisible_${fieldClass}_all`]) return 'all';
    const ids = new Set<string>();
    if (params[`fieldVisible_${fieldClass}_self`]) ids.add(auth.personId);
    if (params[`fieldVisible_${fieldClass}_reports`] && auth.isManager) {
      for (const id of await this.reportsOf(em, auth)) ids.add(id);
    }
    return ids;
  }

  /** The caller's direct and indirect reports. */
  async reportsOf(em: EntityManager, auth: Pick<AuthContext, 'companyId' | 'personId'>): Promise<string[]> {
    const positional = new PositionalParams();
    const sql = positional.convert(this.directory.reportsOfSql, { policyCompanyId: auth.companyId, policyPersonId: auth.personId });
    const rows = (await em.query(sql, positional.values)) as { id: string }[];
    return rows.map((row) => row.id);
  }

  /**
   * Per field class, whether the caller sees it on every row, their own, their reports' (the parameters of
   * `visibleFieldSql`, D4, D5): `fieldAccess`, and `private:read` for every class but `public`.
   */
  fieldVisibility(auth: AuthContext, resource: PolicyResource): Record<string, unknown> {
    const policies = this.policiesFor(auth, resource).filter((p) => p.read !== 'none');
    const params: Record<string, unknown> = { policyPersonId: auth.personId, policyCompanyId: auth.companyId };
    for (const fieldClass of FIELD_CLASSES) {
      const scoped = fieldClass === 'public' || auth.scopes.has('private:read');
      const access = scoped ? policies.map((p) => p.fieldAccess?.[fieldClass]).filter((a): a is RowAccess => a !== undefined) : [];
      params[`fieldVisible_${fieldClass}_all`] = access.includes('all');
      params[`fieldVisible_${fieldClass}_self`] = access.some(reachesSelf);
      params[`fieldVisible_${fieldClass}_reports`] = access.some(reachesReports);
    }
    return params;
  }

  /**
   * SQL: the caller sees `fieldClass` on the row of the person `personColumn` (parameters: `fieldVisibility`).
   * The one rule behind filters on hidden fields and hidden values in exports (a hidden work email, D4).
   */
  visibleFieldSql(fieldClass: FieldClass, personColumn: string): string {
    return visibleFieldSql(fieldClass, personColumn, this.directory.reportsOfSql);
  }

  /** SQL written with `REPORTS_OF_MARKER` (before the access layer was at hand), with the reporting lines in place. */
  withReportingLines(sql: string): string {
    return sql.split(REPORTS_OF_MARKER).join(this.directory.reportsOfSql);
  }

  // ---- the door -----------------------------------------------------------------------------------

  /**
   * The one question every operation asks before it acts (`access-door.ts`): may the caller take `operation` on
   * these rows of `resource`? 403 (or the 422 of fields it may not write, of a person it may not know) with the
   * access data's messages; otherwise what the caller's rows tell (`reviews`). `em` when people must be looked up.
   */
  require(auth: AuthContext, resource: PolicyResource, operation: Operation, rows: readonly AccessRow[] = [], options: DoorOptions = {}): Promise<AccessGrant> {
    return requireAccess(this, auth, resource, operation, rows, options);
  }

  /** The door for reads of parts of people's data (an export's columns): 403 naming every part the caller may not read. */
  requireReadable(auth: AuthContext, parts: readonly { name: string; gate: ReadGate }[]): void {
    requireReadable(this, auth, parts);
  }

  /** Whether the caller reads a row of a sectioned resource (a stored file, by its type; `access-door.ts`). */
  readsSectionRow(em: EntityManager, auth: AuthContext, resource: PolicyResource, row: SectionRow): Promise<boolean> {
    return readsSectionRow(this, em, auth, resource, row);
  }

  /** Whether the caller reads none of a section's rows: its role (`scope` null), or the scope it lacks; null when it may. */
  closedSection(auth: AuthContext, resource: PolicyResource, section: string): { scope: Scope | null } | null {
    return closedSection(this, auth, resource, section);
  }

  // ---- writes ------------------------------------------------------------------------------------

  /** Fields of `sent` the caller may not write on a row it may write (policy table `writableFields`, D5). */
  forbiddenFields(auth: AuthContext, resource: PolicyResource, relation: RowRelation, sent: string[]): string[] {
    return forbiddenFieldsOf(this.policiesFor(auth, resource), relation, sent);
  }

  // ---- sections ------------------------------------------------------------------------------------

  /** Groups of sections sharing a policy resource, open to the caller: the role row grants something, the scopes allow it. */
  private openSectionGroups(auth: AuthContext, resource: PolicyResource, sections: NonNullable<ResourceAccess['sections']>, action: Action) {
    const followed = Object.keys(sections.follow);
    const groups = new Map<PolicyResource, { sections: string[]; scopes: boolean }>();
    for (const section of followed) {
      const rule = sections.follow[section];
      const group = groups.get(rule.resource) ?? { sections: [], scopes: true };
      group.sections.push(section);
      group.scopes &&= sectionScopeAllows(auth, resource, section, action);
      groups.set(rule.resource, group);
    }
    const all = [
      { resource, sections: followed, own: true, scopes: true },
      ...[...groups].map(([groupResource, group]) => ({ resource: groupResource, sections: group.sections, own: false, scopes: group.scopes })),
    ];
    return all
      .map((group) => ({ ...group, access: this.access(auth, group.resource, action) }))
      .filter((group) => group.access.length > 0 && group.scopes);
  }

  /** Per open section group, its sections, that group's row policy and its new-hire rule (D5), OR-ed together. */
  private sectionCondition(
    auth: AuthContext,
    resource: PolicyResource,
    sections: NonNullable<ResourceAccess['sections']>,
    action: Action,
    alias: string,
    ownership: RowOwnership | undefined,
  ): SqlCondition {
    this.assertMayTake(auth, resource, action);
    const open = this.openSectionGroups(auth, resource, sections, action);
    const personColumn = ownership?.personColumn ?? 'person_id';
    const parts: string[] = [];
    const params: Record<string, unknown> = {};
    open.forEach((group, index) => {
      const conditions = [`${alias}.${sections.column} ${group.own ? 'NOT IN' : 'IN'} (:...sections${index})`];
      const rows = this.rowCondition(auth, group.access, { personColumn }, alias);
      if (rows) conditions.push(rows.sql);
      const newHires = this.newHireCondition(auth, group.resource, { personColumn }, alias);
      if (newHires) conditions.push(newHires.sql);
      params[`sections${index}`] = group.sections;
      Object.assign(params, rows?.params);
      parts.push(`(${conditions.join(' AND ')})`);
    });
    return { sql: `(${parts.join(' OR ')})`, params };
  }
}
