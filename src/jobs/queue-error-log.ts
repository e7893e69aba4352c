import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { logRedisErrors } from '../core/redis/redis-error-log';
import { DataExportsProcessor } from './data-exports.processor';
import { HousekeepingProcessor } from './housekeeping.processor';
import { DATA_EXPORTS_QUEUE, HOUSEKEEPING_QUEUE, WEBHOOK_DELIVERY_QUEUE } from './queues';

/**
 * Queues and workers report Redis connection failures through the structured log, rate limited
 * (`logRedisErrors`): without a listener BullMQ prints each one as a raw stack trace.
 */
@Injectable()
export class QueueErrorLog implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(HOUSEKEEPING_QUEUE) housekeeping: Queue,
    @InjectQueue(WEBHOOK_DELIVERY_QUEUE) deliveries: Queue,
    @InjectQueue(DATA_EXPORTS_QUEUE) dataExports: Queue,
    private readonly moduleRef: ModuleRef,
  ) {
    for (const queue of [housekeeping, deliveries, dataExports]) logRedisErrors(queue, 'queue');
  }

  /** The @Processor workers exist once the modules are initialised (worker role only). */
  onApplicationBootstrap(): void {
    for (const type of [HousekeepingProcessor, DataExportsProcessor]) {
      let processor: HousekeepingProcessor | DataExportsProcessor | undefined;
      try {
        processor = this.moduleRef.get<HousekeepingProcessor | DataExportsProcessor>(type, { strict: false });
      } catch {
        continue; // API role: no workers here.
      }
      logRedisErrors(processor.worker, 'worker');
    }
  }
}
