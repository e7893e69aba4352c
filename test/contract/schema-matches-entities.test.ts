import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/core/database/data-source-options';
import { ensureDatabase, runMigrations } from '../../src/core/database/database-setup';
import { dropTestDatabase } from '../support/test-app';
import { databaseUrl, runDatabasePrefix } from '../support/test-env';

/**
 * The entities describe the schema the migrations build: TypeORM's schema builder (what `typeorm migration:generate`
 * runs) compares the entities' metadata with the migrated database and finds nothing to change. A new migration
 * comes with the same change to its entity's decorators (indexes, unique, check and exclusion constraints, foreign
 * keys, column types, defaults and nullability); what TypeORM cannot express (an index on an expression or with
 * INCLUDE, a trigger) is declared `@Index(name, { synchronize: false })` or left to the migration.
 *
 * The database is migrated afresh rather than cloned: `typeorm_metadata` names the database its generated-column
 * rows were written in, as TypeORM itself does.
 */
async function freshlyMigratedDatabase(): Promise<string> {
  const name = `${runDatabasePrefix()}schema_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(databaseUrl(name));
  await runMigrations(databaseUrl(name));
  return name;
}

async function entitiesOn(name: string): Promise<DataSource> {
  return new DataSource({ ...dataSourceOptions(databaseUrl(name), 1), migrations: [] }).initialize();
}

async function schemaChanges(dataSource: DataSource): Promise<string[]> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return sql.upQueries.map((query) => query.query);
}

describe('the migrated schema and the entities', () => {
  let database: string;
  const dataSources: DataSource[] = [];

  beforeAll(async () => {
    database = await freshlyMigratedDatabase();
  }, 120_000);

  afterAll(async () => {
    for (const dataSource of dataSources) await dataSource.destroy();
    if (database) await dropTestDatabase(database);
  });

  it('agree: TypeORM would generate no statement (those listed are what an entity lacks or declares otherwise)', async () => {
    const dataSource = await entitiesOn(database);
    dataSources.push(dataSource);
    expect(await schemaChanges(dataSource)).toEqual([]);
  });

  it('disagree as soon as an entity loses a decorator the migrations made', async () => {
    const dataSource = await entitiesOn(database);
    dataSources.push(dataSource);
    const people = dataSource.getMetadata('people');
    people.indices = people.indices.filter((index) => index.name !== 'people_updated');
    people.checks = people.checks.filter((check) => check.name !== 'people_role_check');
    const jobRoles = dataSource.getMetadata('job_roles');
    jobRoles.foreignKeys = jobRoles.foreignKeys.filter((key) => key.name !== 'job_roles_company_id_reporting_to_fkey');
    people.findColumnWithPropertyName('role')!.default = undefined;

    expect(await schemaChanges(dataSource)).toEqual([
      'ALTER TABLE "job_roles" DROP CONSTRAINT "job_roles_company_id_reporting_to_fkey"',
      'DROP INDEX "public"."people_updated"',
      'ALTER TABLE "people" DROP CONSTRAINT "people_role_check"',
      'ALTER TABLE "people" ALTER COLUMN "role" DROP DEFAULT',
    ]);
  });
});
