import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiError } from '../errors/api-error';
import { PUBLIC_ROUTE, REQUIRED_SCOPE } from './auth.decorators';
import { AuthenticatedRequest, resolveRequestAuth } from './request-auth';
import { Scope } from './scopes';
import { TokenResolver } from './token-resolver.service';

/**
 * The global guard: every route needs a valid token and declares the scope it needs,
 * unless marked public. A route that declares nothing is refused (fail closed).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const auth = await resolveRequestAuth(request, this.tokens);
    request.auth = auth;
    const scope = this.reflector.getAllAndOverride<Scope | Scope[]>(REQUIRED_SCOPE, targets);
    if (!scope || scope.length === 0) throw ApiError.forbidden('This route declares no scope');
    if (Array.isArray(scope)) {
      if (!scope.some((s) => auth.scopes.has(s))) throw ApiError.forbidden(`This action needs one of the scopes ${scope.join(', ')}`);
      return true;
    }
    if (!auth.scopes.has(scope)) throw ApiError.forbidden(`This action needs the ${scope} scope, which this token does not have with its owner's role`);
    return true;
  }
}
