import { AuthContext } from '../../core/auth/auth-context';
import { PositionalParams } from '../../core/database/positional-params';
import { ApiError } from '../../core/errors/api-error';
import { prefixedVisibility } from '../../core/policy/visible-field.sql';
import { PolicyResource } from '../../core/policy/policy-table';
import { PolicyService } from '../../core/policy/policy.service';
import { TODAY_UTC } from '../../core/policy/reporting-lines.sql';
import { SqlCondition } from '../../core/query/query-declaration';
import { firstBankAccountJoinSql } from '../bank-accounts';
import { companyJoinSql } from '../companies';
import { compensationDaysJoinSql } from '../compensations';
import { CustomFieldSection } from '../custom-fields';
import { SECTION_POLICY } from '../custom-fields';
import { customFieldValueTextSql } from '../custom-values';
import { documentsSourceSql } from '../documents';
import { equipmentSourceSql } from '../equipment';
import { identityDocumentsSourceSql, latestIdentityDocumentSql } from '../identity-documents';
import { personLocationJoinSql } from '../locations';
import { currentRoleJoinSql, peopleSourceSql, personStatusConditionSql, rolesInRangeJoinSql } from '../people';
import { PUBLIC_CATEGORIES, timeAwaySourceSql } from '../time-away';
import { TimeAwayCategory, entryTypeJoinSql } from '../time-away-types';
import { ColumnGate, ExportColumn, ExportJoin, GATES } from './columns/export-column';
import { columnsOf } from './columns/export-fields';
import { compensationSql, daysOfTypeSql } from './columns/person-columns';
import { ExportType } from './data-export.entity';
import { ExportExtras, ExportRequest } from './export-request';
import { translateFilters } from './export-filters';
import { NEW_HIRE } from '../../core/policy/new-hires';

/** One column of the file: its header and how its cells are made. */
export interface PlannedColumn extends ExportColumn {
  header: string;
}

/** Everything needed to stream an export: the columns in order and one SQL statement selecting the rows. */
export interface ExportPlan {
  columns: PlannedColumn[];
  text: string;
  values: unknown[];
  /** The people rows of the export without the record joins, for the size estimate. */
  count: { text: string; values: unknown[] };
  balanceYear: number;
  /** No rows at all (timesheets do not exist in this product). */
  empty: boolean;
  /** The company whose keys open the sealed cells. */
  companyId: string;
  /** Sealed columns: the column's place in a row and the place of the id of the row its value belongs to (after `person_id`). */
  sealedCells: SealedCellAt[];
}

export interface SealedCellAt {
  column: number;
  rowId: number;
}

/** The read scope (SQL conditions) of the records a type exports, from their own services. */
export type RecordScopes = Partial<Record<ExportType, SqlCondition[]>>;

interface RecordTable {
  /** The records' table under the alias, from the owning module. */
  source: (alias: string) => string;
  /** The alias of the resource's own service, which its read scope names. */
  alias: string;
  order: string;
  /** Reading the type's rows at all (even with base columns only). */
  gate: ColumnGate;
  withoutFlag?: keyof ExportRequest;
}
const RECORD_TABLES: Partial<Record<ExportType, RecordTable>> = {
  equipment: { source: equipmentSourceSql, alias: 'equipment', order: 'equipment.issue_date, equipment.id', gate: GATES.equipment, withoutFlag: 'includeWithoutEquipment' },
  timeAway: { source: timeAwaySourceSql, alias: 'entry', order: 'entry.start_date, entry.id', gate: GATES.timeAwayPublic },
  document: { source: documentsSourceSql, alias: 'document', order: 'document.name, document.id', gate: GATES.document, withoutFlag: 'includeWithoutDocuments' },
  identityDocument: {
    source: identityDocumentsSourceSql, alias: 'iddoc', order: 'iddoc.type, iddoc.created_at, iddoc.id', gate: GATES.identityDocument, withoutFlag: 'includeWithoutDocuments',
  },
};
/** The policy resource whose read scope a type's records take, if the type has records. */
export const recordResourceOf = (type: ExportType): PolicyResource | undefined => RECORD_TABLES[type]?.gate.resource;

const p = 'person';
const q = (s: string) => `'${s}'`;

interface PlanInput {
  auth: AuthContext;
  policy: PolicyService;
  request: ExportRequest;
  extras: ExportExtras;
  personScope: SqlCondition[];
  recordScope: SqlCondition[];
  today: string;
}

/**
 * Turns a validated request into the columns and the SQL of an export (D11): 403 naming every column the token or
 * role may not read; rows are the people the caller lists (the people service's read scope) narrowed to those on
 * which every asked column is visible, then one row per record, role or compensation as the type and flags say.
 */
export function planExport(input: PlanInput): ExportPlan {
  const { auth, policy, request, extras, today } = input;
  const columns = plannedColumns(request, extras);
  const filters = translateFilters(request.filters);
  const record = RECORD_TABLES[request.type];
  const typeGate = record ? [{ name: `${request.type} records`, gate: record.gate }] : [];
  // D11: a column (or filter) the token's scopes or the role's policy rows cannot read answers 403 naming it.
  policy.requireReadable(auth, [...columns.map((c) => ({ name: c.header, gate: c.gate })), ...filters.gates, ...typeGate]);

  const year = Number((request.endDate ?? request.startDate ?? today).slice(0, 4));
  const params: Record<string, unknown> = {
    ...policy.fieldVisibility(auth, 'person'),
    // The time-away type column names its own class visibility (D4 "no reason"), whatever the gates.
    ...prefixedVisibility('timeAway', policy.fieldVisibility(auth, 'timeAway')),
    rangeStart: request.startDate ?? `${year}-01-01`,
    rangeEnd: request.endDate ?? `${year}-12-31`,
    historyStart: request.startDate ?? '-infinity',
    historyEnd: request.endDate ?? 'infinity',
    startDate: request.startDate,
    endDate: request.endDate,
  };
  extras.compensationTypes.forEach((x, i) => (params[`ctype${i}`] = x.id));
  extras.customFields.forEach((x, i) => (params[`cfield${i}`] = x.id));
  extras.timeAwayTypes.forEach((x, i) => (params[`ttype${i}`] = x.id));
  params.timeAwayTypeIds = extras.timeAwayTypes.map((x) => x.id);
  params.compensationTypeIds = extras.compensationTypes.map((x) => x.id);

  const gates = uniqueGates([...columns.map((c) => c.gate), ...filters.gates.map((g) => g.gate)]);
  const where: SqlCondition[] = [...input.personScope, selection(request), ...filters.conditions, ...gates.flatMap((g) => gateCondition(auth, policy, g))];
  // Over the record join: the count (people only, the estimate for the worker threshold) does without it.
  const withoutRecords = withoutRecordsCondition(auth, policy, request);

  const asOf = request.includeCompensationHistory ? `COALESCE(comp_day.day, ${TODAY_UTC})` : TODAY_UTC;
  const select = columns.map((c, i) => `${c.sql.replace(/\{asOf\}/g, asOf)} AS c${i}`).join(',\n  ');
  // Each row id the sealed cells need, once (several columns of one table share their row's id).
  const rowIds = [...new Set(columns.flatMap((c) => (c.sealed ? [c.sealed.rowIdSql] : [])))];
  const sealedIds = rowIds.map((sql, k) => `,\n  ${sql} AS s${k}`).join('');
  const joins = joinsSql(request, columns, input.recordScope);
  const order = [`${p}.last_name`, `${p}.first_name`, `${p}.id`];
  if (request.includeRoleHistory) order.push('role.effective_date');
  if (request.includeCompensationHistory) order.push('comp_day.day');
  if (record) order.push(record.order);

  const conditions = where.map((c) => `(${c.sql})`);
  const whereSql = conditions.join('\n  AND ');
  const rowsWhereSql = [...conditions, ...withoutRecords.map((c) => `(${c.sql})`)].join('\n  AND ');
  const allParams = {
    ...params, ...Object.assign({}, ...where.map((c) => c.params), ...withoutRecords.map((c) => c.params), ...input.recordScope.map((c) => c.params)),
  };
  const positional = new PositionalParams();
  const text = positional.convert(policy.withReportingLines(`SELECT ${select},\n  ${p}.id AS person_id${sealedIds}\nFROM ${peopleSourceSql(p)}\n${joins}\nWHERE ${rowsWhereSql}\nORDER BY ${order.join(', ')}`), allParams);
  const counting = new PositionalParams();
  const countText = counting.convert(policy.withReportingLines(`SELECT count(*)::int AS n FROM ${peopleSourceSql(p)} WHERE ${whereSql}`), allParams);
  return {
    columns, text, values: positional.values, count: { text: countText, values: counting.values }, balanceYear: year, empty: request.type === 'timesheet',
    companyId: auth.companyId,
    sealedCells: columns.flatMap((c, i) => (c.sealed ? [{ column: i, rowId: columns.length + 1 + rowIds.indexOf(c.sealed.rowIdSql) }] : [])),
  };
}

/** The requested columns in order: `fields`, then compensation types, custom fields and time-away types by name. */
function plannedColumns(request: ExportRequest, extras: ExportExtras): PlannedColumn[] {
  const catalog = columnsOf(request.type);
  const columns: PlannedColumn[] = request.fields.map((name) => ({ header: name, ...catalog[name] }));
  extras.compensationTypes.forEach((x, i) => columns.push({ header: x.name, sql: compensationSql(`ct.id = :ctype${i}`), kind: 'text', gate: GATES.compensation }));
  extras.customFields.forEach((x, i) => columns.push({
    header: x.name,
    sql: customFieldValueTextSql(p, `:cfield${i}`),
    kind: 'text',
    gate: customFieldGate(x.group as CustomFieldSection),
  }));
  if (request.type === 'people') {
    extras.timeAwayTypes.forEach((x, i) => columns.push({
      header: x.name,
      sql: daysOfTypeSql(`ttype${i}`),
      kind: 'number',
      gate: PUBLIC_CATEGORIES.has(x.group as TimeAwayCategory) ? GATES.timeAwayPublic : GATES.timeAwayPrivate,
    }));
  }
  // D11: headers and JSON keys are the requested names; a type or field named like another column would hide one.
  const seen = new Set<string>();
  const repeated = columns.filter((c) => seen.size === seen.add(c.header).size).map((c) => c.header);
  if (repeated.length) {
    throw ApiError.validation(repeated.map((name) => ({ name: 'fields', reason: `the column name "${name}" is asked for twice (a compensation type, custom field or time-away type of that name)` })));
  }
  return columns;
}

/** Custom values are as private as the record their section extends, with the same scopes as their route (custom-value-access). */
function customFieldGate(section: CustomFieldSection): ColumnGate {
  return { scope: 'private:read', section: { of: 'customValue', name: section }, resource: SECTION_POLICY[section] };
}

function uniqueGates(gates: ColumnGate[]): ColumnGate[] {
  const byKey = new Map<string, ColumnGate>();
  for (const gate of gates) byKey.set(`${gate.resource}|${gate.fieldClass ?? ''}`, gate);
  return [...byKey.values()];
}

/** People on whose rows the caller sees a gate's columns: the access layer's field classes or rows, as in the lists. */
function gateCondition(auth: AuthContext, policy: PolicyService, gate: ColumnGate): SqlCondition[] {
  return policy.peopleSeeing(auth, gate.resource, p, gate.fieldClass);
}

/**
 * `includeWithoutEquipment` / `includeWithoutDocuments`: a person shows without records only when the caller reads
 * that person's records of the type (the resource's row policy and D5's new-hire rule, as the records' own scope);
 * otherwise "none" would tell a reader about records they cannot see. People with visible records are unaffected.
 */
function withoutRecordsCondition(auth: AuthContext, policy: PolicyService, request: ExportRequest): SqlCondition[] {
  const record = RECORD_TABLES[request.type];
  if (!record?.withoutFlag || !request[record.withoutFlag]) return [];
  const parts = policy.peopleReached(auth, record.gate.resource, p);
  if (!parts.length) return [];
  return [{
    sql: `${record.alias}.id IS NOT NULL OR (${parts.map((c) => `(${c.sql})`).join(' AND ')})`,
    params: Object.assign({}, ...parts.map((c) => c.params)),
  }];
}

/** Which people: active, new hires unless excluded, offboarded when asked; active after `startDate`, started by `endDate`. */
function selection(request: ExportRequest): SqlCondition {
  const statuses = ['active', ...(request.includeNewHires ? [NEW_HIRE] : []), ...(request.includeOffboarded ? ['offboarded'] : [])];
  const parts = [`(${statuses.map((s) => personStatusConditionSql(p, s)).join(' OR ')})`];
  if (request.startDate) parts.push(`(${p}.employment_end_date IS NULL OR ${p}.employment_end_date >= :startDate)`);
  if (request.endDate) parts.push(`(${p}.employment_start_date IS NULL OR ${p}.employment_start_date <= :endDate)`);
  return { sql: parts.join(' AND '), params: {} };
}

function joinsSql(request: ExportRequest, columns: PlannedColumn[], recordScope: SqlCondition[]): string {
  const needed = new Set<ExportJoin>(columns.flatMap((c) => c.joins ?? []));
  if (needed.has('reportingTo') || request.includeRoleHistory) needed.add('role');
  const joins: string[] = [];
  if (needed.has('company')) joins.push(companyJoinSql('co', `${p}.company_id`));
  if (needed.has('location')) joins.push(personLocationJoinSql(p, 'person_location'));
  if (needed.has('role')) {
    joins.push(request.includeRoleHistory
      // Every role in effect at some point of the range: one row each.
      ? rolesInRangeJoinSql(p, 'role', ':historyStart::date', ':historyEnd::date')
      : currentRoleJoinSql(p, 'role'));
  }
  if (needed.has('reportingTo')) joins.push(`LEFT JOIN ${peopleSourceSql('mgr')} ON mgr.company_id = ${p}.company_id AND mgr.id = role.reporting_to`);
  if (needed.has('bank')) joins.push(firstBankAccountJoinSql(p, 'bank'));
  if (request.includeCompensationHistory) joins.push(compensationDaysJoin(request));
  const record = RECORD_TABLES[request.type];
  if (record) {
    const inner = !record.withoutFlag || !request[record.withoutFlag];
    const on = [`${record.alias}.person_id = ${p}.id`, ...recordScope.map((c) => `(${c.sql})`), ...recordConditions(request)];
    joins.push(`${inner ? 'JOIN' : 'LEFT JOIN'} ${record.source(record.alias)} ON ${on.join('\n   AND ')}`);
    if (needed.has('timeAwayType')) joins.push(`LEFT JOIN ${entryTypeJoinSql('tat', record.alias)}`);
  }
  return joins.join('\n');
}

/** One row per day a compensation of the asked types took effect within the range (or was in effect at its start). */
function compensationDaysJoin(request: ExportRequest): string {
  const baseTypes = request.fields.filter((f) => ['salary', 'bonus', 'equity', 'commission'].includes(f));
  const types = [`ct.base_type IN (${baseTypes.map(q).join(', ') || 'NULL'})`, 'ct.id = ANY(:compensationTypeIds::text[])'];
  return compensationDaysJoinSql(p, types.join(' OR '), ':historyStart::date', ':historyEnd::date', 'comp_day');
}

/** What narrows the records of a type beyond their scope: the range and types of time away, document versions. */
function recordConditions(request: ExportRequest): string[] {
  if (request.type === 'timeAway') {
    const out: string[] = [];
    if (request.startDate) out.push('entry.end_date >= :startDate::date');
    if (request.endDate) out.push('entry.start_date <= :endDate::date');
    if (request.timeAwayTypes.length) out.push('entry.time_away_type_id = ANY(:timeAwayTypeIds::text[])');
    return out;
  }
  if (request.type === 'identityDocument' && !request.includeAllDocumentVersions) {
    // The latest document of each type per person; earlier ones are its versions.
    return [latestIdentityDocumentSql('iddoc')];
  }
  return [];
}
