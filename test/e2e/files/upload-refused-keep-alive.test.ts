import type { AddressInfo } from 'node:net';
import { Client } from 'undici';
import { newCompany, TestCompany } from '../../support/factories';
import { DRAIN_LIMIT_BYTES } from '../../../src/core/http/unread-body';
import { createTestApp, TestApp } from '../../support/test-app';
import { multipartBody, pdf } from './files-support';

/** Generous: a prompt answer takes milliseconds; a poisoned connection waited for the client's timeout. */
const PROMPT_MS = 5_000;

/**
 * An upload refused before its body was read (no `type`, no right, a limit) must not leave the rest of that body
 * in its keep-alive connection: the next request on the connection is answered at once.
 */
describe('files: an upload refused early leaves its connection usable', () => {
  let t: TestApp;
  let c: TestCompany;
  let origin: string;
  let connections = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: { MAX_UPLOAD_BYTES: String(25 * 1024 * 1024) } });
    c = await newCompany(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const server = t.app.getHttpServer();
    server.on('connection', () => connections++);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    t.app.getHttpServer().closeAllConnections();
    await t.close();
  });

  const timed = async <T>(work: Promise<T>): Promise<{ value: T; ms: number }> => {
    const started = Date.now();
    const value = await work;
    return { value, ms: Date.now() - started };
  };

  it.each([
    // Small: the rest of the body is read and dropped; the connection stays open for the next request.
    ['a 500 KB file before any type (422)', 500 * 1024, 422, 'kept'],
    // Large: `Connection: close`, and the client's next request goes on a new connection.
    ['a 2 MB file before any type (422)', 2 * 1024 * 1024, 422, 'closed'],
    ['a 12 MB file before any type (422)', 12 * 1024 * 1024, 422, 'closed'],
  ])('%s, then a request on the same one-connection client answers promptly', async (_label, size, status, connection) => {
    expect(DRAIN_LIMIT_BYTES).toBeGreaterThan(500 * 1024 + 1024);
    expect(DRAIN_LIMIT_BYTES).toBeLessThan(2 * 1024 * 1024);
    const client = new Client(origin, { pipelining: 1, headersTimeout: 30_000, bodyTimeout: 30_000 });
    const opened = connections;
    try {
      const { body, contentType } = multipartBody([{ name: 'file', value: pdf(size), filename: 'big.pdf' }, { name: 'type', value: 'document' }]);
      const refused = await client.request({ method: 'POST', path: '/api/files', body, headers: { authorization: `Bearer ${c.token}`, 'content-type': contentType } });
      expect(refused.statusCode).toBe(status);
      expect(await refused.body.json()).toEqual(expect.objectContaining({ code: status, name: 'ValidationError' }));
      expect(refused.headers.connection).toBe(connection === 'closed' ? 'close' : 'keep-alive');

      const next = await timed(
        (async () => {
          const res = await client.request({ method: 'GET', path: `/api/people/${c.ownerId}`, headers: { authorization: `Bearer ${c.token}` }, headersTimeout: 2 * PROMPT_MS });
          return { status: res.statusCode, body: (await res.body.json()) as { id: string } };
        })(),
      );
      expect(next.value.status).toBe(200);
      expect(next.value.body.id).toBe(c.ownerId);
      expect(next.ms).toBeLessThan(PROMPT_MS);
      expect(connections - opened).toBe(connection === 'closed' ? 2 : 1);
    } finally {
      await client.destroy();
    }
  }, 60_000);
});
