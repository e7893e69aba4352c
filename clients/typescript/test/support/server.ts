import { createServer, request as httpRequest, IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenOnLoopback } from '../../../../test/support/plain-http';
import { createTestApp, TestApp } from '../../../../test/support/test-app';

/** The application as test/e2e starts it, listening on a loopback port: the client talks to it over a real socket. */
export async function runningServer(options: Parameters<typeof createTestApp>[0] = {}): Promise<{ t: TestApp; baseUrl: string }> {
  const t = await createTestApp(options);
  return { t, baseUrl: await listenOnLoopback(t.app) };
}

/** What the front of a proxy saw of one request. */
export interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * A proxy in front of the server, on 127.0.0.1: `answer` decides each request's fate, by its order: `pass` (forward,
 * answer what the server answered), `refuse` (answer 503 with the given Retry-After, never forward) or `lose`
 * (forward, then answer 503 instead of the server's answer: the answer lost on the way back).
 */
export class FrontProxy {
  readonly seen: Seen[] = [];
  answer: (index: number, seen: Seen) => { kind: 'pass' } | { kind: 'refuse' | 'lose'; retryAfter?: string } = () => ({ kind: 'pass' });
  private server?: Server;

  constructor(private readonly target: string) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const seen = { method: req.method!, url: req.url!, headers: req.headers };
      const fate = this.answer(this.seen.length, seen);
      this.seen.push(seen);
      const unavailable = (retryAfter?: string) => {
        res.writeHead(503, { 'content-type': 'application/json', ...(retryAfter !== undefined ? { 'retry-after': retryAfter } : {}) });
        res.end(JSON.stringify({ code: 503, name: 'Unavailable', message: 'The proxy is unavailable' }));
      };
      if (fate.kind === 'refuse') {
        req.resume();
        return unavailable(fate.retryAfter);
      }
      const upstream = httpRequest(`${this.target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
        if (fate.kind === 'lose') {
          answer.resume();
          return answer.on('end', () => unavailable(fate.retryAfter));
        }
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      });
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
