import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { catchError, defer, finalize, Observable, switchMap, throwError } from 'rxjs';
import type { AuthenticatedRequest } from '../auth/request-auth';
import { ApiError } from '../errors/api-error';
import { isDatabaseUnreachable } from '../errors/database-errors';
import { replicaReadsRetried } from '../metrics';
import { ReadRoute, readRouteContext } from './read-route';
import { ReadReplicas } from './read-replicas';

const READS = new Set(['GET', 'HEAD']);

/**
 * A replica failure worth another try on the primary: unreachable or going away, a query cancelled by a conflict
 * with recovery (40001), a write that was sent to the read-only replica (25006), or a 503 a service made of one.
 */
function isReplicaFailure(error: unknown): boolean {
  if (isDatabaseUnreachable(error)) return true;
  if (error instanceof ApiError) return error.code === 503;
  const code = (error as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (error as { code?: string }).code;
  return code === '40001' || code === '25006';
}

/**
 * Global, after the guard (which resolves the token on the primary). A GET or HEAD request runs with a read route
 * (a replica that has replayed the token's last write, or the primary); if it fails on the replica it runs again on
 * the primary (docs/scaling.md, "Read replicas").
 */
@Injectable()
export class ReadRoutingInterceptor implements NestInterceptor {
  constructor(private readonly replicas: ReadReplicas) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const tokenId = request.auth?.tokenId ?? null;
    // Other requests keep the primary; their write positions are kept by ReadReplicas.beforeAnswer (an onSend hook).
    if (!READS.has(request.method) || !this.replicas.anyUsable()) return next.handle();
    return defer(() => this.replicas.routeFor(tokenId)).pipe(
      switchMap((route) => {
        if (!route.replica) return next.handle();
        const replica = route.replica.name;
        return this.runOn(route, next).pipe(
          catchError((error: unknown) => {
            if (!route.used || !isReplicaFailure(error)) return throwError(() => error);
            route.ended = true;
            this.replicas.markFailed(replica);
            replicaReadsRetried.labels(replica).inc();
            // The error arrives in the failed attempt's context: the retry gets a route of its own, the primary.
            return this.runOn({ replica: null, used: false, ended: false }, next);
          }),
        );
      }),
    );
  }

  private runOn(route: ReadRoute, next: CallHandler): Observable<unknown> {
    return new Observable<unknown>((subscriber) => readRouteContext.run(route, () => next.handle().subscribe(subscriber))).pipe(
      finalize(() => {
        route.ended = true;
      }),
    );
  }
}
