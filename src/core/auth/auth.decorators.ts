import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { AuthContext } from './auth-context';
import { Scope } from './scopes';

export const PUBLIC_ROUTE = 'personnel:public';
export const REQUIRED_SCOPE = 'personnel:scope';

/** The route needs no token (health, metrics, API docs, signed file links). */
export const PublicRoute = () => SetMetadata(PUBLIC_ROUTE, true);

/** The scope a route needs; the global guard refuses the call with 403 without it. */
export const RequireScope = (scope: Scope) => SetMetadata(REQUIRED_SCOPE, scope);

/** Any one of these scopes lets the call through; the handler checks the one its input needs (files, by `type`). */
export const RequireAnyScope = (...scopes: Scope[]) => SetMetadata(REQUIRED_SCOPE, scopes);

/** The caller's AuthContext, as the guard resolved it. */
export const Auth = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthContext => {
  return ctx.switchToHttp().getRequest().auth;
});
