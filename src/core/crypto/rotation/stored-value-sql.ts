import { ENCRYPTED_VALUE_SQL_PATTERN, encryptedValuePrefix } from '../value-cipher';
import { PLAIN } from './keyed-store';

/**
 * SQL pieces over one stored text expression (a column, a jsonb path), the same rules as keyed-store.ts in SQL. Each
 * takes the index of its first parameter and answers the text and the values to pass there.
 */

/** The key id a stored value is counted under (PLAIN when it is not a ciphertext). */
export function keyIdSql(value: string, at: number): { sql: string; params: string[] } {
  return { sql: `CASE WHEN ${value} ~ $${at} THEN split_part(${value}, ':', 2) ELSE $${at + 1} END`, params: [ENCRYPTED_VALUE_SQL_PATTERN, PLAIN] };
}

/** True for a value needsActiveKey accepts: text, not empty, not a ciphertext made under the active key. */
export function needsActiveKeySql(value: string, activeKeyId: string, at: number): { sql: string; params: string[] } {
  return {
    sql: `(${value} IS NOT NULL AND ${value} <> '' AND NOT (${value} ~ $${at} AND starts_with(${value}, $${at + 1})))`,
    params: [ENCRYPTED_VALUE_SQL_PATTERN, encryptedValuePrefix(activeKeyId)],
  };
}

/** Identifiers come from the declarations in code, never from input; this keeps a slip from becoming SQL. */
export function identifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain SQL identifier: ${JSON.stringify(name)}`);
  return name;
}
