import { AuthContext } from '../../core/auth/auth-context';
import { PositionalParams } from '../../core/database/positional-params';
import { ApiError } from '../../core/errors/api-error';
import { PolicyResource } from '../../core/policy/policy-table';
import { PolicyService } from '../../core/policy/policy.service';
import { TODAY_UTC } from '../../core/policy/reporting-lines.sql';
import { prefixedVisibility } from '../../core/policy/visible-field.sql';
import { SqlCondition } from '../../core/query/query-declaration';
import { AS_OF, EXPORT_COMPANY_ID, EXPORT_NOW, ExportHistory } from '../../core/read/export-declaration';
import { ColumnGate, ExportColumn } from './columns/export-column';
import { CatalogRecords, ExportCatalog, EXTRA_LISTS } from './export-catalog';
import { ExportType } from './data-export.entity';
import { ExportExtras, ExportRequest } from './export-request';
import { translateFilters } from './export-filters';

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
  /** The year the columns' per-person values (time-away balances) are read for. */
  balanceYear: number;
  /** The instant the export is made: its statement's company today and its per-person values are judged at it. */
  madeAt: Date;
  /** The company whose keys open the sealed cells. */
  companyId: string;
  /** Sealed columns: the column's place in a row and the place of the id of the row its value belongs to (after `person_id`). */
  sealedCells: SealedCellAt[];
}

export interface SealedCellAt {
  column: number;
  rowId: number;
}

/** The policy resource whose read scope a type's records take, if the type has records. */
export const recordResourceOf = (catalog: ExportCatalog, type: ExportType): PolicyResource | undefined => catalog.recordsOf(type)?.gate.resource;

interface PlanInput {
  auth: AuthContext;
  policy: PolicyService;
  /** The served resources' export declarations. */
  catalog: ExportCatalog;
  request: ExportRequest;
  extras: ExportExtras;
  personScope: SqlCondition[];
  recordScope: SqlCondition[];
  today: string;
  /** The instant the export is made (the application's clock; default the system's), for the company's today. */
  now?: Date;
}

/**
 * Turns a validated request into the columns and the SQL of an export (D11), from the resources' declarations: 403
 * naming every column the token or role may not read; rows are the people the caller lists (the people service's read
 * scope) narrowed to those on which every asked column is visible, then one row per record, role or compensation as
 * the type and flags say.
 */
export function planExport(input: PlanInput): ExportPlan {
  const { auth, policy, catalog, request, extras, today } = input;
  const madeAt = input.now ?? new Date();
  const p = catalog.people.alias;
  const columns = plannedColumns(catalog, request, extras);
  const filters = translateFilters(request.filters, catalog.people.filters);
  const record = catalog.recordsOf(request.type);
  const typeGate = record ? [{ name: `${request.type} records`, gate: record.gate }] : [];
  // Rows a flag adds (a time-away export's adjustments) are read like a column: 403 naming the flag when no row is.
  const added = record?.addedRows && request[record.addedRows.flag] ? record.addedRows : undefined;
  if (added) typeGate.push({ name: added.flag, gate: record!.addedGate! });
  // D11: a column (or filter) the token's scopes or the role's policy rows cannot read answers 403 naming it.
  policy.requireReadable(auth, [...columns.map((c) => ({ name: c.header, gate: c.gate })), ...filters.gates, ...typeGate]);

  const year = Number((request.endDate ?? request.startDate ?? today).slice(0, 4));
  const params: Record<string, unknown> = {
    // Each resource's field classes as `resourceVisibleSql` reads them (a hidden work email, the type of an entry).
    ...Object.assign({}, ...catalog.resources.map((resource) => prefixedVisibility(resource, policy.fieldVisibility(auth, resource)))),
    rangeStart: request.startDate ?? `${year}-01-01`,
    rangeEnd: request.endDate ?? `${year}-12-31`,
    historyStart: request.startDate ?? '-infinity',
    historyEnd: request.endDate ?? 'infinity',
    startDate: request.startDate,
    endDate: request.endDate,
    [EXPORT_COMPANY_ID.slice(1)]: auth.companyId,
    [EXPORT_NOW.slice(1)]: madeAt.toISOString(),
  };
  for (const list of EXTRA_LISTS) {
    const declared = catalog.extras.get(list)!;
    extras[list].forEach((x, i) => (params[`${declared.idParam}${i}`] = x.id));
    if (declared.idsParam) params[declared.idsParam] = extras[list].map((x) => x.id);
  }

  const gates = uniqueGates([...columns.map((c) => c.gate), ...filters.gates.map((g) => g.gate)]);
  const where: SqlCondition[] = [
    ...input.personScope,
    { sql: catalog.people.selection(request), params: {} },
    ...filters.conditions,
    // People on whose rows the caller sees a gate's columns: the access layer's field classes or rows, as in the lists.
    ...gates.flatMap((g) => policy.peopleSeeing(auth, g.resource, p, g.fieldClass)),
  ];
  // Over the record join: the count (people only, the estimate for the worker threshold) does without it.
  const withoutRecords = withoutRecordsCondition(auth, policy, request, record, p);

  const histories = catalog.histories.filter((h) => request[h.flag]);
  const asOf = histories.find((h) => h.asOf)?.asOf ?? TODAY_UTC;
  const select = columns.map((c, i) => `${valueSql(c).split(AS_OF).join(asOf)} AS c${i}`).join(',\n  ');
  // Each row id the sealed cells need, once (several columns of one table share their row's id).
  const rowIds = [...new Set(columns.flatMap((c) => (c.sealed ? [c.sealed.rowIdSql] : [])))];
  const sealedIds = rowIds.map((sql, k) => `,\n  ${sql} AS s${k}`).join('');
  const joins = joinsSql(catalog, request, columns, histories, record, input.recordScope);
  const order = [`${p}.last_name`, `${p}.first_name`, `${p}.id`, ...histories.map((h) => h.order)];
  if (record) order.push(record.order);

  const conditions = where.map((c) => `(${c.sql})`);
  const whereSql = conditions.join('\n  AND ');
  const rowsWhereSql = [...conditions, ...withoutRecords.map((c) => `(${c.sql})`)].join('\n  AND ');
  const allParams = {
    ...params, ...Object.assign({}, ...where.map((c) => c.params), ...withoutRecords.map((c) => c.params), ...input.recordScope.map((c) => c.params)),
  };
  const from = `${catalog.people.table} ${p}`;
  const positional = new PositionalParams();
  const text = positional.convert(policy.withReportingLines(`SELECT ${select},\n  ${p}.id AS person_id${sealedIds}\nFROM ${from}\n${joins}\nWHERE ${rowsWhereSql}\nORDER BY ${order.join(', ')}`), allParams);
  const counting = new PositionalParams();
  const countText = counting.convert(policy.withReportingLines(`SELECT count(*)::int AS n FROM ${from} WHERE ${whereSql}`), allParams);
  return {
    columns, text, values: positional.values, count: { text: countText, values: counting.values }, balanceYear: year, madeAt,
    companyId: auth.companyId,
    sealedCells: columns.flatMap((c, i) => (c.sealed ? [{ column: i, rowId: columns.length + 1 + rowIds.indexOf(c.sealed.rowIdSql) }] : [])),
  };
}

/** A column's SQL as its cells are written: dates `YYYY-MM-DD`, date-times ISO 8601 UTC (D11 "Values"). */
function valueSql(column: ExportColumn): string {
  if (column.kind === 'date') return `to_char(${column.sql}, 'YYYY-MM-DD')`;
  if (column.kind === 'dateTime') return `to_char(${column.sql} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return column.sql;
}

/** The requested columns in order: `fields`, then compensation types, custom fields and time-away types by name. */
function plannedColumns(catalog: ExportCatalog, request: ExportRequest, extras: ExportExtras): PlannedColumn[] {
  const named = catalog.columnsOf(request.type);
  const columns: PlannedColumn[] = request.fields.map((name) => {
    if (!Object.prototype.hasOwnProperty.call(named, name)) throw new Error(`data exports: ${name} is not a column of type ${request.type}`);
    return { header: name, ...named[name] };
  });
  for (const list of EXTRA_LISTS) {
    const declared = catalog.extras.get(list)!;
    if (declared.types && !declared.types.includes(request.type)) continue;
    extras[list].forEach((x, i) => columns.push({ header: x.name, ...declared.column(x, `${declared.idParam}${i}`) }));
  }
  // D11: headers and JSON keys are the requested names; a type or field named like another column would hide one.
  const seen = new Set<string>();
  const repeated = columns.filter((c) => seen.size === seen.add(c.header).size).map((c) => c.header);
  if (repeated.length) {
    throw ApiError.validation(repeated.map((name) => ({ name: 'fields', reason: `the column name "${name}" is asked for twice (a compensation type, custom field or time-away type of that name)` })));
  }
  return columns;
}

function uniqueGates(gates: ColumnGate[]): ColumnGate[] {
  const byKey = new Map<string, ColumnGate>();
  for (const gate of gates) byKey.set(`${gate.resource}|${gate.fieldClass ?? ''}`, gate);
  return [...byKey.values()];
}

/**
 * `includeWithoutEquipment` / `includeWithoutDocuments`: a person shows without records only when the caller reads
 * that person's records of the type (the resource's row policy and D5's new-hire rule, as the records' own scope);
 * otherwise "none" would tell a reader about records they cannot see. People with visible records are unaffected.
 */
function withoutRecordsCondition(auth: AuthContext, policy: PolicyService, request: ExportRequest, record: CatalogRecords | undefined, p: string): SqlCondition[] {
  if (!record?.withoutRecordsFlag || !request[record.withoutRecordsFlag]) return [];
  const parts = policy.peopleReached(auth, record.gate.resource, p);
  if (!parts.length) return [];
  return [{
    sql: `${record.alias}.id IS NOT NULL OR (${parts.map((c) => `(${c.sql})`).join(' AND ')})`,
    params: Object.assign({}, ...parts.map((c) => c.params)),
  }];
}

/**
 * The joins the columns name, each once and after those it needs, in the declared order (a history standing in for
 * the join it replaces), then the histories of their own, then the type's records within their own read scope
 * (inner, or left when people without records are asked for) and the joins over them.
 */
function joinsSql(catalog: ExportCatalog, request: ExportRequest, columns: PlannedColumn[], histories: ExportHistory[], record: CatalogRecords | undefined, recordScope: SqlCondition[]): string {
  const p = catalog.people.alias;
  const needed = new Set<string>([...columns.flatMap((c) => c.joins ?? []), ...histories.flatMap((h) => (h.replaces ? [h.replaces] : []))]);
  const pending = [...needed];
  while (pending.length) {
    for (const need of catalog.personJoins.get(pending.pop()!)?.needs ?? []) {
      if (!needed.has(need)) pending.push(need);
      needed.add(need);
    }
  }
  const joins: string[] = [];
  for (const [name, join] of catalog.personJoins) {
    if (!needed.has(name)) continue;
    const history = histories.find((h) => h.replaces === name);
    joins.push(history ? history.join(request) : join.sql);
  }
  for (const history of histories) if (!history.replaces) joins.push(history.join(request));
  if (record) {
    const inner = !record.withoutRecordsFlag || !request[record.withoutRecordsFlag];
    const on = [`${record.alias}.${record.personColumn} = ${p}.id`, ...recordScope.map((c) => `(${c.sql})`), ...(record.conditions?.(request) ?? [])];
    const added = record.addedRows && request[record.addedRows.flag] ? record.addedRows.from : undefined;
    joins.push(`${inner ? 'JOIN' : 'LEFT JOIN'} ${added ?? record.table} ${record.alias} ON ${on.join('\n   AND ')}`);
    for (const [name, join] of Object.entries(record.joins ?? {})) if (needed.has(name)) joins.push(join.sql);
  }
  return joins.join('\n');
}
