import type { Pool } from 'pg';
import { DataSource } from 'typeorm';

/**
 * Runs a hot, fixed query as a named prepared statement on the pool: PostgreSQL parses and plans it once
 * per connection instead of on every request. Only for SQL text that never changes between calls.
 */
export async function preparedQuery<T>(db: DataSource, name: string, text: string, values: unknown[]): Promise<T[]> {
  const pool = (db.driver as unknown as { master: Pool }).master;
  const result = await pool.query({ name, text, values });
  return result.rows as T[];
}
