import { CanActivate, ExecutionContext, Injectable, Optional } from '@nestjs/common';
import { AuthenticatedRequest } from '../auth/request-auth';
import { readIdempotencyKey, readsOwnBody } from './idempotency-key';
import { IdempotencyService, IdempotentRequest } from './idempotency.service';


/**
 * The Idempotency-Key of a resource's write (D15), decided where IdempotencyInterceptor decides it (after the token
 * guard, so replays are checked against the token and its scopes too; before the body pipe) without putting every
 * write through Nest's Observable chain: a keyed write's claim or replay is left on the request, and the handler
 * runs the write with it (`runKeyed`). Keys on public routes (no token) are ignored: keys are scoped per token.
 */
@Injectable()
export class IdempotencyGuard implements CanActivate {
  /** Optional: worker and console contexts load the write routes but not ProtectionModule (global where loaded). */
  constructor(@Optional() private readonly service?: IdempotencyService) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest & IdempotentRequest>();
    const key = readIdempotencyKey(request);
    if (key === null || !request.auth) return true;
    if (readsOwnBody(request)) {
      request.idempotencyDeferredKey = key;
      return true;
    }
    if (!this.service) throw new Error('Idempotency-Key needs ProtectionModule (the API role)');
    return this.service.begin(request, request.auth, key).then((outcome) => {
      if ('replay' in outcome) request.idempotentReplay = outcome.replay;
      else request.idempotencyClaim = outcome.claim;
      return true;
    });
  }
}
