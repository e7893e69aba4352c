import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DestinationStream } from 'pino';
import { createLogger } from '../../src/core/logging/logger';
import { DataSource } from 'typeorm';
import { createHttpApp } from '../../src/bootstrap/create-app';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { databaseUrl, runDatabasePrefix, templateDatabase, TEST_PG_URL, TEST_REDIS_URL } from './test-env';
import { ApiClient } from './api-client';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  db: DataSource;
  api: ApiClient;
  databaseName: string;
  close(): Promise<void>;
}

/** A database of this test file's own, cloned from the migrated template. */
export async function createTestDatabase(): Promise<string> {
  const name = `${runDatabasePrefix()}${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabase()}`);
  } finally {
    await admin.end();
  }
  return name;
}

export async function dropTestDatabase(name: string): Promise<void> {
  const admin = new Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** A database of this test file's own with a connection to it, for tests that need no application; `close` drops it. */
export interface TestDatabase {
  name: string;
  client: Client;
  close(): Promise<void>;
}

export async function connectedTestDatabase(): Promise<TestDatabase> {
  const name = await createTestDatabase();
  const client = new Client({ connectionString: databaseUrl(name) });
  await client.connect();
  return {
    name,
    client,
    close: async () => {
      await client.end().catch(() => undefined);
      await dropTestDatabase(name);
    },
  };
}

export function testConfig(databaseName: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    DATABASE_URL: databaseUrl(databaseName),
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `test:${databaseName}`,
    DATA_DIR: `/tmp/personnel-test/${databaseName}`,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Tests fire hundreds of requests per token at once; only the rate-limit tests set small limits.
    RATE_LIMIT_PER_SECOND: '1000000',
    RATE_LIMIT_BURST: '1000000',
    // Likewise uploads left unattached: only the upload-limit tests set small limits.
    UNATTACHED_UPLOADS_PER_USER: '1000000',
    UNATTACHED_UPLOADS_PER_COMPANY: '1000000',
    UNATTACHED_UPLOAD_BYTES_PER_USER: String(2 ** 50),
    UNATTACHED_UPLOAD_BYTES_PER_COMPANY: String(2 ** 50),
    ...env,
  });
}

/** The whole HTTP stack on a fresh database; requests go through Fastify inject. */
export async function createTestApp(
  options: { env?: Record<string, string>; mode?: 'api' | 'all'; logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const databaseName = await createTestDatabase();
  const config = testConfig(databaseName, options.env);
  const logger = createLogger(options.logStream ? 'info' : config.logLevel, options.logStream);
  const app = await createHttpApp(config, logger, { mode: options.mode ?? 'api' });
  const db = app.get(DataSource);
  return {
    app,
    config,
    db,
    databaseName,
    api: new ApiClient(app),
    async close() {
      await app.close();
      await dropTestDatabase(databaseName);
    },
  };
}
