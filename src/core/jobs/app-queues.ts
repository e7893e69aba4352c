import type { Queue } from 'bullmq';

/**
 * The application's queues in worker roles (opened at start), by name: the schedules and the shutdown reach a queue
 * through this, never the container. QueuesModule provides it from the queues the application lists.
 */
export class AppQueues {
  private readonly byName: ReadonlyMap<string, Queue>;

  constructor(queues: readonly Queue[]) {
    this.byName = new Map(queues.map((queue) => [queue.name, queue]));
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
