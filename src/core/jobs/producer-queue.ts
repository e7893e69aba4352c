import type { Queue } from 'bullmq';

/** What producers (API requests, the console) ask of a queue: add jobs and read one back. */
export type ProducerQueue = Pick<Queue, 'name' | 'add' | 'addBulk' | 'getJob'>;
