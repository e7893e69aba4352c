import * as path from 'node:path';
import { types } from 'pg';
import { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../../migrations';
import { SnakeNamingStrategy } from './snake-naming.strategy';

// `date` columns stay `YYYY-MM-DD` strings: a JS Date would shift them by the server's timezone.
types.setTypeParser(types.builtins.DATE, (value) => value);

export function dataSourceOptions(databaseUrl: string, poolSize = 20): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: [path.join(__dirname, '..', '..', '**', '*.entity.{ts,js}')],
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    extra: { max: poolSize, application_name: 'personnel' },
  };
}
