import type { SealedColumns } from '../crypto/sealed/sealed-columns';
import type { ExportedColumn } from './export-declaration';
import type { ReadDeclaration } from './read-declaration';

/**
 * A column showing a field of the resource's read declaration (`field`, by default the column's own name): its class
 * is the declaration's for that field, its SQL the field's (`sql`, else the column of the same name) unless given.
 */
export type FieldColumn = Partial<Omit<ExportedColumn, 'fieldClass'>> & { field?: string };

const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Export columns from a read declaration (`alias`: the resource's alias in the export query); `kind` defaults to text. */
export function fieldColumns(read: ReadDeclaration, alias: string, columns: Record<string, FieldColumn>): Record<string, ExportedColumn> {
  return Object.fromEntries(Object.entries(columns).map(([name, { field = name, kind = 'text', sql, ...rest }]) => {
    if (!read.fields.includes(field)) throw new Error(`export column ${name}: ${field} is not a field of the read declaration`);
    const fieldClass = read.fieldClass?.(field);
    const column: ExportedColumn = { sql: sql ?? read.sql?.[field] ?? `${alias}.${snake(field)}`, kind, ...rest };
    return [name, fieldClass ? { ...column, fieldClass } : column];
  }));
}

/** A text column read from a sealed field of its table, aliased `alias` in the export query (its rows' id `<alias>.id`). */
export function sealedColumn(declaration: SealedColumns, field: string, alias: string, extra: Partial<ExportedColumn> = {}): ExportedColumn {
  return { sql: `${alias}.${declaration.fields[field]}`, kind: 'text', ...extra, sealed: { declaration, field, rowIdSql: `${alias}.id` } };
}
