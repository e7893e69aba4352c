import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { ensureDatabase } from '../../../src/core/database/database-setup';
import { dropTestDatabase } from '../../support/test-app';
import { databaseUrl, runDatabasePrefix, TEST_PG_URL } from '../../support/test-env';

/**
 * Managed PostgreSQL: the app's role often may not connect to the `postgres` maintenance database or create databases.
 * A start on an existing database never goes there; only a missing database (3D000) sends it there to create one.
 */
describe('database: an existing database is used without the maintenance database', () => {
  const suffix = randomBytes(4).toString('hex');
  const role = `personnel_t_role_${suffix}`;
  const name = `${runDatabasePrefix()}managed_${suffix}`;
  const admin = () => new Client({ connectionString: TEST_PG_URL });
  const asRole = (database: string) => {
    const url = new URL(databaseUrl(database));
    url.username = role;
    return url.toString();
  };

  beforeAll(async () => {
    const db = admin();
    await db.connect();
    try {
      await db.query(`CREATE ROLE "${role}" LOGIN NOCREATEDB`);
      await db.query(`CREATE DATABASE "${name}" OWNER "${role}"`);
      // As on a managed service: this role's connections to `postgres` fail (one role, one database: nothing else).
      await db.query(`ALTER ROLE "${role}" IN DATABASE postgres SET session_preload_libraries = 'personnel_no_such_library'`);
    } finally {
      await db.end();
    }
  });
  afterAll(async () => {
    await dropTestDatabase(name);
    const db = admin();
    await db.connect();
    await db.query(`DROP ROLE IF EXISTS "${role}"`).finally(() => db.end());
  });

  it('starts on its existing database, and goes to `postgres` only for a missing one', async () => {
    const maintenance = new Client({ connectionString: asRole('postgres') });
    await expect(maintenance.connect()).rejects.toThrow(/personnel_no_such_library/);
    await maintenance.end().catch(() => undefined);

    await expect(ensureDatabase(asRole(name))).resolves.toBeUndefined();
    await expect(ensureDatabase(asRole(`${name}_missing`))).rejects.toThrow(/personnel_no_such_library/);
  });
});
