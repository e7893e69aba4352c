import { Agent, request as httpsRequest } from 'node:https';
import type { ClientRequest } from 'node:http';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import { freePort } from '../../support/private-redis';
import { startServer, waitFor } from '../../support/processes';
import { dropTestDatabase } from '../../support/test-app';
import { databaseUrl, runDatabasePrefix, TEST_REDIS_URL } from '../../support/test-env';

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: any;
}

/**
 * SIGTERM drains before it stops (SHUTDOWN_DRAIN_MS): readiness answers 503 `draining` at once so the balancer
 * routes elsewhere, requests that still arrive are served (with `Connection: close`), then the listener stops
 * accepting, in-flight requests finish and the process exits within SHUTDOWN_TIMEOUT_MS, with no connection reset.
 */
describe('process: SIGTERM drains, then stops', () => {
  const DRAIN_MS = 2000;
  const TIMEOUT_MS = 10_000;
  const databaseName = `${runDatabasePrefix()}drain_${randomBytes(4).toString('hex')}`;
  afterAll(() => dropTestDatabase(databaseName));

  it('serves during the drain with readiness 503, finishes in-flight requests and exits 0 in time', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'personnel-drain-'));
    const tokenFile = path.join(dataDir, 'first-owner-token');
    const server = startServer({
      DATABASE_URL: databaseUrl(databaseName),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `test:${databaseName}`,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      SHUTDOWN_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1, rejectUnauthorized: false });
    const start = (method: string, url: string, token?: string, agent?: Agent, headers: Record<string, string> = {}) => {
      let req!: ClientRequest;
      const answer = new Promise<Answer>((resolve, reject) => {
        req = httpsRequest(
          { host: '127.0.0.1', port, method, path: url, agent: agent ?? false, rejectUnauthorized: false, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } },
          (res) => {
            let body = '';
            res.on('data', (d) => (body += d));
            res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: body ? JSON.parse(body) : undefined }));
          },
        );
        req.on('error', reject);
      });
      return { req, answer };
    };
    const send = (method: string, url: string, token?: string, agent?: Agent) => {
      const { req, answer } = start(method, url, token, agent);
      req.end();
      return answer;
    };
    try {
      // The first start writes the owner token to DATA_DIR (output is not a terminal here).
      await waitFor(() => server.output().includes('Personnel API listening') && existsSync(tokenFile), 90_000, 'the server to start', server.output);
      const token = readFileSync(tokenFile, 'utf8').trim();
      expect((await send('GET', '/health/ready')).status).toBe(200);
      // A keep-alive connection opened before the signal.
      expect((await send('GET', '/api/me', token, keepAlive)).status).toBe(200);
      const policies = await send('GET', '/api/time-away-policies', token);
      const body = JSON.stringify({ city: 'Leeds', countryCode: 'GB', timeAwayPolicyId: policies.body.data[0].id });

      // A slow upload: headers and half the body before SIGTERM, the rest after the drain ended.
      const slow = start('POST', '/api/locations', token, undefined, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
      slow.req.write(body.slice(0, 10));
      await new Promise((r) => setTimeout(r, 200));

      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      await waitFor(async () => (await send('GET', '/health/ready')).status === 503, 1000, 'readiness to answer 503 after SIGTERM');
      const ready = await send('GET', '/health/ready');
      expect(ready.body.status).toBe('draining');

      // During the drain: new requests and the kept-alive connection are served, told to close their connection.
      const during = await Promise.all([send('GET', '/api/me', token), send('GET', '/api/me', token, keepAlive)]);
      for (const res of during) {
        expect(res.status).toBe(200);
        expect(res.headers.connection).toBe('close');
      }
      expect(Date.now() - signalledAt).toBeLessThan(DRAIN_MS);

      // After the drain: the listener no longer accepts, the in-flight request still completes.
      // (Polled from the drain's end: on a loaded machine the process runs its drain timer late.)
      await new Promise((r) => setTimeout(r, DRAIN_MS - (Date.now() - signalledAt)));
      const refused = () => send('GET', '/health/live').then(() => false, (error: Error) => /ECONNREFUSED/.test(error.message));
      await waitFor(refused, 10_000, 'the listener to refuse connections after the drain');
      slow.req.end(body.slice(10));
      const finished = await slow.answer;
      expect(finished.status).toBe(201);
      expect(finished.body.city).toBe('Leeds');

      expect(await server.exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(DRAIN_MS + TIMEOUT_MS);
      expect(server.output()).toContain('stopped');
    } finally {
      keepAlive.destroy();
      server.child.kill('SIGKILL');
    }
  }, 150_000);
});
