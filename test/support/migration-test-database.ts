import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../migrations';
import { dataSourceOptions } from '../../src/core/database/data-source-options';
import { ensureDatabase } from '../../src/core/database/database-setup';
import { dropTestDatabase } from './test-app';
import { databaseUrl, runDatabasePrefix } from './test-env';

type Migration = (typeof MIGRATIONS)[number];

/**
 * A database of its own for the test of one migration over existing rows: `create` migrates it up to (not through)
 * that migration, so the test writes rows as they were; `migrate` runs the given migrations (through it, or all).
 */
export function migrationTestDatabase(label: string, migration: Migration) {
  const name = `${runDatabasePrefix()}${label}_${randomBytes(4).toString('hex')}`;
  const upTo = MIGRATIONS.indexOf(migration);
  const migrate = async (migrations: readonly Migration[]): Promise<DataSource> => {
    const dataSource = await new DataSource({ ...dataSourceOptions(databaseUrl(name), 1), entities: [], migrations: [...migrations] }).initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    return dataSource;
  };
  return {
    name,
    /** The migration's place in MIGRATIONS. */
    upTo,
    migrate,
    async create(): Promise<DataSource> {
      await ensureDatabase(databaseUrl(name));
      return migrate(MIGRATIONS.slice(0, upTo));
    },
    async drop(db: DataSource | undefined): Promise<void> {
      await db?.destroy();
      await dropTestDatabase(name);
    },
  };
}
