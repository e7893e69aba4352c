import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';

export const REDIS_CONNECTION = 'REDIS_CONNECTION';

/** One shared Redis connection for health checks, rate limits and idempotency keys. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS_CONNECTION,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new Redis(config.redisUrl, { keyPrefix: `${config.redisPrefix}:`, maxRetriesPerRequest: 2, enableAutoPipelining: true, lazyConnect: false }),
    },
  ],
  exports: [REDIS_CONNECTION],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CONNECTION) private readonly redis: Redis) {}
  async onApplicationShutdown() {
    // quit() would wait for a connection that may never come (Redis down): then just stop reconnecting.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => undefined);
    else this.redis.disconnect();
  }
}
