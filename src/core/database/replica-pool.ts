import { Pool } from 'pg';

/**
 * A pool of a read replica (or of the poll's probe of the primary). A server that goes away ends its connections with
 * an error (57P01 when it shuts down) whenever it likes: pg-pool hears it only while a connection is idle in the pool,
 * so one arriving while a connection is checked out between queries, or being closed after a failed query, would be
 * an 'error' event no one hears, thrown out of the socket's handler. Every connection of these pools is heard: its
 * next query fails (the request is then read again from the primary) and the pool drops it.
 */
export function replicaPool(connectionString: string, max: number, connectMs: number, queryTimeoutMs?: number): Pool {
  const pool = new Pool({ connectionString, max, application_name: 'personnel', connectionTimeoutMillis: connectMs, query_timeout: queryTimeoutMs });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}
