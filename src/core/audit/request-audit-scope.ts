import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
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

/** Global, after the guard: the handler runs with the caller as the acting context of every audit entry it makes. */
@Injectable()
export class AuditContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { auth?: AuthContext }>();
    const scope = auditScopeOf(request, request.auth);
    return new Observable<unknown>((subscriber) => auditContext.run(scope, () => next.handle().subscribe(subscriber)));
  }
}
