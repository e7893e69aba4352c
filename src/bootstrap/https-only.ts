import { createServer, Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../core/errors/api-error';
import { renderError } from '../core/errors/render-error';

const httpsRequired = () => ApiError.forbidden('HTTPS is required');

/**
 * D6 `TLS_MODE=proxy`: only requests that a trusted proxy says arrived over HTTPS are
 * served (Fastify's trustProxy decides whose X-Forwarded-Proto counts); others get 403.
 */
export function requireForwardedHttps(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    if (request.protocol !== 'https') throw httpsRequired();
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
