import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { poolOf } from './prepared-query';

/**
 * Where a GET or HEAD request reads: a replica's pool, chosen once for the request by the read-routing interceptor
 * (docs/scaling.md, "Read replicas"). Anything outside such a request has no route and reads the primary.
 */
export interface ReadRoute {
  replica: { name: string; pool: Pool } | null;
  /** Set once a query took a replica connection: a replica failure is then retried on the primary. */
  used: boolean;
  /** Set when the request is over: work it left running (a timer, a background task) reads the primary. */
  ended: boolean;
}

export const readRouteContext = new AsyncLocalStorage<ReadRoute>();

/** The replica pool the current request reads from, or null (the primary). */
function currentReplicaPool(): Pool | null {
  const route = readRouteContext.getStore();
  if (!route || route.ended || !route.replica) return null;
  route.used = true;
  return route.replica.pool;
}

/**
 * The pool the core's compiled reads (lists and retrieves) run on: the request's replica, else the primary's. Writes
 * and the reads of a write's transaction never come here (they run on their transaction's connection).
 */
export function readPool(db: DataSource): Pool {
  return currentReplicaPool() ?? poolOf(db);
}

interface RoutableDriver {
  isReplicated: boolean;
  obtainMasterConnection(): Promise<[PoolClient, (error?: unknown) => void]>;
  obtainSlaveConnection(): Promise<[PoolClient, (error?: unknown) => void]>;
}

/**
 * Routes TypeORM's own reads: TypeORM takes a "slave" connection only for a SELECT query builder (`find`, `getMany`,
 * `getOne`, counts) run outside a transaction; a transaction, raw `query()` and every write take the "master"
 * connection. Those reads go to the request's replica; with no route (workers, jobs, the CLI, requests other than GET)
 * to the primary. Installed only when replicas are configured.
 */
export function routeTypeOrmReads(db: DataSource): void {
  const driver = db.driver as unknown as RoutableDriver;
  const primary = driver.obtainMasterConnection.bind(driver);
  driver.isReplicated = true;
  driver.obtainSlaveConnection = () => {
    const pool = currentReplicaPool();
    if (!pool) return primary();
    return new Promise((resolve, reject) => {
      pool.connect((error, client, release) => (error || !client ? reject(error) : resolve([client, release])));
    });
  };
}
