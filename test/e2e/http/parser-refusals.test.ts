import { AddressInfo, connect } from 'node:net';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Requests Node's HTTP parser refuses before any route or hook runs (bytes a URL may not hold, a broken request line,
 * oversized headers) answer like every other error: the spec's error object, an `x-request-id`, the security headers.
 * Sent over a raw socket: an HTTP client would refuse to send them.
 */
describe('requests refused by the HTTP parser', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Writes the bytes, reads until the server closes: status, headers (lower-cased names) and body. */
  const raw = (bytes: Buffer) =>
    new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
      const chunks: Buffer[] = [];
      socket.on('data', (c) => chunks.push(c));
      socket.on('error', reject);
      socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('latin1');
        const [head, ...rest] = text.split('\r\n\r\n');
        const [statusLine, ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
      });
    });

  const request = (target: Buffer) => Buffer.concat([Buffer.from('GET '), target, Buffer.from(' HTTP/1.1\r\nHost: localhost\r\n\r\n')]);

  it.each([
    ['a raw 0x7F byte in the path', Buffer.from([0x2f, 0x61, 0x70, 0x69, 0x2f, 0x7f])],
    ['a raw 0xFF byte in the path', Buffer.from([0x2f, 0x61, 0x70, 0x69, 0x2f, 0xff])],
    ['a raw 0x7F byte in the query', Buffer.from([0x2f, 0x61, 0x70, 0x69, 0x3f, 0x61, 0x3d, 0x7f])],
  ])('%s: 400 BadRequest with the error object and a request id', async (_what, target) => {
    const res = await raw(request(target));
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-request-id']).toMatch(/^req_[0-9a-f-]{36}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(res.body)).toEqual({ id: expect.stringMatching(/^err_/), code: 400, name: 'BadRequest', message: expect.any(String) });
  });

  it('oversized headers: 431 with the error object and a request id', async () => {
    const res = await raw(Buffer.from(`GET /api/companies HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(res.status).toBe(431);
    expect(res.headers['x-request-id']).toMatch(/^req_/);
    expect(JSON.parse(res.body)).toEqual({ id: expect.stringMatching(/^err_/), code: 431, name: 'RequestHeaderFieldsTooLarge', message: expect.any(String) });
  });

  it('still answers well-formed requests on the same server', async () => {
    const res = await raw(Buffer.from('GET /health/live HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'));
    expect(res.status).toBe(200);
  });
});
