import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { runMigrations } from '../../src/core/database/database-setup';
import { RECORDING_DIR_ENV } from './sql-recording/recording-run';
import { databaseUrl, templateDatabase, TEST_PG_URL } from './test-env';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const ensureBuild: (entry: string) => string = require('../../scripts/ensure-build');

const ROOT = path.resolve(__dirname, '../..');

/**
 * Migrates one template database for this run; each test file clones it (CREATE DATABASE ... TEMPLATE).
 * Also builds dist/ once, before the test files that run the CLI and `npm start` start in parallel, and the TypeScript
 * client, and makes the folder where the test files record the SQL statements they see (checked by the global teardown).
 */
export default async function globalSetup(): Promise<void> {
  process.env.PERSONNEL_TEST_RUN = randomBytes(4).toString('hex');
  process.env[RECORDING_DIR_ENV] = path.join(tmpdir(), `personnel-sql-${process.env.PERSONNEL_TEST_RUN}`);
  mkdirSync(process.env[RECORDING_DIR_ENV], { recursive: true });
  try {
    ensureBuild('src/main.js');
  } catch (error) {
    // Only the CLI and `npm start` tests need dist/; they fail on their own if it is missing.
    process.stderr.write(`warning: nest build failed: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  try {
    // The TypeScript client's tests run against its build, made here when it is missing or older than its sources.
    execFileSync(process.execPath, [path.join(ROOT, 'clients/typescript/scripts/build.js'), '--if-stale'], { stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (error) {
    // Only the client's tests need it; they fail on their own without it.
    process.stderr.write(`warning: the client build failed: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  const admin = new Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${templateDatabase()}`);
  } finally {
    await admin.end();
  }
  await runMigrations(databaseUrl(templateDatabase()));
}
