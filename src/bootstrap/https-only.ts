import { createServer, Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../core/errors/api-error';
import { renderError } from '../core/errors/render-error';

const httpsRequired = () => ApiError.forbidden('HTTPS is required');

/**
 * Probe routes: health and metrics carry no personal data and no token, and load balancers,
 * orchestrators and Prometheus call them directly on the node (plain HTTP, no X-Forwarded-Proto).
 */
export const PROBE_ROUTES: ReadonlySet<string> = new Set(['/health/live', '/health/ready', '/metrics']);

/**
 * D6 `TLS_MODE=proxy`: only requests that a trusted proxy says arrived over HTTPS are
 * served (Fastify's trustProxy decides whose X-Forwarded-Proto counts); others get 403.
 * The probe routes answer either way.
 */
export function requireForwardedHttps(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    if (request.protocol === 'https') return;
    if (request.method === 'GET' || request.method === 'HEAD') {
      if (PROBE_ROUTES.has(request.routeOptions?.url ?? '')) return;
    }
    throw httpsRequired();
  });
}

/** D6 `HTTP_REDIRECT_PORT`: a plain listener that refuses everything (never a redirect). */
export function startHttpRefuser(port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    const { status, body } = renderError(httpsRequired());
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
    res.end(JSON.stringify(body));
    req.resume();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
