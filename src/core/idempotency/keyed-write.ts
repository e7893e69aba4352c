import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { idempotencyContext } from './idempotency-context';
import { IdempotentRequest } from './idempotency.service';

/** The request, for `runKeyed` (a custom parameter: the body pipe does not see it). */
export const KeyedRequest = createParamDecorator((_data: unknown, ctx: ExecutionContext): IdempotentRequest => ctx.switchToHttp().getRequest());

/**
 * A write under the claim IdempotencyGuard left on the request: a replay runs nothing (the stored response is sent
 * in its place), a claimed key runs the write with its claim in context (its key row commits with the write), a write
 * without a key just runs.
 */
export function runKeyed<T>(request: IdempotentRequest, write: () => Promise<T>): Promise<T | undefined> {
  if (request.idempotentReplay) return Promise.resolve(undefined);
  const claim = request.idempotencyClaim;
  return claim ? idempotencyContext.run(claim, write) : write();
}
