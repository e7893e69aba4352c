import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createHttpApp } from '../../src/bootstrap/create-app';
import { loadTlsMaterial } from '../../src/bootstrap/tls';
import { testConfig } from './test-app';

/** One plain-HTTP request to a loopback port (no TLS), its status and body. */
export function plainRequest(
  port: number,
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: url, method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The app as `npm start` serves it (TLS material per the environment's TLS_MODE), listening on a free loopback port. */
export async function listenAsServed(
  databaseName: string,
  env: Record<string, string>,
  logger: Logger,
): Promise<{ app: NestFastifyApplication; port: number }> {
  const config = testConfig(databaseName, env);
  const app = await createHttpApp(config, logger, { tls: await loadTlsMaterial(config) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.getHttpServer().address() as AddressInfo).port };
}

/** Starts the test app's own listener on a free loopback port; answers its base URL. */
export async function listenOnLoopback(app: NestFastifyApplication): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}
