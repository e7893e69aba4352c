import { Client, Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../../src/core/database/data-source-options';
import { poolOf } from '../../../src/core/database/prepared-query';
import { replicaPool } from '../../../src/core/database/replica-pool';
import { isDatabaseUnreachable } from '../../../src/core/errors/database-errors';
import { connectedTestDatabase, TestDatabase } from '../../support/test-app';
import { databaseUrl } from '../../support/test-env';

/**
 * A replica that shuts down ends every connection with 57P01, whatever they are doing. An error on a connection no
 * one listens to is thrown out of its socket's handler (an uncaught exception: jest fails the test on it).
 */
describe('pooled connections: one the server ends is always heard', () => {
  let database: TestDatabase;
  let name: string;
  let admin: Client;

  beforeAll(async () => {
    database = await connectedTestDatabase();
    ({ name, client: admin } = database);
  });

  afterAll(() => database.close());

  /** Ends the connection's server process as a shutdown does (57P01), and waits until its socket is closed. */
  async function endedByServer(client: PoolClient): Promise<void> {
    const [{ pid }] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
    const closed = new Promise((resolve) => client.once('end', resolve));
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await closed;
  }

  async function checkedOutThenEnded(pool: Pool): Promise<void> {
    const client = await pool.connect();
    await endedByServer(client);
    const failure = await client.query('SELECT 1').then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnreachable(failure)).toBe(true);
    client.release(failure as Error);
    expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  }

  it('a replica pool hears a connection ended while checked out between queries; its next query fails as unreachable', async () => {
    const pool = replicaPool(databaseUrl(name), 2, 2000);
    try {
      await checkedOutThenEnded(pool);
    } finally {
      await pool.end();
    }
  });

  it('the primary pool (TypeORM\'s) hears it too', async () => {
    const db = new DataSource({ ...dataSourceOptions(databaseUrl(name), 2), entities: [], migrations: [] });
    await db.initialize();
    try {
      await checkedOutThenEnded(poolOf(db));
    } finally {
      await db.destroy();
    }
  });

  it('a replica pool hears a connection ended while idle, and serves the next query on a new one', async () => {
    const pool = replicaPool(databaseUrl(name), 1, 2000);
    try {
      const client = await pool.connect();
      const [{ pid }] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
      const removed = new Promise((resolve) => pool.once('remove', resolve));
      client.release();
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      await removed;
      const [{ pid: next }] = (await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
      expect(next).not.toBe(pid);
    } finally {
      await pool.end();
    }
  });
});
