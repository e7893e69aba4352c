import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { IdempotencyInterceptor } from './idempotency/idempotency.interceptor';
import { IdempotencyService } from './idempotency/idempotency.service';
import { IdempotencySubscriber } from './idempotency/idempotency.subscriber';
import { RateLimiter } from './rate-limit/rate-limiter';

/** D15 request protection of the HTTP API: rate limits and idempotency keys (needs Redis). */
@Module({
  providers: [RateLimiter, IdempotencyService, IdempotencySubscriber, { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor }],
  exports: [RateLimiter, IdempotencyService],
})
export class ProtectionModule {}
