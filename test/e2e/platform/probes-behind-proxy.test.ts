import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createLogger } from '../../../src/core/logging/logger';
import { ROOT } from '../../support/processes';
import { listenAsServed, plainRequest } from '../../support/plain-http';
import { createTestDatabase, dropTestDatabase } from '../../support/test-app';

/**
 * Health and metrics carry no personal data and answer probes in every TLS mode: behind a TLS-ending proxy
 * (TLS_MODE=proxy) orchestrators and Prometheus call the node directly, without X-Forwarded-Proto. Everything
 * else still needs HTTPS. The image's HEALTHCHECK (scripts/healthcheck.js) picks http or https by TLS_MODE.
 */
describe('probes in both TLS modes', () => {
  let databaseName: string;
  const logger = createLogger('silent');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'personnel-probes-'));

  beforeAll(async () => {
    databaseName = await createTestDatabase();
  });
  afterAll(() => dropTestDatabase(databaseName));

  const plain = (port: number, url: string, method = 'GET', headers: Record<string, string> = {}) => plainRequest(port, url, { method, headers });
  const listen = (env: Record<string, string>) => listenAsServed(databaseName, { DATA_DIR: dataDir, ...env }, logger);

  /** Runs the image's health check script as Docker would, with the container's environment (asynchronously: the app answers in this process). */
  const healthcheck = (env: Record<string, string>, probe = '/health/live') =>
    new Promise<{ status: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        [path.join(ROOT, 'scripts', 'healthcheck.js'), probe],
        { env: { PATH: process.env.PATH!, HOST: '0.0.0.0', ...env }, encoding: 'utf8', timeout: 20_000 },
        (_error, _stdout, stderr) => resolve({ status: child.exitCode, stderr }),
      );
    });

  describe('TLS_MODE=proxy', () => {
    let app: NestFastifyApplication;
    let port: number;
    beforeAll(async () => {
      ({ app, port } = await listen({ TLS_MODE: 'proxy', TRUSTED_PROXIES: '10.9.9.9' }));
    });
    afterAll(() => app.close());

    it('answers /health/live, /health/ready and /metrics without X-Forwarded-Proto', async () => {
      const live = await plain(port, '/health/live');
      expect(live).toEqual({ status: 200, body: '{"status":"ok"}' });
      const ready = await plain(port, '/health/ready');
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.body).status).toBe('ok');
      const metrics = await plain(port, '/metrics');
      expect(metrics.status).toBe(200);
      expect(metrics.body).toMatch(/^http_request_duration_seconds_bucket\{/m);
      expect((await plain(port, '/health/live?probe=1')).status).toBe(200);
      expect((await plain(port, '/health/live', 'HEAD')).status).toBe(200);
    });

    it('still refuses everything else without HTTPS, lookalike paths and other methods included', async () => {
      for (const [url, method] of [['/api/companies', 'GET'], ['/api/health/live', 'GET'], ['/health/livex', 'GET'], ['/metrics', 'POST'], ['/api/docs', 'GET']]) {
        const res = await plain(port, url, method);
        expect({ url, method, status: res.status }).toEqual({ url, method, status: 403 });
        expect(JSON.parse(res.body).message).toBe('HTTPS is required');
      }
    });

    it('the image health check asks over plain http and passes', async () => {
      const live = await healthcheck({ TLS_MODE: 'proxy', PORT: String(port) });
      expect({ status: live.status, stderr: live.stderr }).toEqual({ status: 0, stderr: '' });
      expect((await healthcheck({ TLS_MODE: 'proxy', PORT: String(port) }, '/health/ready')).status).toBe(0);
    });
  });

  describe('TLS_MODE=auto', () => {
    it('the image health check asks over https (self-signed) and passes; a wrong scheme or a closed port fails', async () => {
      const { app, port } = await listen({});
      try {
        expect((await healthcheck({ PORT: String(port) })).status).toBe(0);
        expect((await healthcheck({ TLS_MODE: 'auto', PORT: String(port) })).status).toBe(0);
        expect((await healthcheck({ TLS_MODE: 'proxy', PORT: String(port) })).status).toBe(1); // plain http to an https port
      } finally {
        await app.close();
      }
      expect((await healthcheck({ PORT: String(port) })).status).toBe(1);
    });
  });
});
