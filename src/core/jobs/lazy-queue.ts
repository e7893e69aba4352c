import type { Queue } from 'bullmq';
import { forceCloseQueue } from './force-close-queue';
import type { ProducerQueue } from './producer-queue';

/**
 * A queue of an API-only process: BullMQ and the queue's Redis connection are loaded by the first job added or read,
 * not at start (most API nodes rarely enqueue; docs/performance.md, "A smaller process (second round)").
 */
export class LazyQueue implements ProducerQueue {
  private queue?: Queue;

  constructor(
    readonly name: string,
    private readonly open: () => Queue,
    /** Whether the shared Redis connection is ready: when not, shutting down does not wait for Redis (QueueShutdown). */
    private readonly redisReady: () => boolean,
  ) {}

  /** The BullMQ queue, opened on the first call. */
  opened(): Queue {
    return (this.queue ??= this.open());
  }

  add: Queue['add'] = (...args) => this.opened().add(...args);
  addBulk: Queue['addBulk'] = (...args) => this.opened().addBulk(...args);
  getJob: Queue['getJob'] = (...args) => this.opened().getJob(...args);

  async beforeApplicationShutdown(): Promise<void> {
    if (this.queue && !this.redisReady()) await forceCloseQueue(this.queue);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue?.close();
  }
}
