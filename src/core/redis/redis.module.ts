import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type { ConnectionOptions } from 'bullmq';
import { Cluster } from 'ioredis';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { dependencyUp } from '../metrics';
import { logRedisErrors } from './redis-error-log';
import { closeRedisClient, createRedisClient, queueBullConnection, type RedisClient, releaseBullConnection } from './redis-connections';

export const REDIS_CONNECTION = 'REDIS_CONNECTION';
/** The `connection` of the application's BullMQ queues (`queueBullConnection`): on a cluster one client they share, closed here. */
export const QUEUE_CONNECTION = 'QUEUE_CONNECTION';

/** One shared Redis connection for health checks, rate limits and idempotency keys; keys are prefixed with `redisKey`. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS_CONNECTION,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const redis = createRedisClient(config, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
        logRedisErrors(redis, 'shared');
        // The dependency gauge follows the connection between readiness checks too.
        redis.on('ready', () => dependencyUp.labels('redis').set(1));
        redis.on('close', () => dependencyUp.labels('redis').set(0));
        return redis;
      },
    },
    {
      provide: QUEUE_CONNECTION,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const connection = queueBullConnection(config);
        if (connection instanceof Cluster) logRedisErrors(connection, 'queue');
        return connection;
      },
    },
  ],
  exports: [REDIS_CONNECTION, QUEUE_CONNECTION],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(
    @Inject(REDIS_CONNECTION) private readonly redis: RedisClient,
    @Inject(QUEUE_CONNECTION) private readonly queueConnection: ConnectionOptions,
  ) {}

  async onApplicationShutdown() {
    await Promise.all([closeRedisClient(this.redis), releaseBullConnection(this.queueConnection)]);
  }
}
