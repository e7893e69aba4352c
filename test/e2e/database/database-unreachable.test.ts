import { createServer, Server, Socket } from 'node:net';
import { AddressInfo } from 'node:net';
import { DATABASE_CONNECT_TIMEOUT_MS } from '../../../src/core/database/data-source-options';
import { newCompany, TestCompany } from '../../support/factories';
import { DataSource } from 'typeorm';
import { createHttpApp } from '../../../src/bootstrap/create-app';
import { createLogger } from '../../../src/core/logging/logger';
import { ApiClient } from '../../support/api-client';
import { createTestDatabase, dropTestDatabase, TestApp, testConfig } from '../../support/test-app';
import { TEST_PG_URL } from '../../support/test-env';

/**
 * A TCP proxy in front of the test PostgreSQL: `open` forwards, `down` ends every session and refuses new connections
 * (a primary restarting), `silent` ends every session and accepts new ones without ever answering (a black hole).
 */
class DatabaseProxy {
  mode: 'open' | 'down' | 'silent' = 'open';
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async start(): Promise<this> {
    const target = new URL(TEST_PG_URL);
    const listen = () =>
      new Promise<void>((resolve) => {
        this.server = createServer((client) => {
          this.track(client);
          if (this.mode === 'silent') return;
          const upstream = new Socket();
          this.track(upstream);
          upstream.connect(Number(target.port || 5432), target.hostname);
          client.pipe(upstream).pipe(client);
        });
        this.server.listen(this.port, '127.0.0.1', () => {
          this.port = (this.server!.address() as AddressInfo).port;
          resolve();
        });
      });
    this.relisten = listen;
    await listen();
    return this;
  }

  private relisten?: () => Promise<void>;

  private track(socket: Socket) {
    this.sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
  }

  private cutSessions() {
    for (const s of this.sockets) s.destroy();
  }

  async down(): Promise<void> {
    this.mode = 'down';
    this.cutSessions();
    await new Promise((resolve) => this.server!.close(resolve));
  }

  async silent(): Promise<void> {
    if (this.mode === 'down') await this.relisten!();
    this.mode = 'silent';
    this.cutSessions();
  }

  async open(): Promise<void> {
    if (this.mode === 'down') await this.relisten!();
    this.mode = 'open';
    this.cutSessions();
  }

  async close(): Promise<void> {
    this.cutSessions();
    if (this.mode !== 'down') await new Promise((resolve) => this.server!.close(resolve));
  }
}

/**
 * The database unreachable (restarting, failing over, a black hole): requests answer 503 Unavailable with the error
 * object and Retry-After, never 500 and never a hang past the connection timeout; they succeed again once it is back,
 * without a restart.
 */
describe('an unreachable database answers 503, then recovers', () => {
  let proxy: DatabaseProxy;
  let t: TestApp;
  let c: TestCompany;
  let policyId: string;

  beforeAll(async () => {
    proxy = await new DatabaseProxy().start();
    // The app reaches its test database through the proxy.
    const databaseName = await createTestDatabase();
    const url = new URL(TEST_PG_URL);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${databaseName}`;
    const config = testConfig(databaseName, { DATABASE_URL: url.toString() });
    const app = await createHttpApp(config, createLogger('silent'));
    t = {
      app, config, databaseName, db: app.get(DataSource), api: new ApiClient(app),
      close: async () => {
        await app.close();
        await dropTestDatabase(databaseName);
      },
    };
    c = await newCompany(t);
    policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
  });
  afterAll(async () => {
    await proxy.open();
    await t.close();
    await proxy.close();
  });

  const expectUnavailable = (res: { status: number; body: any; headers: Record<string, unknown> }) => {
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ id: expect.any(String), code: 503, name: 'Unavailable', message: 'The database is unreachable; retry shortly' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('answers 503 with Retry-After while the server refuses connections, then serves again without a restart', async () => {
    expect((await t.api.get('/api/locations', c.token)).status).toBe(200);
    await proxy.down();
    const started = Date.now();
    expectUnavailable(await t.api.get('/api/locations', c.token));
    expectUnavailable(await t.api.post('/api/locations', c.token, { city: 'Oslo', countryCode: 'NO', timeAwayPolicyId: policyId }));
    expect(Date.now() - started).toBeLessThan(5000);

    await proxy.open();
    expect((await t.api.get('/api/locations', c.token)).status).toBe(200);
    expect((await t.api.post('/api/locations', c.token, { city: 'Oslo', countryCode: 'NO', timeAwayPolicyId: policyId })).status).toBe(201);
  });

  it('answers 503 once the connection timeout passes when the server never answers (no hang)', async () => {
    await proxy.silent();
    // The cut sessions leave the pool first; then each request needs a new connection that never completes.
    await new Promise((r) => setTimeout(r, 500));
    const started = Date.now();
    expectUnavailable(await t.api.get('/api/locations', c.token));
    const waited = Date.now() - started;
    // The pool gives up after DATABASE_CONNECT_TIMEOUT_MS (10 s); 8 s of slack for a busy machine.
    expect(waited).toBeGreaterThanOrEqual(DATABASE_CONNECT_TIMEOUT_MS - 1000);
    expect(waited).toBeLessThan(DATABASE_CONNECT_TIMEOUT_MS + 8000);
    await proxy.open();
    expect((await t.api.get('/api/locations', c.token)).status).toBe(200);
  }, 60_000);
});
