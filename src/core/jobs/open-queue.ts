import type { ConnectionOptions, Queue } from 'bullmq';
import type { AppConfig } from '../../config/app-config';
import { logRedisErrors } from '../redis/redis-error-log';
import { bullPrefix } from '../redis/redis-connections';
import { loadBullmq } from './bullmq-loader';

/**
 * A BullMQ queue of the application with its prefix (a hash tag of its own on a Redis Cluster). Its Redis connection
 * failures go to the structured log, rate limited: without a listener BullMQ prints each one as a raw stack trace.
 */
export function openQueue(name: string, config: AppConfig, connection: ConnectionOptions): Queue {
  const { Queue } = loadBullmq();
  const queue = new Queue(name, { connection, prefix: bullPrefix(config, name) });
  logRedisErrors(queue, 'queue');
  return queue;
}
