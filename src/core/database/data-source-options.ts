import * as path from 'node:path';
import * as pg from 'pg';
import { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../../migrations';
import { SnakeNamingStrategy } from './snake-naming.strategy';
import { hearConnectionErrors } from './heard-connection';
import { keepRowDescriptions } from './row-description-cache';

// `date` columns stay `YYYY-MM-DD` strings: a JS Date would shift them by the server's timezone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// After the parsers are set: each statement's row description is read once (row-description-cache.ts).
keepRowDescriptions((pg as unknown as { Result: { prototype: object } }).Result, pg.types);

/** How long a query waits for a database connection before the request answers 503. */
export const DATABASE_CONNECT_TIMEOUT_MS = 10_000;

export function dataSourceOptions(databaseUrl: string, poolSize = 20): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: [path.join(__dirname, '..', '..', '**', '*.entity.{ts,js}')],
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    // A request waits at most this long for a connection (a pool slot or a new one to an unreachable server),
    // then answers 503 with Retry-After instead of hanging (src/core/errors/database-errors.ts).
    // Every connection is heard when the server ends it (heard-connection.ts).
    extra: { max: poolSize, application_name: 'personnel', connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS, onConnect: hearConnectionErrors },
  };
}
