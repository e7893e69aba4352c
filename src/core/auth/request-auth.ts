import type { FastifyRequest } from 'fastify';
import { AuthContext } from './auth-context';
import { TokenResolver } from './token-resolver.service';
import { TOKEN_PREFIX } from './token-secret';

export type AuthenticatedRequest = FastifyRequest & { auth?: AuthContext; authResolution?: Promise<AuthContext> };

/**
 * The request's token, resolved once per request (D3: never cached across requests). The rate limit
 * (an onRequest hook) and the global guard both need it; whichever asks first pays the one query.
 */
export function resolveRequestAuth(request: AuthenticatedRequest, tokens: TokenResolver): Promise<AuthContext> {
  request.authResolution ??= tokens.resolve(request.headers.authorization);
  return request.authResolution;
}

/** The secret of an `Authorization: Bearer prk_...` header, or null when there is none of that shape. */
export function bearerSecret(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match && match[1].startsWith(TOKEN_PREFIX) ? match[1] : null;
}
