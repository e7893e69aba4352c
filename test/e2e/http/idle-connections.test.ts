import { request } from 'node:http';
import { newCompany, TestCompany } from '../../support/factories';
import { listenOnLoopback } from '../../support/plain-http';
import { createTestApp, TestApp } from '../../support/test-app';
import { pdf, upload } from '../files/files-support';

/**
 * A connection that moves no byte either way for HTTP_IDLE_TIMEOUT is closed by the server: a client that stops reading
 * a streamed answer (here a file) cannot keep the socket and what feeds it open for ever.
 */
const IDLE_SECONDS = 2;

describe('idle connections are closed', () => {
  let t: TestApp;
  let c: TestCompany;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { HTTP_IDLE_TIMEOUT: String(IDLE_SECONDS) } });
    c = await newCompany(t);
    base = await listenOnLoopback(t.app);
  });
  afterAll(() => t.close());

  it('closes a file download whose client stopped reading', async () => {
    // Larger than the sockets' buffers: the server's writes stall once the client stops reading.
    const file = await upload(t, c.token, { type: 'document', bytes: pdf(24 * 1024 * 1024), filename: 'big.pdf' });
    expect(file.status).toBe(201);
    const server = t.app.getHttpServer();
    // The server's side of the download's connection (the only one: the other requests are injected), and when it closes.
    let serverClosed!: Promise<number>;
    const connected = new Promise<void>((resolve) => server.once('connection', (socket: NodeJS.EventEmitter) => {
      serverClosed = new Promise((closed) => socket.once('close', () => closed(Date.now())));
      resolve();
    }));
    const started = Date.now();
    let resume!: () => void;
    const client = new Promise<{ status: number; complete: boolean }>((resolve, reject) => {
      const req = request(`${base}${file.body.url}`, (res) => {
        res.once('data', () => res.pause());
        resume = () => res.resume();
        res.on('error', () => undefined);
        res.on('close', () => resolve({ status: res.statusCode!, complete: res.complete }));
      });
      req.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)));
      req.end();
    });
    // Generous: the idle timeout is 2 s; without it the server keeps the socket for as long as the client likes.
    await connected;
    const closedAt = await Promise.race([serverClosed, new Promise<number>((r) => setTimeout(() => r(-1), 20_000).unref())]);
    expect(closedAt).toBeGreaterThan(0);
    expect(closedAt - started).toBeGreaterThanOrEqual(IDLE_SECONDS * 1000 - 200);
    // The client, reading again, gets what was in flight and then the end: an incomplete answer.
    resume();
    expect(await client).toEqual({ status: 200, complete: false });
    // The API still answers on fresh connections.
    expect((await t.api.get(`/api/files/${file.body.id}`, c.token)).status).toBe(200);
  }, 60_000);
});
