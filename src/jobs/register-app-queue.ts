import { BullModule } from '@nestjs/bullmq';
import type { DynamicModule } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { bullPrefix } from '../core/redis/redis-connections';

/** Registers a queue of the application with its BullMQ prefix (a hash tag of its own on a Redis Cluster). */
export function registerAppQueue(name: string): DynamicModule {
  return BullModule.registerQueueAsync({ name, inject: [APP_CONFIG], useFactory: (config: AppConfig) => ({ prefix: bullPrefix(config, name) }) });
}
