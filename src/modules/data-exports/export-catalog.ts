import type { AuthContext } from '../../core/auth/auth-context';
import type { Scope } from '../../core/auth/scopes';
import type { PolicyResource } from '../../core/policy/policy-table';
import type { SqlCondition } from '../../core/query/query-declaration';
import {
  EXPORT_PERSON, ExportDeclaration, ExportedColumn, ExportExtraColumns, ExportFilterField, ExportHistory, ExportJoin, ExportPeople,
  ExportRecords, NamedExtra, PersonValuesLoader,
} from '../../core/read/export-declaration';
import type { ExportIdList } from '../../core/read/export-request';
import { ColumnGate, ExportColumn } from './columns/export-column';
import { fieldsOf } from './columns/export-fields';
import { EXPORT_TYPES, ExportType } from './data-export.entity';

/** The list parameters whose ids add columns, in the order their columns follow `fields`. */
export const EXTRA_LISTS: readonly ExportIdList[] = ['compensationTypes', 'customFields', 'timeAwayTypes'];

/** A served resource's export declaration, with what the registry knows of the resource. */
export interface ExportSource {
  exported: ExportDeclaration;
  /** The read scope of the resource's controller. */
  scope: Scope;
  /** Its service's policy row, alias (which its read scope names) and table. */
  resource: PolicyResource;
  alias: string;
  table: string;
  /** The column naming the person a row belongs to (`definition.ownership`), for records. */
  personColumn?: string;
  /** The caller's read scope of the resource's rows (its service's `readScope`). */
  readScope: (auth: AuthContext) => SqlCondition[];
}

export interface CatalogFilter extends ExportFilterField {
  gate: ColumnGate;
}

/** The people every export is about. */
export interface CatalogPeople extends Omit<ExportPeople, 'filters'> {
  table: string;
  alias: string;
  filters: Readonly<Record<string, CatalogFilter>>;
  /** What reading their public columns takes (columns without a data source are gated so). */
  publicGate: ColumnGate;
  readScope: (auth: AuthContext) => SqlCondition[];
}

/** A type's records: the resource's table under its service's alias, and what reading its rows at all takes. */
export interface CatalogRecords extends Omit<ExportRecords, 'columns'> {
  table: string;
  alias: string;
  personColumn: string;
  gate: ColumnGate;
  /** What reading the rows its flag adds takes (`addedRows`). */
  addedGate?: ColumnGate;
  readScope: (auth: AuthContext) => SqlCondition[];
}

export interface CatalogExtras extends Omit<ExportExtraColumns, 'column'> {
  column(extra: NamedExtra, param: string): ExportColumn;
}

/** Scopes of the resources whose fields have classes: a class other than `public` needs `private:read` (D4, D5). */
const CLASS_SCOPES: readonly Scope[] = ['public:read', 'private:read'];

/**
 * What a column takes (D4, D5): the declaring resource's policy row (or the one `access` names) and its controller's
 * read scope; a field class other than `public` takes `private:read` instead (the access layer's rule for classes).
 */
function gateOf(source: ExportSource, column: Pick<ExportedColumn, 'fieldClass' | 'everyRow' | 'access'>): ColumnGate {
  const { fieldClass, everyRow, access } = column;
  if (fieldClass && !CLASS_SCOPES.includes(source.scope)) throw new Error(`data exports: ${source.resource} is read with ${source.scope}: its columns have no field classes`);
  return {
    scope: fieldClass && fieldClass !== 'public' ? 'private:read' : source.scope,
    resource: access?.resource ?? source.resource,
    ...(fieldClass ? { fieldClass } : {}),
    ...(everyRow ? { everyRow } : {}),
    ...(access?.section ? { section: access.section } : {}),
  };
}

const planned = (source: ExportSource, column: ExportedColumn): ExportColumn => ({
  ...column,
  gate: gateOf(source, column),
  ...(column.personValue ? { personValues: source.exported.personValues } : {}),
});

/** Adds each entry of `from` to `into`, failing on a name declared twice (two resources must not claim one column). */
function addUnique<T>(into: Map<string, T>, from: Readonly<Record<string, T>> | undefined, what: string): void {
  for (const [name, value] of Object.entries(from ?? {})) {
    if (into.has(name)) throw new Error(`data exports: ${what} ${name} is declared twice`);
    into.set(name, value);
  }
}

/**
 * The served resources' export declarations composed once (D11): the people, each person column with what reading
 * it takes, the joins in order (the people's first), each type's records, the columns by id and the histories.
 * Fails (at the first plan) when a name of the spec's lists or a list parameter is declared by no resource, or twice,
 * or a column names an unknown join.
 */
export class ExportCatalog {
  readonly people: CatalogPeople;
  /** Joins over the person, in the order they are added. */
  readonly personJoins = new Map<string, ExportJoin>();
  readonly histories: ExportHistory[] = [];
  readonly extras = new Map<ExportIdList, CatalogExtras>();
  /** Every resource declaring columns: their field visibility is a parameter of every statement. */
  readonly resources: PolicyResource[];
  private readonly personColumns = new Map<string, ExportColumn>();
  private readonly records = new Map<string, { records: CatalogRecords; columns: Map<string, ExportColumn> }>();
  private readonly byType = new Map<ExportType, Readonly<Record<string, ExportColumn>>>();

  constructor(sources: ExportSource[]) {
    const roots = sources.filter((s) => s.exported.people);
    if (roots.length !== 1) throw new Error(`data exports: ${roots.length} resources declare the exported people (one must)`);
    const [root] = roots;
    if (root.alias !== EXPORT_PERSON) throw new Error(`data exports: the people are aliased ${root.alias}, declarations read ${EXPORT_PERSON}`);
    const rootPeople = root.exported.people!;
    this.people = {
      ...rootPeople,
      table: root.table,
      alias: root.alias,
      filters: Object.fromEntries(Object.entries(rootPeople.filters).map(([name, filter]) => [name, { ...filter, gate: gateOf(root, filter) }])),
      publicGate: gateOf(root, { fieldClass: 'public' }),
      readScope: root.readScope,
    };
    // The people's joins first: the others' SQL may read their aliases.
    for (const source of [root, ...sources.filter((s) => s !== root)]) this.add(source);
    this.resources = sources.map((s) => s.resource);
    const undeclared = EXTRA_LISTS.filter((list) => !this.extras.has(list));
    if (undeclared.length) throw new Error(`data exports: no served resource declares the columns of ${undeclared.join(', ')}`);
    for (const type of EXPORT_TYPES) this.byType.set(type, this.compose(type));
  }

  private add(source: ExportSource): void {
    const { exported } = source;
    addUnique(this.personColumns, Object.fromEntries(Object.entries(exported.columns ?? {}).map(([name, c]) => [name, planned(source, c)])), 'column');
    addUnique(this.personJoins, exported.joins, 'join');
    if (exported.history) this.histories.push(exported.history);
    if (exported.extraColumns) {
      const { column, ...extras } = exported.extraColumns;
      if (this.extras.has(extras.list)) throw new Error(`data exports: columns of ${extras.list} are declared twice`);
      this.extras.set(extras.list, { ...extras, column: (extra, param) => planned(source, column(extra, param)) });
    }
    if (exported.records) {
      const { columns, ...records } = exported.records;
      if (!(EXPORT_TYPES as readonly string[]).includes(records.type)) throw new Error(`data exports: ${records.type} is not an export type`);
      if (this.records.has(records.type)) throw new Error(`data exports: records of type ${records.type} are declared twice`);
      if (!source.personColumn) throw new Error(`data exports: the ${records.type} records name no person (the service declares no ownership)`);
      this.records.set(records.type, {
        records: {
          ...records, table: source.table, alias: source.alias, personColumn: source.personColumn, gate: gateOf(source, {}), readScope: source.readScope,
          ...(records.addedRows ? { addedGate: gateOf(source, { fieldClass: records.addedRows.fieldClass }) } : {}),
        },
        columns: new Map(Object.entries(columns).map(([name, c]) => [name, planned(source, c)])),
      });
    }
  }

  /** The columns of a type by the spec's names: the type's records' own, else the person's. */
  private compose(type: ExportType): Record<string, ExportColumn> {
    const records = this.records.get(type);
    const columns: Record<string, ExportColumn> = {};
    for (const name of fieldsOf(type)) {
      const column = records?.columns.get(name) ?? this.personColumns.get(name);
      if (!column) throw new Error(`data exports: no served resource declares the ${type} column ${name}`);
      const unknown = (column.joins ?? []).filter((join) => !this.personJoins.has(join) && !records?.records.joins?.[join]);
      if (unknown.length) throw new Error(`data exports: the ${type} column ${name} needs undeclared joins: ${unknown.join(', ')}`);
      columns[name] = column;
    }
    return columns;
  }

  /** The columns a type's `fields` may name, by name. */
  columnsOf(type: ExportType): Readonly<Record<string, ExportColumn>> {
    return this.byType.get(type)!;
  }

  /** The records a type exports, if it has records. */
  recordsOf(type: ExportType): CatalogRecords | undefined {
    return this.records.get(type)?.records;
  }
}

/** The loaders of the values columns make in JS (time-away balances), once each. */
export const personValueLoaders = (columns: readonly ExportColumn[]): PersonValuesLoader[] =>
  [...new Set(columns.flatMap((c) => (c.personValue && c.personValues ? [c.personValues] : [])))];
