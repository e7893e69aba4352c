import type { Provider } from '@nestjs/common';
import type { ConnectionOptions } from 'bullmq';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import type { RedisClient } from '../redis/redis-connections';
import { QUEUE_CONNECTION, REDIS_CONNECTION } from '../redis/redis.module';
import { closeWithin, gracefulCloseMs } from './bounded-close';
import { disconnectNow } from './force-close-queue';
import { LazyQueue } from './lazy-queue';
import { openQueue } from './open-queue';
import { queueToken } from './queue-token';

/**
 * The provider of an application queue (inject it with `InjectQueue(name)`). Worker roles open it at start and close
 * it when the application shuts down; an API-only process (`lazy`) opens it on its first job (LazyQueue).
 */
export function appQueueProvider(name: string, lazy: boolean): Provider {
  return {
    provide: queueToken(name),
    inject: [APP_CONFIG, QUEUE_CONNECTION, REDIS_CONNECTION],
    useFactory: (config: AppConfig, connection: ConnectionOptions, redis: RedisClient) => {
      if (lazy) return new LazyQueue(name, () => openQueue(name, config, connection), () => redis.status === 'ready');
      const queue = openQueue(name, config, connection);
      return Object.assign(queue, { onApplicationShutdown: () => closeWithin(gracefulCloseMs(config.shutdownTimeoutMs), () => queue.close(), () => disconnectNow(queue)) });
    },
  };
}
