import './bootstrap/supported-node';
import 'reflect-metadata';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Server } from 'node:http';
import { AppModule } from './app.module';
import { createHttpApp } from './bootstrap/create-app';
import { announceFirstOwnerToken, firstStart } from './bootstrap/first-start';
import { startHttpRefuser } from './bootstrap/https-only';
import { loadTlsMaterial } from './bootstrap/tls';
import { ConfigError, loadConfig } from './config/app-config';
import { preflightMasterKeys } from './core/crypto/master-key-preflight';
import { configuredMasterKeyRing } from './core/crypto/master-key-ring-loader';
import { ensureDatabase, runMigrations } from './core/database/database-setup';
import { createLogger } from './core/logging/logger';
import { NestPinoLogger } from './core/logging/nest-pino-logger';
import { DrainState } from './modules/health/drain-state';
import { HealthModule } from './modules/health/health.module';
import { startWorkerHealthServer } from './modules/health/worker-health-server';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
    // Malformed master keys stop the process here; stored data keys the keys cannot open stop it after connecting
    // (preflightMasterKeys), before it migrates, serves or works on anything.
    configuredMasterKeyRing(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const line of error.problems) process.stderr.write(`configuration error: ${line}\n`);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  logger.info({ dataDir: config.dataDir }, `DATA_DIR is ${config.dataDir}`);
  if (config.webhooksPaused) logger.warn('WEBHOOKS_PAUSED=true: webhook events and deliveries are recorded, nothing is sent');

  await ensureDatabase(config.databaseUrl);
  const keyRing = await preflightMasterKeys(config);
  if (keyRing.madeFile) {
    logger.info({ file: keyRing.madeFile, keyId: keyRing.ring.primary.id }, `no ENCRYPTION_KEYS or ENCRYPTION_KEYS_FILE: made a master key in ${keyRing.madeFile} (mode 0600); keep a copy, data encrypted under it cannot be read without it`);
  }

  const migrations = await runMigrations(config.databaseUrl);
  if (migrations.length) logger.info({ migrations }, 'database migrated');

  let app: INestApplicationContext;
  let refuser: Server | undefined;
  let workerHealth: { close(): Promise<unknown> } | undefined;
  if (config.processRole === 'worker') {
    app = await NestFactory.createApplicationContext(AppModule.forRoot(config, 'worker'), { logger: new NestPinoLogger(logger) });
    if (config.workerHealthPort) {
      workerHealth = await startWorkerHealthServer(app, { port: config.workerHealthPort, host: config.host, logger, metricsToken: config.metricsToken });
    }
  } else {
    const tls = await loadTlsMaterial(config);
    const http = await createHttpApp(config, logger, { tls, mode: config.processRole });
    await http.listen({ port: config.port, host: config.host });
    if (config.httpRedirectPort) refuser = await startHttpRefuser(config.httpRedirectPort, config.host);
    logger.info({ port: config.port, tls: config.tlsMode, role: config.processRole }, 'Personnel API listening');
    app = http;
  }

  // The signal handlers are in place before the first start's work: a SIGTERM that arrives while it runs (the
  // listener is already up) still drains and exits 0, once that work has committed.
  const firstStartDone = firstStart(app, logger).then((token) => {
    if (token) announceFirstOwnerToken(token, { dataDir: config.dataDir, logger });
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Drain first (HTTP roles): readiness answers 503 so the balancer stops routing here, while requests that still
    // arrive are served (with Connection: close). Then the listener stops accepting and in-flight requests and jobs
    // get SHUTDOWN_TIMEOUT_MS to finish. The first start's work, when a signal finds it running, commits meanwhile;
    // one deadline (drain + SHUTDOWN_TIMEOUT_MS from the signal) bounds all of it, a database that stopped answering
    // included. A failed first start ends the process through main()'s catch.
    const drainMs = config.processRole === 'worker' ? 0 : config.shutdownDrainMs;
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, drainMs + config.shutdownTimeoutMs);
    force.unref();
    if (drainMs > 0) {
      app.select(HealthModule).get(DrainState, { strict: true }).begin();
      logger.info({ signal, drainMs }, 'shutting down: draining (readiness answers 503, requests still served)');
    }
    await Promise.all([new Promise((resolve) => setTimeout(resolve, drainMs)), firstStartDone.catch(() => undefined)]);
    logger.info({ signal }, 'shutting down: no new requests, finishing in-flight requests and jobs');
    refuser?.close();
    await app.close();
    await workerHealth?.close(); // closed last: probes keep answering while the worker finishes its jobs
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await firstStartDone;
}

main().catch((error) => {
  process.stderr.write(`fatal: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
