import type { FastifyRequest } from 'fastify';

/** The only routes outside the limit: the probes and the metrics scrape (outside /api, no token). */
const UNLIMITED_ROUTES = new Set(['/health/live', '/health/ready', '/metrics']);

/**
 * Whether a request is rate limited, decided by the route the router matched (its pattern, e.g. `/api/companies`),
 * never by the spelling of the URL (`/%61pi/companies`, `//api`, `/API` reach the same routes or none). Every route
 * is limited but the probes and metrics: the API's routes, the CORS preflight's catch-all, and a request no route
 * matched (a flood of 404s costs like any other).
 */
export function isRateLimited(request: FastifyRequest): boolean {
  const route = request.routeOptions?.url;
  return route === undefined || !UNLIMITED_ROUTES.has(route);
}
