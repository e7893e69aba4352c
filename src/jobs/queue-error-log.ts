import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { logRedisErrors } from '../core/redis/redis-error-log';
import { DATA_EXPORTS_QUEUE, HOUSEKEEPING_QUEUE, KEY_ROTATION_QUEUE, WEBHOOK_DELIVERY_QUEUE } from './queues';

/**
 * Queues report Redis connection failures through the structured log, rate limited (`logRedisErrors`): without a
 * listener BullMQ prints each one as a raw stack trace. Workers are given theirs where they are made (QueueWorkers).
 */
@Injectable()
export class QueueErrorLog {
  constructor(
    @InjectQueue(HOUSEKEEPING_QUEUE) housekeeping: Queue,
    @InjectQueue(WEBHOOK_DELIVERY_QUEUE) deliveries: Queue,
    @InjectQueue(DATA_EXPORTS_QUEUE) dataExports: Queue,
    @InjectQueue(KEY_ROTATION_QUEUE) keyRotation: Queue,
  ) {
    for (const queue of [housekeeping, deliveries, dataExports, keyRotation]) logRedisErrors(queue, 'queue');
  }
}
