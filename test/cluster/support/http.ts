import { IncomingHttpHeaders, request as httpRequest } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: any;
  ms: number;
  startedAt: number;
}

export interface Failure {
  error: string;
  ms: number;
  startedAt: number;
}

export type Outcome = Answer | Failure;

export const failed = (o: Outcome): o is Failure => 'error' in o;

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** The client gives up after this long (reported as `error: 'timeout'`). */
  timeoutMs?: number;
  /** Sends the body in two halves this far apart: a slow client keeps the request in flight. */
  slowBodyMs?: number;
}

/**
 * One request on a fresh connection to a node behind a TLS-ending proxy (`TLS_MODE=proxy`: plain HTTP from a trusted
 * address with `X-Forwarded-Proto: https`). Never throws: a transport failure is returned with its code.
 */
export function call(port: number, method: string, path: string, options: CallOptions = {}): Promise<Outcome> {
  const startedAt = Date.now();
  const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  return new Promise((resolve) => {
    let settled = false;
    const settle = (o: Outcome) => {
      if (!settled) {
        settled = true;
        resolve(o);
      }
    };
    const headers: Record<string, string> = { 'x-forwarded-proto': 'https', connection: 'close' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(payload.length);
    }
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', (e: NodeJS.ErrnoException) => settle({ error: e.code ?? e.message, ms: Date.now() - startedAt, startedAt }));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // not JSON: kept as text
        }
        settle({ status: res.statusCode!, headers: res.headers, body, ms: Date.now() - startedAt, startedAt });
      });
    });
    req.on('error', (e: NodeJS.ErrnoException) => settle({ error: e.code ?? e.message, ms: Date.now() - startedAt, startedAt }));
    if (options.timeoutMs) {
      req.setTimeout(options.timeoutMs, () => {
        settle({ error: 'timeout', ms: Date.now() - startedAt, startedAt });
        req.destroy();
      });
    }
    if (!payload) return void req.end();
    if (!options.slowBodyMs) return void req.end(payload);
    const half = Math.floor(payload.length / 2);
    req.write(payload.subarray(0, half));
    setTimeout(() => req.end(payload.subarray(half)), options.slowBodyMs);
  });
}

/** Status counts of a list of outcomes (`ECONNREFUSED`, `timeout`... for transport failures). */
export function tally(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) {
    const key = failed(o) ? o.error : String(o.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
