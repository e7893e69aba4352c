import type { ClientBase } from 'pg';

/**
 * A server that goes away (a shutdown, a failover, a replica stopping: 57P01) ends its connections with an error
 * whenever it likes. pg-pool listens to a connection only while it is idle in the pool, and TypeORM only while it holds
 * one, so an error arriving while a connection is checked out between queries, or being closed after a failed query,
 * would be an 'error' event no one hears: thrown out of the socket's handler, it ends the process. Every pooled
 * connection gets this listener when it is made (the pools' `onConnect`); its next query fails as unreachable and
 * the pool drops it.
 */
export function hearConnectionErrors(client: ClientBase): void {
  client.on('error', () => undefined);
}
