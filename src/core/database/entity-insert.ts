import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { Driver } from 'typeorm/driver/Driver';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata';
import { runStatementIn } from './prepared-query';

interface InsertShape {
  /** Columns written, in the entity's order (TypeORM's `isInsert` columns). */
  columns: ColumnMetadata[];
  /** Columns with a database default or a generated value: read back into the values as TypeORM's insert does. */
  returning: ColumnMetadata[];
  /** `INSERT INTO "t"("a", "b", …) VALUES (` */
  head: string;
  /** ` RETURNING "c", …` or empty. */
  tail: string;
}

const shapes = new WeakMap<EntityMetadata, InsertShape>();

/**
 * The text of an INSERT depends on which columns were given (DEFAULT for the others), so a resource's creates can
 * take many shapes: at most this many are prepared, the rest run unnamed, and reads keep their share of
 * MAX_PREPARED_SHAPES.
 */
export const MAX_PREPARED_INSERT_SHAPES = 100;
const preparedInserts = new Set<string>();

function preparesInsert(text: string): boolean {
  if (preparedInserts.has(text)) return true;
  if (preparedInserts.size >= MAX_PREPARED_INSERT_SHAPES) return false;
  preparedInserts.add(text);
  return true;
}

function shapeOf(metadata: EntityMetadata): InsertShape {
  let shape = shapes.get(metadata);
  if (!shape) {
    const columns = metadata.columns.filter((column) => column.isInsert);
    const unsupported = columns.find((column) => column.isVersion || column.isDiscriminator || (column.isGenerated && column.generationStrategy === 'uuid'));
    if (unsupported) throw new Error(`insertEntity: ${metadata.name}.${unsupported.propertyName} needs TypeORM's insert`);
    const returning = metadata.getInsertionReturningColumns();
    const names = columns.map((column) => `"${column.databaseName}"`).join(', ');
    shape = {
      columns,
      returning,
      head: `INSERT INTO ${metadata.tablePath.split('.').map((part) => `"${part}"`).join('.')}(${names}) VALUES (`,
      tail: returning.length ? ` RETURNING ${returning.map((column) => `"${column.databaseName}"`).join(', ')}` : '',
    };
    shapes.set(metadata, shape);
  }
  return shape;
}

/** The INSERT TypeORM's `em.insert` would send for one row: the same text, the same values. */
export function insertStatement(metadata: EntityMetadata, driver: Driver, values: ObjectLiteral): { text: string; params: unknown[] } {
  const { columns, head, tail } = shapeOf(metadata);
  const params: unknown[] = [];
  let placeholders = '';
  for (const column of columns) {
    const given: unknown = column.getEntityValue(values);
    if (typeof given === 'function') throw new Error(`insertEntity: ${metadata.name}.${column.propertyName} is an SQL expression`);
    const value: unknown = driver.preparePersistentValue(given, column);
    if (placeholders) placeholders += ', ';
    if (value === undefined) {
      placeholders += 'DEFAULT';
    } else {
      params.push(value);
      placeholders += `$${params.length}`;
    }
  }
  return { text: `${head}${placeholders})${tail}`, params };
}

/**
 * Inserts one row as TypeORM's `em.insert` would (every insertable column, DEFAULT for a value not given, RETURNING
 * the columns with defaults, written back into `values`), as a named prepared statement on the transaction's
 * connection (up to MAX_PREPARED_INSERT_SHAPES shapes): no query builder per write, and PostgreSQL plans each shape
 * once per connection.
 * For entities without listeners or subscribers (the codebase has none).
 */
export async function insertEntity<E extends ObjectLiteral>(em: EntityManager, target: EntityTarget<E>, values: E): Promise<void> {
  const metadata = em.connection.getMetadata(target);
  const { text, params } = insertStatement(metadata, em.connection.driver, values);
  const [stored] = await runStatementIn<Record<string, unknown>>(em, text, params, preparesInsert(text));
  for (const column of shapeOf(metadata).returning) {
    if (stored && column.databaseName in stored) column.setEntityValue(values, stored[column.databaseName]);
  }
}
