import { EntityMetadata } from 'typeorm';

/** Comparable form of a column value (dates, arrays and JSON compare by content). */
function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
}

function writableColumns(metadata: EntityMetadata) {
  return metadata.columns.filter((c) => !c.isVirtualProperty && !c.isGenerated && !c.isPrimary && c.isUpdate);
}

/** The row's stored column values before an update, to tell which columns it changed. */
export function storedValues(metadata: EntityMetadata, row: object): Map<string, unknown> {
  const values = new Map<string, unknown>();
  for (const column of writableColumns(metadata)) values.set(column.propertyName, comparable(column.getEntityValue(row)));
  return values;
}

/**
 * The columns an update changed (property -> new value), for an UPDATE of only those, and the `always` ones whatever
 * their value: an update stamps `updatedAt`, and one in the same millisecond as the last write would otherwise leave it
 * out, so the statement's shape would depend on the clock.
 */
export function changedColumns(metadata: EntityMetadata, row: object, stored: Map<string, unknown>, always: readonly string[] = []): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const column of writableColumns(metadata)) {
    const value = column.getEntityValue(row);
    if (always.includes(column.propertyName) || comparable(value) !== stored.get(column.propertyName)) changed[column.propertyName] = value;
  }
  return changed;
}
