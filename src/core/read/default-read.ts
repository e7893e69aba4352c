import { ReadDeclaration } from './read-declaration';

/** What the default read needs of an entity's column (TypeORM's ColumnMetadata has it). */
export interface ColumnShape {
  type: unknown;
  /** A `@VirtualColumn`: not stored, computed by its `query` in every select. */
  isVirtualProperty?: boolean;
  query?: (alias: string) => string;
  transformer?: unknown;
}

/** Column types TypeORM converts on load, so a selected value is not the API value the entity held. */
const CONVERTED_TYPES = new Set(['simple-array', 'simple-json', 'simple-enum', 'timestamp', 'timestamp without time zone']);

/**
 * The read of a resource that declares none: its `definition.fields` as they are stored, each selected under its own
 * name (timestamps as UTC ISO text, D7, by the compiled read), a `@VirtualColumn` by its query, and its `sealed`
 * fields the answer does not show `opened` all the same, as its entity's were. The answer is the one the entity's
 * fields gave: a field whose column TypeORM converts on load (a transformer, `simple-*`, a timestamp without time
 * zone), or that is no column, needs a declared read: refused when the read is first compiled.
 */
export function defaultRead(
  resource: string, fields: readonly string[], alias: string, columnOf: (field: string) => ColumnShape | undefined, sealed: readonly string[] = [],
): ReadDeclaration {
  const sql: Record<string, string> = {};
  for (const field of fields) {
    const column = columnOf(field);
    const refuse = (why: string) => new Error(`${resource}: field ${field} ${why}; declare the resource's read`);
    if (!column) throw refuse('is not a column of its entity');
    if (column.isVirtualProperty && column.query) sql[field] = `(${column.query(alias)})`;
    else if (column.transformer || (typeof column.type === 'string' && CONVERTED_TYPES.has(column.type))) throw refuse('is converted by TypeORM on load');
  }
  const opened = sealed.filter((field) => !fields.includes(field));
  return { fields: [...fields], ...(Object.keys(sql).length ? { sql } : {}), ...(opened.length ? { opened } : {}) };
}
