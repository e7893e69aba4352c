import { Global, Module } from '@nestjs/common';
import { IdempotencyService } from './idempotency/idempotency.service';
import { RateLimiter } from './rate-limit/rate-limiter';

/**
 * D15 request protection of the HTTP API: rate limits and idempotency keys (needs Redis). The idempotency
 * interceptor is attached to the write routes by crudController(). Global, so the routes that take an Idempotency-Key
 * inject the service (optionally: worker and console contexts load those routes without this module).
 */
@Global()
@Module({
  providers: [RateLimiter, IdempotencyService],
  exports: [RateLimiter, IdempotencyService],
})
export class ProtectionModule {}
