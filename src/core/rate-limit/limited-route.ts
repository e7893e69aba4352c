import type { FastifyRequest } from 'fastify';

/**
 * Whether a request is rate limited, decided by the route the router matched (its pattern, e.g. `/api/companies`),
 * never by the spelling of the URL (`/%61pi/companies`, `//api`, `/API` reach the same routes or none). Every route
 * under /api is limited; /health/* and /metrics are not. A request no route matched is limited too: a flood of 404s
 * costs like any other.
 */
export function isRateLimited(request: FastifyRequest): boolean {
  const route = request.routeOptions?.url;
  return route === undefined || route.startsWith('/api/') || route === '/api';
}
