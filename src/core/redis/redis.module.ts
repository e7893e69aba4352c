import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { dependencyUp } from '../metrics';
import { logRedisErrors } from './redis-error-log';

export const REDIS_CONNECTION = 'REDIS_CONNECTION';

/** One shared Redis connection for health checks, rate limits and idempotency keys. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS_CONNECTION,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const redis = new Redis(config.redisUrl, { keyPrefix: `${config.redisPrefix}:`, maxRetriesPerRequest: 2, enableAutoPipelining: true, lazyConnect: false });
        logRedisErrors(redis, 'shared');
        // The dependency gauge follows the connection between readiness checks too.
        redis.on('ready', () => dependencyUp.labels('redis').set(1));
        redis.on('close', () => dependencyUp.labels('redis').set(0));
        return redis;
      },
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
