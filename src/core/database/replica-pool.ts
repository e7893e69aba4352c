import { Pool } from 'pg';
import { hearConnectionErrors } from './heard-connection';

/** A pool of a read replica, or of the poll's probe of a server: every connection heard (heard-connection.ts). */
export function replicaPool(connectionString: string, max: number, connectMs: number, queryTimeoutMs?: number): Pool {
  const pool = new Pool({ connectionString, max, application_name: 'personnel', connectionTimeoutMillis: connectMs, query_timeout: queryTimeoutMs, onConnect: hearConnectionErrors });
  pool.on('error', () => undefined);
  return pool;
}
