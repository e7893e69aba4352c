export const SCOPES = [
  'public:read',
  'private:read',
  'private:write',
  'compensations:read',
  'compensations:write',
  'documents:read',
  'documents:write',
  'webhooks:manage',
  'audit:read',
  /** SCIM 2.0 (`/scim/v2`): people's identity attributes for identity providers, read-only (docs/decisions-scim.md). */
  'scim:read',
  /** The SCIM push connector's targets (`/api/provisioning-targets`, docs/decisions-scim.md): owner only. */
  'provisioning:manage',
  /** The change feed (`GET /api/events`, docs/integrations.md): the company's events, shaped by the token's other scopes. */
  'events:read',
] as const;

export type Scope = (typeof SCOPES)[number];

const IMPLIES: Partial<Record<Scope, Scope[]>> = {
  'private:write': ['private:read'],
  'private:read': ['public:read'],
  'compensations:write': ['compensations:read'],
  'documents:write': ['documents:read'],
};

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** A scope with everything it implies (D3: `private:read` includes `public:read`, `X:write` includes `X:read`). */
export function expandScopes(scopes: Iterable<Scope>): Set<Scope> {
  const result = new Set<Scope>();
  const visit = (s: Scope) => {
    if (result.has(s)) return;
    result.add(s);
    (IMPLIES[s] ?? []).forEach(visit);
  };
  for (const s of scopes) visit(s);
  return result;
}
