import { connect } from 'node:net';
import { newCompany } from '../../support/factories';
import { listenOnLoopback } from '../../support/plain-http';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * The last instant of a shutdown: a request that reaches the server once it has begun closing (pipelined on a
 * connection still in use) answers the API's error object (503 `Unavailable`, `Retry-After`, `Connection: close`),
 * not Fastify's own body, while the request in flight completes.
 */
describe('shutdown: a request arriving as the listener closes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close().catch(() => undefined);
  });

  it('answers 503 with the error object while the in-flight request completes', async () => {
    const c = await newCompany(t);
    const policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
    const base = new URL(await listenOnLoopback(t.app));
    const body = JSON.stringify({ city: 'Leeds', countryCode: 'GB', timeAwayPolicyId: policyId });
    const socket = connect(Number(base.port), '127.0.0.1');
    let received = '';
    socket.on('data', (d) => (received += d.toString('latin1')));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.write(
      `POST /api/locations HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${c.token}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    // (Generous waits: the machine may be busy; the request must be in flight, then the close begun.)
    await new Promise((r) => setTimeout(r, 1000));

    const closing = t.app.close();
    await new Promise((r) => setTimeout(r, 1000));
    socket.write(`${body.slice(10)}GET /api/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${c.token}\r\n\r\n`);
    const answered = () => (received.match(/HTTP\/1\.1 \d{3} /g) ?? []).length === 2 && received.trimEnd().endsWith('}');
    const deadline = Date.now() + 30_000;
    while (!answered() && Date.now() < deadline) await Promise.race([ended, new Promise((r) => setTimeout(r, 100))]);
    socket.destroy();
    await closing;

    const responses = received.split(/(?=HTTP\/1\.1 \d{3} )/);
    expect(responses.map((r) => r.slice(0, 12))).toEqual(['HTTP/1.1 201', 'HTTP/1.1 503']);
    const [head, json] = responses[1].split('\r\n\r\n');
    expect(head.toLowerCase()).toContain('connection: close');
    expect(head.toLowerCase()).toContain('retry-after: 1');
    expect(JSON.parse(json)).toEqual({ id: expect.any(String), code: 503, name: 'Unavailable', message: 'The server is shutting down: retry the request' });
  }, 60_000);
});
