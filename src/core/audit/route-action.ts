const IRREGULAR: Record<string, string> = { people: 'person', 'time-away': 'timeAway', equipment: 'equipment', 'audit-events': 'auditEvent' };

const camel = (text: string) => text.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** `bank-accounts` -> `bankAccount`: the resource name events and audit entries use. */
export function resourceOfSegment(segment: string): string {
  if (IRREGULAR[segment]) return IRREGULAR[segment];
  return camel(segment.endsWith('ies') ? `${segment.slice(0, -3)}y` : segment.endsWith('s') ? segment.slice(0, -1) : segment);
}

const VERBS: Record<string, string> = { GET: 'read', HEAD: 'read', POST: 'create', PATCH: 'update', PUT: 'update', DELETE: 'delete' };

/**
 * The audit action of a route, for entries made from the route alone (refusals): `GET /api/bank-accounts/:id` ->
 * `bankAccount.read`; an action route names its verb (`POST /api/webhooks/:id/rotate-secret` -> `webhook.rotateSecret`).
 */
export function routeAction(method: string, route: string | null): string {
  const segments = (route ?? '').split('?')[0].split('/').filter(Boolean);
  const rest = segments[0] === 'api' ? segments.slice(1) : segments;
  if (!rest.length) return `request.${VERBS[method] ?? method.toLowerCase()}`;
  const resource = resourceOfSegment(rest[0]);
  const last = rest[rest.length - 1];
  const action = rest.length > 1 && !last.startsWith(':') && method !== 'GET' ? camel(last) : VERBS[method] ?? method.toLowerCase();
  return `${resource}.${action}`;
}
