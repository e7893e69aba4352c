import { request as httpsRequest } from 'node:https';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import { dropTestDatabase } from '../../support/test-app';
import { databaseUrl, runDatabasePrefix, TEST_REDIS_URL } from '../../support/test-env';
import { runCli, startServer, waitFor } from '../../support/processes';

/** D1 end to end: `npm start` on an empty database, first start, worker role, config errors, SIGTERM. */
describe('npm start', () => {
  const databaseName = `${runDatabasePrefix()}start_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'personnel-start-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const env = {
    DATABASE_URL: databaseUrl(databaseName),
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `test:${databaseName}`,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  };

  beforeAll(() => {
    runCli(['token:list'], { DATABASE_URL: databaseUrl('postgres'), LOG_LEVEL: 'silent' }); // build once if needed
  }, 180_000);
  afterAll(() => dropTestDatabase(databaseName));

  const get = (url: string, token?: string) =>
    new Promise<{ status: number; body: any }>((resolve, reject) => {
      const req = httpsRequest(
        { host: '127.0.0.1', port, path: url, rejectUnauthorized: false, headers: token ? { authorization: `Bearer ${token}` } : {} },
        (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode!, body: body ? JSON.parse(body) : undefined }));
        },
      );
      req.on('error', reject);
      req.end();
    });

  it('creates the database, migrates, makes the demo company, leaves a one-time owner token in DATA_DIR (not in the logs) and serves HTTPS', async () => {
    const server = startServer(env); // stdout is a pipe, as in a container: no terminal
    const tokenFile = path.join(dataDir, 'first-owner-token');
    try {
      await waitFor(() => server.output().includes('Personnel API listening') && server.output().includes(tokenFile), 150_000, 'the server to start', server.output);
      expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
      const token = readFileSync(tokenFile, 'utf8').trim();
      expect(token).toMatch(/^prk_/);
      expect(server.output()).not.toContain('prk_');
      expect(server.output()).toContain('token:create');
      expect((await get('/health/ready')).status).toBe(200);
      const me = await get('/api/me', token);
      expect(me.status).toBe(200);
      expect(me.body.role).toBe('owner');
      const companies = await get('/api/companies', token);
      expect(companies.body.data[0].name).toBe('Demo Company');

      // Requests in flight when SIGTERM arrives still complete; then the process exits 0.
      const inFlight = Array.from({ length: 20 }, () => get('/api/time-away-types', token));
      await new Promise((r) => setTimeout(r, 5));
      server.child.kill('SIGTERM');
      const results = await Promise.allSettled(inFlight);
      const answered = results.filter((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ status: number }>[];
      expect(answered.every((r) => r.value.status === 200 || r.value.status === 503)).toBe(true);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('stopped');
      expect(server.output()).not.toContain('prk_');
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 180_000);

  it('does not make another demo company or token on the next start', async () => {
    const server = startServer(env);
    try {
      await waitFor(() => server.output().includes('Personnel API listening'), 150_000, 'the server to start', server.output);
      await new Promise((r) => setTimeout(r, 300));
      expect(server.output()).not.toContain('prk_');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 180_000);

  const plainGet = (healthPort: number, url: string) =>
    new Promise<{ status: number; body: string; type?: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: healthPort, path: url }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body, type: res.headers['content-type'] }));
      });
      req.on('error', reject);
      req.end();
    });

  it('PROCESS_ROLE=worker runs the queue workers without the API, answering health and metrics on WORKER_HEALTH_PORT only', async () => {
    const healthPort = port === 65535 ? port - 1 : port + 1;
    const server = startServer({ ...env, PROCESS_ROLE: 'worker', WORKER_HEALTH_PORT: String(healthPort) });
    try {
      await waitFor(() => server.output().includes('worker health and metrics listening'), 150_000, 'the worker to start', server.output);
      await expect(get('/health/live')).rejects.toThrow(/ECONNREFUSED/);
      expect(await plainGet(healthPort, '/health/live')).toEqual(expect.objectContaining({ status: 200, body: '{"status":"ok"}' }));
      const ready = await plainGet(healthPort, '/health/ready');
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.body).info).toEqual({ database: { status: 'up' }, redis: { status: 'up' } });
      const metrics = await plainGet(healthPort, '/metrics');
      expect(metrics.status).toBe(200);
      expect(metrics.type).toMatch(/^text\/plain/);
      expect(metrics.body).toMatch(/^process_cpu_user_seconds_total \d/m);
      // Only the probes: no API on the worker's listener.
      expect((await plainGet(healthPort, '/api/companies')).status).toBe(404);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 180_000);

  it('refuses wrong configuration with one clear line per value and a non-zero exit', async () => {
    const server = startServer({ ...env, PORT: 'eighty', TLS_MODE: 'plain', DATABASE_URL: 'mysql://x', TRUSTED_PROXIES: 'not-an-ip' });
    const code = await server.exited;
    expect(code).toBe(2);
    const lines = server.output().trim().split('\n').filter((l) => l.startsWith('configuration error'));
    expect(lines).toHaveLength(4);
    expect(server.output()).toMatch(/PORT=eighty/);
    expect(server.output()).toMatch(/TLS_MODE=plain/);
    expect(server.output()).toMatch(/DATABASE_URL/);
    expect(server.output()).toMatch(/TRUSTED_PROXIES/);
    expect(server.output()).not.toMatch(/\n\s+at /);
  }, 60_000);
});
