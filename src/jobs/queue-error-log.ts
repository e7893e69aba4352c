import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DATA_EXPORTS_QUEUE, HOUSEKEEPING_QUEUE, WEBHOOK_DELIVERY_QUEUE } from './queues';

const LOG_EVERY_MS = 60_000;

/**
 * A queue without an `error` listener prints each Redis connection failure as a raw stack trace on stderr
 * (BullMQ falls back to console.error). Errors go to the structured log instead, one line a minute.
 */
@Injectable()
export class QueueErrorLog {
  private readonly logger = new Logger('Queues');
  private lastLogAt = 0;
  private sinceLog = 0;

  constructor(
    @InjectQueue(HOUSEKEEPING_QUEUE) housekeeping: Queue,
    @InjectQueue(WEBHOOK_DELIVERY_QUEUE) deliveries: Queue,
    @InjectQueue(DATA_EXPORTS_QUEUE) dataExports: Queue,
  ) {
    for (const queue of [housekeeping, deliveries, dataExports]) queue.on('error', (error: Error) => this.record(error));
  }

  private record(error: Error): void {
    this.sinceLog += 1;
    const now = Date.now();
    if (now - this.lastLogAt < LOG_EVERY_MS) return;
    this.logger.warn(`Queue connection failing (${error.message}): ${this.sinceLog} error(s) since the last report`);
    this.lastLogAt = now;
    this.sinceLog = 0;
  }
}
