import { CallHandler, ExecutionContext, Injectable, NestInterceptor, Optional } from '@nestjs/common';
import { defer, Observable, of, switchMap } from 'rxjs';
import { AuthenticatedRequest } from '../auth/request-auth';
import { idempotencyContext } from './idempotency-context';
import { readIdempotencyKey, readsOwnBody } from './idempotency-key';
import { IdempotencyService, IdempotentRequest } from './idempotency.service';


/**
 * Runs after the guard (so the token and its scopes are checked on replays too) and before the body pipe:
 * a keyed write either replays the stored response or executes with its claim in the request context.
 * Keys on public routes (no token) are ignored: keys are scoped per token. A multipart body is fingerprinted by its
 * handler once read (IdempotencyService.runWithBody), so the same key with another file is refused, not replayed.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  /** Optional: worker and console contexts load the write routes but not ProtectionModule (global where loaded). */
  constructor(@Optional() private readonly service?: IdempotencyService) {}

  private get idempotency(): IdempotencyService {
    if (!this.service) throw new Error('Idempotency-Key needs ProtectionModule (the API role)');
    return this.service;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest & IdempotentRequest>();
    // Nest calls intercept when it subscribes (a throw here is the Observable's error): no defer of our own.
    const key = readIdempotencyKey(request);
    if (key === null || !request.auth) return next.handle();
    if (readsOwnBody(request)) {
      // The body is streamed by the handler: it fingerprints the parts and calls IdempotencyService.runWithBody.
      request.idempotencyDeferredKey = key;
      return next.handle();
    }
    return defer(() => this.idempotency.begin(request, request.auth!, key)).pipe(
      switchMap((outcome) => {
        if ('replay' in outcome) {
          request.idempotentReplay = outcome.replay;
          return of(undefined);
        }
        request.idempotencyClaim = outcome.claim;
        return new Observable<unknown>((subscriber) => idempotencyContext.run(outcome.claim, () => next.handle().subscribe(subscriber)));
      }),
    );
  }
}
