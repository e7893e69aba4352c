import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { spawn } from 'node:child_process';
import * as path from 'node:path';
import { AppModule } from '../../../src/app.module';
import { KeyRotationService } from '../../../src/core/crypto/rotation/key-rotation.service';
import type { CompanyKeyStatus } from '../../../src/core/crypto/rotation/key-rotation.service';
import { ROOT, RunResult, waitFor } from '../../support/processes';
import { TestApp, testConfig } from '../../support/test-app';
import { databaseUrl, TEST_REDIS_URL } from '../../support/test-env';

/** The environment shared by the API app, the workers and the console of a rotation test (same database and Redis). */
export const ROTATION_ENV = { DATA_KEY_CACHE_MS: '1000', KEY_ROTATION_BATCH_SIZE: '5', KEY_ROTATION_PAUSE_MS: '20' };

/** A worker process's application (PROCESS_ROLE=worker) on the test app's database and Redis. */
export function startWorker(t: TestApp, env: Record<string, string> = {}): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(AppModule.forRoot(testConfig(t.databaseName, { ...ROTATION_ENV, ...env }), 'worker'), { logger: false });
}

/** The console's application (what `npm run cli` runs), for the commands asked many times (status). */
export async function startConsole(t: TestApp): Promise<{ keys: KeyRotationService; close(): Promise<void> }> {
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(testConfig(t.databaseName, ROTATION_ENV), 'cli'), { logger: false });
  return { keys: app.get(KeyRotationService), close: () => app.close() };
}

/** `npm run cli -- ...` as an operator runs it, without blocking this process (requests go on meanwhile). */
export function cli(t: TestApp, args: string[]): Promise<RunResult> {
  const env = {
    ...process.env,
    ...ROTATION_ENV,
    DATABASE_URL: databaseUrl(t.databaseName),
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: t.config.redisPrefix,
    DATA_DIR: t.config.dataDir,
    LOG_LEVEL: 'silent',
  };
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'cli.js'), ...args], { cwd: ROOT, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

/** Waits until nothing of the company is left off its active key (plain values included). */
export async function waitUntilReencrypted(keys: KeyRotationService, companyId: string, timeoutMs = 150_000): Promise<CompanyKeyStatus> {
  let last: CompanyKeyStatus | undefined;
  await waitFor(
    async () => {
      [last] = (await keys.status(companyId)).companies;
      return last.left === 0;
    },
    timeoutMs,
    `the re-encryption of ${companyId}`,
  );
  return last!;
}

/** Rows per store still on the key (none: an empty object). */
export function usesOf(status: CompanyKeyStatus, keyId: string): Record<string, number> {
  const key = status.keys.find((k) => k.id === keyId);
  return key ? { ...key.rows, ...key.files } : {};
}
