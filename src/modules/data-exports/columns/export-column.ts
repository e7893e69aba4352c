import type { ReadGate } from '../../../core/policy/access-rules';
import { conditionalValueSql } from '../../../core/policy/conditional-fields';
import type { SealedColumns } from '../../../core/crypto';

/**
 * How a cell is written: `text` as is, `date` `YYYY-MM-DD`, `dateTime` ISO 8601 UTC, `list` joined with `; ` in CSV
 * (an array in JSON), `boolean` `true`/`false`, `number` a decimal string.
 */
export type CellKind = 'text' | 'date' | 'dateTime' | 'list' | 'boolean' | 'number';

/**
 * What reading a column takes (D4, D5): the token's scope, and the policy row of a resource. With `fieldClass`,
 * the rows on which the role sees that class of the resource's fields (`fieldAccess`); without, the rows of the
 * resource the role reads. `everyRow`: only roles reading every row of the resource (identity-document verifiers);
 * `section`: a custom value section's own scope. The access layer answers (`PolicyService.requireReadable`).
 */
export type ColumnGate = ReadGate;

/** Named joins a column's SQL needs; the query adds each once. */
export type ExportJoin = 'company' | 'location' | 'role' | 'reportingTo' | 'bank' | 'timeAwayType';

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

/**
 * One exportable column. `sql` is an expression over the export query's aliases (`person`, `person_location`,
 * `role`, `mgr`, the record alias of the type); `{asOf}` stands for the day compensations are read on.
 * `derive` finishes a value in JS (country names, signed links); `balance` names a value of the time-away balance;
 * `sealed` says the stored value is a ciphertext, opened before `derive`.
 */
export interface ExportColumn {
  sql: string;
  kind: CellKind;
  gate: ColumnGate;
  joins?: ExportJoin[];
  derive?: (value: unknown) => unknown;
  balance?: 'allowance' | 'carriedOver' | 'balance';
  sealed?: SealedCell;
}

const PUBLIC_PERSON: ColumnGate = { scope: 'public:read', resource: 'person', fieldClass: 'public' };
const PRIVATE_PERSON: ColumnGate = { scope: 'private:read', resource: 'person', fieldClass: 'private' };
export const GATES = {
  publicPerson: PUBLIC_PERSON,
  privatePerson: PRIVATE_PERSON,
  birthday: { scope: 'private:read', resource: 'person', fieldClass: 'birthday' } as ColumnGate,
  timeAwayPublic: { scope: 'public:read', resource: 'timeAway' } as ColumnGate,
  timeAwayPrivate: { scope: 'private:read', resource: 'timeAway', fieldClass: 'private' } as ColumnGate,
  compensation: { scope: 'compensations:read', resource: 'compensation' } as ColumnGate,
  bankAccount: { scope: 'private:read', resource: 'bankAccount' } as ColumnGate,
  emergencyContact: { scope: 'private:read', resource: 'emergencyContact' } as ColumnGate,
  customValue: { scope: 'private:read', resource: 'customValue' } as ColumnGate,
  equipment: { scope: 'private:read', resource: 'equipment' } as ColumnGate,
  document: { scope: 'documents:read', resource: 'document' } as ColumnGate,
  identityDocument: { scope: 'documents:read', resource: 'identityDocument' } as ColumnGate,
};

/** SQL helpers shared by the column catalogs. */
export const dateSql = (expr: string) => `to_char(${expr}, 'YYYY-MM-DD')`;
export const dateTimeSql = (expr: string) => `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** D4: a hidden work email shows only to callers who see that person's private fields. */
export const workEmailSql = (alias: string) => conditionalValueSql('person', 'email', alias, `${alias}.email`, `${alias}.id`);

export const nameSql = (alias: string) => `NULLIF(concat_ws(' ', ${alias}.first_name, ${alias}.last_name), '')`;
/** A text column read from a sealed field of its table (`alias` the table's alias in the export query, `id` its rows' id). */
export function sealedText(declaration: SealedColumns, field: string, alias: string, gate: ColumnGate, joins?: ExportJoin[]): ExportColumn {
  return { sql: `${alias}.${declaration.fields[field]}`, kind: 'text', gate, joins, sealed: { declaration, field, rowIdSql: `${alias}.id` } };
}

/** A column with no data source in this product: always an empty cell (docs/decisions-exports.md). */
export const emptyColumn = (gate: ColumnGate = PUBLIC_PERSON): ExportColumn => ({ sql: 'NULL::text', kind: 'text', gate });

/** The access layer's "caller sees this field class on this person's row" for a resource (parameters prefixed by resource). */
export { resourceVisibleSql } from '../../../core/policy/visible-field.sql';
