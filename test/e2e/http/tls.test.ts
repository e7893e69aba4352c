import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:net';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { startHttpRefuser } from '../../../src/bootstrap/https-only';
import { loadTlsMaterial } from '../../../src/bootstrap/tls';
import { createLogger } from '../../../src/core/logging/logger';
import { listenAsServed, plainRequest } from '../../support/plain-http';
import { createTestDatabase, dropTestDatabase, testConfig } from '../../support/test-app';

/** HTTPS per D6: self-signed or given certificates, proxy mode, and the refusing plain listener. */
describe('HTTPS', () => {
  let databaseName: string;
  const logger = createLogger('silent');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'personnel-tls-'));

  beforeAll(async () => {
    databaseName = await createTestDatabase();
  });
  afterAll(() => dropTestDatabase(databaseName));

  const httpsGet = (port: number, url: string) =>
    new Promise<{ status: number; body: string; cert: string; headers: Record<string, unknown> }>((resolve, reject) => {
      const req = httpsRequest({ host: '127.0.0.1', port, path: url, rejectUnauthorized: false }, (res) => {
        let body = '';
        const cert = (res.socket as any).getPeerCertificate(true).raw.toString('base64');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body, cert, headers: res.headers }));
      });
      req.on('error', reject);
      req.end();
    });

  const plainGet = (port: number, url: string, headers: Record<string, string> = {}) => plainRequest(port, url, { headers });
  const listen = (env: Record<string, string>) => listenAsServed(databaseName, { DATA_DIR: dataDir, ...env }, logger);

  it('TLS_MODE=auto makes a self-signed certificate on first start, keeps it, and serves HTTPS with it', async () => {
    const { app, port } = await listen({});
    try {
      const res = await httpsGet(port, '/health/live');
      expect(res.status).toBe(200);
      // Served over our own TLS: HSTS (docs/security.md).
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const kept = readFileSync(path.join(dataDir, 'tls', 'self-signed.crt'), 'utf8');
      expect(new X509Certificate(kept).raw.toString('base64')).toBe(res.cert);
      const again = await loadTlsMaterial(testConfig(databaseName, { DATA_DIR: dataDir }));
      expect(again!.cert).toBe(kept);
    } finally {
      await app.close();
    }
  });

  it('TLS_MODE=auto: nodes starting together on one empty DATA_DIR share one certificate', async () => {
    const shared = mkdtempSync(path.join(tmpdir(), 'personnel-tls-race-'));
    const config = testConfig(databaseName, { DATA_DIR: shared });
    const made = await Promise.all([loadTlsMaterial(config), loadTlsMaterial(config), loadTlsMaterial(config)]);
    const kept = { cert: readFileSync(path.join(shared, 'tls', 'self-signed.crt'), 'utf8'), key: readFileSync(path.join(shared, 'tls', 'self-signed.key'), 'utf8') };
    for (const material of made) expect(material).toEqual(kept);
    // The key matches the certificate, and no temporary files are left behind.
    expect(new X509Certificate(kept.cert).checkPrivateKey(require('node:crypto').createPrivateKey(kept.key))).toBe(true);
    expect(require('node:fs').readdirSync(path.join(shared, 'tls')).sort()).toEqual(['self-signed.crt', 'self-signed.key']);
  });

  it('TLS_MODE=auto uses TLS_CERT_FILE and TLS_KEY_FILE when given', async () => {
    const given = await loadTlsMaterial(testConfig(databaseName, { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'personnel-tls-given-')) }));
    const dir = mkdtempSync(path.join(tmpdir(), 'personnel-certs-'));
    require('node:fs').writeFileSync(path.join(dir, 'c.pem'), given!.cert);
    require('node:fs').writeFileSync(path.join(dir, 'k.pem'), given!.key);
    const { app, port } = await listen({ TLS_CERT_FILE: path.join(dir, 'c.pem'), TLS_KEY_FILE: path.join(dir, 'k.pem') });
    try {
      const res = await httpsGet(port, '/health/live');
      expect(res.cert).toBe(new X509Certificate(given!.cert).raw.toString('base64'));
    } finally {
      await app.close();
    }
  });

  it('plain HTTP sent to the HTTPS port never yields data', async () => {
    const { app, port } = await listen({});
    try {
      const received = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => socket.write('GET /api/companies HTTP/1.1\r\nHost: x\r\n\r\n'));
        let data = '';
        socket.on('data', (d) => (data += d.toString('latin1')));
        socket.on('close', () => resolve(data));
        socket.on('error', () => resolve(data));
        socket.setTimeout(3000, () => socket.destroy());
      });
      expect(received).not.toMatch(/HTTP\/1\.1 2\d\d/);
      expect(received).not.toContain('"data"');
      expect(received).not.toContain('"total"');
    } finally {
      await app.close();
    }
  });

  it('TLS_MODE=proxy serves only what a trusted proxy forwarded as https', async () => {
    const { app, port } = await listen({ TLS_MODE: 'proxy', TRUSTED_PROXIES: '127.0.0.1' });
    try {
      // Forwarded as https: served (401 here: no token). Probes answer either way (test/e2e/platform/probes-behind-proxy.test.ts).
      expect((await plainGet(port, '/api/companies', { 'x-forwarded-proto': 'https' })).status).toBe(401);
      const refused = await plainGet(port, '/api/companies');
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body)).toEqual(expect.objectContaining({ code: 403, name: 'Forbidden', message: 'HTTPS is required' }));
      expect((await plainGet(port, '/api/companies', { 'x-forwarded-proto': 'http' })).status).toBe(403);
    } finally {
      await app.close();
    }
  });

  it('TLS_MODE=proxy ignores X-Forwarded-Proto from an untrusted address', async () => {
    const { app, port } = await listen({ TLS_MODE: 'proxy', TRUSTED_PROXIES: '10.9.9.9' });
    try {
      const res = await plainGet(port, '/api/companies', { 'x-forwarded-proto': 'https' });
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body).message).toBe('HTTPS is required');
    } finally {
      await app.close();
    }
  });

  it('HTTP_REDIRECT_PORT answers every request 403 "HTTPS is required", never a redirect', async () => {
    const server: Server = await startHttpRefuser(0, '127.0.0.1');
    try {
      const port = (server.address() as AddressInfo).port;
      for (const url of ['/', '/api/companies', '/health/live']) {
        const res = await plainGet(port, url, { authorization: 'Bearer prk_whatever' });
        expect(res.status).toBe(403);
        expect(JSON.parse(res.body)).toEqual(expect.objectContaining({ name: 'Forbidden', message: 'HTTPS is required' }));
      }
    } finally {
      server.close();
    }
  });
});
