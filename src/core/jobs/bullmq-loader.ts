import type * as Bullmq from 'bullmq';
import { lazyModule } from '../lazy-module';

/** BullMQ, loaded where a queue is first opened or a worker made: an API-only process may never load it. */
export const loadBullmq = lazyModule(() => require('bullmq') as typeof Bullmq);
