import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthContext } from '../auth/auth-context';
import { auditContext, AuditScope } from './audit-context';
import { AuditRequest } from './audit-entry';

/** The request as an audit entry names it: the route template, never the URL (it may hold a feed token). */
export function auditRequestOf(request: FastifyRequest): AuditRequest {
  const userAgent = request.headers['user-agent'];
  return {
    id: String(request.id),
    method: request.method,
    route: request.routeOptions?.url ?? null,
    address: request.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
  };
}

/** The acting token's person, as audit entries name it (actor type `token`: every API call carries a personal token). */
export function auditScopeOf(request: FastifyRequest, auth: AuthContext | undefined): AuditScope {
  return {
    // Without a token: whoever holds a signed link or a feed address (type `user`, unidentified unless the code names them).
    actor: auth ? { type: 'token', personId: auth.personId, tokenId: auth.tokenId, role: auth.role } : { type: 'user' },
    request: auditRequestOf(request),
  };
}

/**
 * A request's acting context, read when an entry is made: the caller as the global guard resolved it (the guard runs
 * before any handler records anything) and the request. Made again should the caller change.
 */
class RequestAuditScope implements AuditScope {
  private scope?: AuditScope;
  private scopeAuth?: AuthContext;

  constructor(private readonly source: FastifyRequest & { auth?: AuthContext }) {}

  get actor(): AuditScope['actor'] {
    return this.current().actor;
  }

  get request(): AuditScope['request'] {
    return this.current().request;
  }

  private current(): AuditScope {
    if (!this.scope || this.scopeAuth !== this.source.auth) {
      this.scopeAuth = this.source.auth;
      this.scope = auditScopeOf(this.source, this.scopeAuth);
    }
    return this.scope;
  }
}

/**
 * Every route's handler (guard, pipes, controller, what they call) runs with the request as the acting context of the
 * audit entries it makes. Entered by a Fastify hook right before the handler, after the body is read, rather than by
 * a global Nest interceptor: an interceptor puts every request through Nest's Observable chain (docs/performance.md,
 * "Third round: the request pipeline").
 */
export function registerRequestAuditScope(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', function requestAuditScope(request, _reply, done) {
    auditContext.run(new RequestAuditScope(request), done);
  });
}
