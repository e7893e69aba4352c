import { getMetadataArgsStorage } from 'typeorm';
import { JsonSchema, orNull } from './json-schema';

/** API form of each column type (D7: date-times as UTC ISO, dates as `YYYY-MM-DD`, exact decimals as strings). */
const COLUMN_TYPES: Record<string, JsonSchema> = {
  text: { type: 'string' },
  varchar: { type: 'string' },
  date: { type: 'string', format: 'date' },
  timestamptz: { type: 'string', format: 'date-time' },
  boolean: { type: 'boolean' },
  smallint: { type: 'integer' },
  integer: { type: 'integer' },
  int: { type: 'integer' },
  numeric: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
};

/**
 * The schema of an entity's column as the API shows it, read from the TypeORM decorators; undefined for a
 * non-column and for JSON columns, whose shape the resource declares.
 */
export function columnSchema(entity: Function, property: string): JsonSchema | undefined {
  const column = getMetadataArgsStorage().columns.find(
    (c) => c.propertyName === property && typeof c.target === 'function' && (c.target === entity || entity.prototype instanceof c.target),
  );
  if (!column) return undefined;
  const type = String(column.options.type ?? 'text');
  if (!COLUMN_TYPES[type]) return undefined;
  let schema: JsonSchema = { ...COLUMN_TYPES[type] };
  if (column.options.array) schema = { type: 'array', items: schema };
  return column.options.nullable ? orNull(schema) : schema;
}
