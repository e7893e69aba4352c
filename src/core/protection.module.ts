import { Module } from '@nestjs/common';
import { IdempotencyService } from './idempotency/idempotency.service';
import { RateLimiter } from './rate-limit/rate-limiter';

/**
 * D15 request protection of the HTTP API: rate limits and idempotency keys (needs Redis). The idempotency
 * interceptor is attached to the write routes by crudController().
 */
@Module({
  providers: [RateLimiter, IdempotencyService],
  exports: [RateLimiter, IdempotencyService],
})
export class ProtectionModule {}
