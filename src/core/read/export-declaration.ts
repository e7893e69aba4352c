import type { EntityManager } from 'typeorm';
import type { AuthContext } from '../auth/auth-context';
import type { SealedColumns } from '../crypto/sealed/sealed-columns';
import type { FieldClass, PolicyResource } from '../policy/policy-table';
import type { ExportFlag, ExportIdList, ExportRequest } from './export-request';

/**
 * What a resource's rows contribute to data exports (D11), declared by its module next to its read declaration and
 * registered with its controller (`crudController({ exported })`): the data-exports module composes the served
 * declarations into one statement and knows no module. Every SQL text is written over the export query's aliases:
 * `person` (EXPORT_PERSON, the person a row is about), the aliases of the declared joins and, in a type's own
 * columns, the alias of the resource's service (`definition.alias`, which its read scope names).
 *
 * What reading a column takes follows from where it is declared: the resource's policy row and its controller's read
 * scope; a `fieldClass` other than `public` needs `private:read` as well (the access layer's rule, D4, D5).
 */
export interface ExportDeclaration {
  /** Columns with one value per person (the `people` export's, and the base set of every type), by the spec's names. */
  columns?: Readonly<Record<string, ExportedColumn>>;
  /** Joins over the person that columns name (`joins`), each added once, in this order, the people's before others'. */
  joins?: Readonly<Record<string, ExportJoin>>;
  /** The resource's rows as an export type of their own: one export row per record, joined to its person. */
  records?: ExportRecords;
  /** Columns per id a list parameter names (`compensationTypes`), headed by the name of what the id names. */
  extraColumns?: ExportExtraColumns;
  /** A flag asking for one export row per something of the person in the range (a job role, a compensation). */
  history?: ExportHistory;
  /** Values made in JS per batch of people, which the columns' `personValue` read (time-away balances). */
  personValues?: PersonValuesLoader;
  /** The people every export is about: declared once, by the people resource. */
  people?: ExportPeople;
}

/** The alias of the person every export row is about, in every declaration's SQL. */
export const EXPORT_PERSON = 'person';
/** Stands in a column's SQL for the day values in effect are read on: today, or each day of a history (`history.asOf`). */
export const AS_OF = '{asOf}';
/**
 * Parameters every export statement binds, which a declaration's SQL may read: the caller's company and the instant
 * the export is made (the application's clock), for what is judged on the company's today.
 */
export const EXPORT_COMPANY_ID = ':exportCompanyId';
export const EXPORT_NOW = ':exportNow';

/**
 * How a cell is written: `text` as is, `date` `YYYY-MM-DD`, `dateTime` ISO 8601 UTC, `list` joined with `; ` in CSV
 * (an array in JSON), `boolean` `true`/`false`, `number` a decimal string.
 */
export type CellKind = 'text' | 'date' | 'dateTime' | 'list' | 'boolean' | 'number';

/**
 * A column whose value is stored sealed (docs/security.md, "Encryption at rest"): the table owner's declaration and
 * field, and the SQL of the id of the row the value belongs to (the value's context), selected beside it so the
 * stream opens the cell in JS. The column's `sql` must be the stored column itself (nothing computed on ciphertext).
 */
export interface SealedCell {
  declaration: SealedColumns;
  field: string;
  rowIdSql: string;
}

/** One exportable column. `sql` selects its value (dates and date-times as such: the export formats them by `kind`). */
export interface ExportedColumn {
  sql: string;
  kind: CellKind;
  /** The class of the resource's fields it shows (the read declaration's); without one, reading the rows is enough. */
  fieldClass?: FieldClass;
  /** Only for roles reading every row of the resource (who verified an identity document). */
  everyRow?: boolean;
  /** Read through another policy row than the declaring resource's (custom values of a section: its own scope too). */
  access?: { resource: PolicyResource; section?: { of: PolicyResource; name: string } };
  /** The named joins (`ExportDeclaration.joins`, or the type's `records.joins`) its SQL reads. */
  joins?: readonly string[];
  /** Finishes the selected value in JS (a country's name, a signed link), after a sealed value is opened. */
  derive?: (value: unknown) => unknown;
  /** The value is `personValues`' (its key), not the SQL's. */
  personValue?: string;
  sealed?: SealedCell;
}

/** A join over the person (or, in `records.joins`, over the record): the whole `[LEFT] JOIN ... ON ...` text. */
export interface ExportJoin {
  sql: string;
  /** Joins whose aliases its SQL reads (added before it). */
  needs?: readonly string[];
}

export interface ExportRecords {
  /** The export type (spec: Data exports `type`). */
  type: string;
  /** ORDER BY of the records of one person. */
  order: string;
  /** The type's own columns by the spec's names; its other names are the person columns. */
  columns: Readonly<Record<string, ExportedColumn>>;
  /** The flag adding people without records (`includeWithoutEquipment`): the join becomes a LEFT JOIN. */
  withoutRecordsFlag?: ExportFlag;
  /** What narrows the records beyond their read scope (the range, the types asked, latest versions). */
  conditions?: (request: ExportRequest) => string[];
  /** Joins over the record that its columns name, added after it. */
  joins?: Readonly<Record<string, ExportJoin>>;
  /** Rows of another kind a flag adds to the records (a time-away export's adjustments). */
  addedRows?: ExportAddedRows;
}

/**
 * Rows a flag adds to a type's records: read from `from` under the records' alias instead of their table. `from` is a
 * parenthesised relation holding the table's rows and the added ones, with every column the type's columns, its
 * conditions and its service's read scope name. Reading them takes a field class of the resource (`private:read` and
 * the class's rows): a token or role that reads it on no row gets a 403 naming the flag; otherwise `from` itself
 * keeps each added row to the people whose class the caller sees.
 */
export interface ExportAddedRows {
  flag: ExportFlag;
  from: string;
  fieldClass: FieldClass;
}

/** A record an id of a list parameter names: its name heads the column, its group (section, category) may gate it. */
export interface NamedExtra {
  id: string;
  name: string;
  /** A custom field's section, a time-away type's category. */
  group: string;
}

export interface ExportExtraColumns {
  list: ExportIdList;
  /** Parameter names: `<idParam><i>` holds the i-th id; `idsParam`, when named, every id of the list. */
  idParam: string;
  idsParam?: string;
  /** The export types they are columns of; every type when absent. */
  types?: readonly string[];
  /** The records of these ids in the company (unknown ids are left out). */
  lookup(em: EntityManager, companyId: string, ids: string[]): Promise<NamedExtra[]>;
  /** The column of one of them, its id in the parameter `param` (`:ctype0`). */
  column(extra: NamedExtra, param: string): ExportedColumn;
}

export interface ExportHistory {
  flag: ExportFlag;
  /** The join it makes the rows from: one row per row it joins. */
  join(request: ExportRequest): string;
  /** A join of the person it stands in for (every job role in range for the current one); else it comes after the person's joins. */
  replaces?: string;
  /** ORDER BY after the person's. */
  order: string;
  /** What AS_OF reads on in these rows. */
  asOf?: string;
}

/**
 * Per-person values for a batch of people of the company, for the export's year, as of the instant the export is made
 * (`now`, the application's clock): by person id, by key.
 */
export type PersonValuesLoader = (
  em: EntityManager, companyId: string, personIds: string[], year: number, now: Date,
) => Promise<Map<string, Record<string, unknown>>>;

/** The spec's filter fields of exports: SQL over the person, its array or enum type, and the class of what it reads. */
export interface ExportFilterField {
  type: 'enum' | 'array';
  sql: string;
  fieldClass: FieldClass;
}

export interface ExportPeople {
  /** Which people the request selects (statuses, employment in the range). */
  selection(request: ExportRequest): string;
  filters: Readonly<Record<string, ExportFilterField>>;
}
