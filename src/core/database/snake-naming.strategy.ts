import { DefaultNamingStrategy, NamingStrategyInterface, Table } from 'typeorm';

const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** PostgreSQL's longest identifier (NAMEDATALEN - 1). */
const MAX_IDENTIFIER = 63;

/**
 * The name PostgreSQL gives a constraint or index declared without one (`<table>_<columns>_<label>`, shortened the
 * way its makeObjectName does), so an entity's unnamed foreign keys and unique constraints carry the migrated names.
 */
export function postgresDefaultName(table: string, columnNames: string[], label: string): string {
  let name1 = table;
  let name2 = columnNames.join('_');
  const available = MAX_IDENTIFIER - (name2 ? 1 : 0) - (label.length + 1);
  while (name1.length + name2.length > available) {
    if (name1.length > name2.length) name1 = name1.slice(0, -1);
    else name2 = name2.slice(0, -1);
  }
  return [name1, name2, label].filter(Boolean).join('_');
}

/**
 * Maps camelCase properties to snake_case columns so entities need no per-column names; constraints and indexes
 * without an explicit name get PostgreSQL's default names, the ones the migrations' unnamed constraints have.
 */
export class SnakeNamingStrategy extends DefaultNamingStrategy implements NamingStrategyInterface {
  columnName(propertyName: string, customName: string | undefined, prefixes: string[]): string {
    return snake([...prefixes, customName ?? propertyName].join('_'));
  }

  primaryKeyName(tableOrName: Table | string): string {
    return postgresDefaultName(this.getTableName(tableOrName), [], 'pkey');
  }

  uniqueConstraintName(tableOrName: Table | string, columnNames: string[]): string {
    return postgresDefaultName(this.getTableName(tableOrName), columnNames, 'key');
  }

  foreignKeyName(tableOrName: Table | string, columnNames: string[]): string {
    return postgresDefaultName(this.getTableName(tableOrName), columnNames, 'fkey');
  }

  indexName(tableOrName: Table | string, columnNames: string[]): string {
    return postgresDefaultName(this.getTableName(tableOrName), columnNames, 'idx');
  }
}
