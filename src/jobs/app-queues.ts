import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { InjectQueue } from './queue-token';
import { DATA_EXPORTS_QUEUE, HOUSEKEEPING_QUEUE, KEY_ROTATION_QUEUE, WEBHOOK_DELIVERY_QUEUE } from './queues';

/** The application's queues in worker roles (opened at start), injected by name: the schedules and the shutdown reach a queue through this, never the container. */
@Injectable()
export class AppQueues {
  private readonly byName: ReadonlyMap<string, Queue>;

  constructor(
    @InjectQueue(HOUSEKEEPING_QUEUE) housekeeping: Queue,
    @InjectQueue(WEBHOOK_DELIVERY_QUEUE) deliveries: Queue,
    @InjectQueue(DATA_EXPORTS_QUEUE) dataExports: Queue,
    @InjectQueue(KEY_ROTATION_QUEUE) keyRotation: Queue,
  ) {
    this.byName = new Map([housekeeping, deliveries, dataExports, keyRotation].map((queue) => [queue.name, queue]));
  }

  all(): Queue[] {
    return [...this.byName.values()];
  }

  /** The queue of that name; a job declared on a queue nobody registered fails here, at start. */
  get(name: string): Queue {
    const queue = this.byName.get(name);
    if (!queue) throw new Error(`no queue named ${name} is registered`);
    return queue;
  }
}
