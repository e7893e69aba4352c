import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiError } from '../errors/api-error';
import { PUBLIC_ROUTE, REQUIRED_SCOPE } from './auth.decorators';
import { AuthenticatedRequest, resolveRequestAuth } from './request-auth';
import { Scope } from './scopes';
import { TokenResolver } from './token-resolver.service';

/** What a route declares about access, read from its metadata once per route (it never changes once the app runs). */
interface RouteAccess {
  isPublic: boolean;
  /** The scope (or any of the scopes) the route needs; null when it declares none (refused: fail closed). */
  scope: Scope | Scope[] | null;
}

/**
 * The global guard: every route needs a valid token and declares the scope it needs,
 * unless marked public. A route that declares nothing is refused (fail closed).
 * The token is resolved on every request (D3); only the route's declaration is kept.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  /** By controller class, then handler: a handler inherited by two controllers may carry two declarations. */
  private readonly routes = new WeakMap<object, WeakMap<object, RouteAccess>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenResolver,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const access = this.routeAccess(context);
    if (access.isPublic) return true;
    return this.authorize(context.switchToHttp().getRequest<AuthenticatedRequest>(), access.scope);
  }

  private async authorize(request: AuthenticatedRequest, scope: Scope | Scope[] | null): Promise<boolean> {
    const auth = await resolveRequestAuth(request, this.tokens);
    request.auth = auth;
    if (!scope || scope.length === 0) throw ApiError.forbidden('This route declares no scope');
    if (Array.isArray(scope)) {
      if (!scope.some((s) => auth.scopes.has(s))) throw ApiError.forbidden(`This action needs one of the scopes ${scope.join(', ')}`);
      return true;
    }
    if (!auth.scopes.has(scope)) throw ApiError.forbidden(`This action needs the ${scope} scope, which this token does not have with its owner's role`);
    return true;
  }

  private routeAccess(context: ExecutionContext): RouteAccess {
    const handler = context.getHandler();
    const controller = context.getClass();
    let byHandler = this.routes.get(controller);
    if (!byHandler) {
      byHandler = new WeakMap();
      this.routes.set(controller, byHandler);
    }
    let access = byHandler.get(handler);
    if (!access) {
      const targets = [handler, controller];
      access = {
        isPublic: Boolean(this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)),
        scope: this.reflector.getAllAndOverride<Scope | Scope[]>(REQUIRED_SCOPE, targets) ?? null,
      };
      byHandler.set(handler, access);
    }
    return access;
  }
}
