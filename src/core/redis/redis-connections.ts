import type { ConnectionOptions } from 'bullmq';
import { Cluster, ClusterOptions, Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config';

/** A connection to the single Redis at REDIS_URL, or to the Redis Cluster of REDIS_CLUSTER_NODES. */
export type RedisClient = Redis | Cluster;

/** What a Redis user asks of its connection; the rest (which Redis, credentials, TLS) comes from the configuration. */
export interface RedisClientOptions {
  /** `null`: a command waits for the connection however long it takes (BullMQ requires it of workers). */
  maxRetriesPerRequest: number | null;
  enableAutoPipelining?: boolean;
  lazyConnect?: boolean;
}

/**
 * The one place Redis connections are made from the configuration (REDIS_URL, or REDIS_CLUSTER_NODES when set), so
 * every Redis user gets a single-node or a cluster client alike. No connection carries an ioredis `keyPrefix` (BullMQ
 * refuses it, and on a cluster the slot must be computed on the whole key): users prefix their keys themselves,
 * with `redisKey`, and BullMQ with `bullPrefix`.
 */
export function createRedisClient(config: AppConfig, options: RedisClientOptions): RedisClient {
  const nodes = config.redisClusterNodes;
  if (!nodes) return new Redis(config.redisUrl, { ...options, lazyConnect: options.lazyConnect ?? false });
  const { maxRetriesPerRequest, enableAutoPipelining, lazyConnect } = options;
  const clusterOptions: ClusterOptions = {
    lazyConnect: lazyConnect ?? false,
    enableAutoPipelining,
    // Commands to a slot whose master failed are retried while a replica takes over (then MOVED to it).
    retryDelayOnFailover: 200,
    retryDelayOnClusterDown: 200,
    redisOptions: { ...credentials(config.redisUrl), maxRetriesPerRequest },
  };
  return new Cluster(nodes, clusterOptions);
}

/** Whether the configuration names a Redis Cluster (REDIS_CLUSTER_NODES). */
export function usesRedisCluster(config: AppConfig): boolean {
  return config.redisClusterNodes !== undefined;
}

/** A key of this deployment (REDIS_PREFIX), the same name on a single Redis and on a cluster. */
export function redisKey(config: AppConfig, key: string): string {
  return `${config.redisPrefix}:${key}`;
}

/**
 * BullMQ's `prefix` of a queue. Single Redis: `<REDIS_PREFIX>:bull` (keys `personnel:bull:<queue>:...`). Cluster: a
 * hash tag per queue, `{<REDIS_PREFIX>:bull:<queue>}`, so all keys of one queue (which its Lua scripts touch
 * together) hash to one slot, while different queues spread over the masters.
 */
export function bullPrefix(config: AppConfig, queue: string): string {
  return usesRedisCluster(config) ? `{${config.redisPrefix}:bull:${queue}}` : `${config.redisPrefix}:bull`;
}

/**
 * The `connection` of BullMQ queues (producers). Single Redis: options, each queue opening (and closing) its own
 * connection as BullMQ does. Cluster: a Cluster client the queues given it share; BullMQ never closes a client it is
 * given, so its owner does, with `releaseBullConnection`. Commands wait for the connection however long
 * (`maxRetriesPerRequest: null`): callers bound them (enqueueWithin).
 */
export function queueBullConnection(config: AppConfig): ConnectionOptions {
  return usesRedisCluster(config) ? (createRedisClient(config, { maxRetriesPerRequest: null }) as Cluster) : singleNodeOptions(config.redisUrl);
}

/** Closes what `queueBullConnection` opened (a cluster client), once the queues using it are closed. */
export async function releaseBullConnection(connection: ConnectionOptions): Promise<void> {
  if (connection instanceof Cluster) await closeRedisClient(connection);
}

/** quit() would wait for a connection that may never come (Redis down): then just stop reconnecting. */
export async function closeRedisClient(client: RedisClient): Promise<void> {
  if (client.status === 'ready') await client.quit().catch(() => undefined);
  else client.disconnect();
}

/** The `connection` of a BullMQ worker or QueueEvents, and how to end what was opened from it once that is closed. */
export interface BlockingBullConnection {
  connection: ConnectionOptions;
  /** After the worker's (or QueueEvents') close: ends the cluster clients BullMQ made from `connection`, if any are left. */
  release(): Promise<void>;
}

/**
 * The `connection` of a BullMQ worker or QueueEvents, retrying forever (`maxRetriesPerRequest: null`, as BullMQ
 * requires of workers). Single Redis: options, as BullMQ documents them; BullMQ opens and closes its connections.
 * Cluster: a Cluster client (lazy: it connects when BullMQ first uses it) that BullMQ uses as the worker's main
 * connection and duplicates for its blocking one. BullMQ closes neither a client it is given nor, reliably, a
 * duplicate its cluster recovery connected again after close, so `release()` ends them all for good.
 */
export function blockingBullConnection(config: AppConfig, extra: { enableAutoPipelining?: boolean } = {}): BlockingBullConnection {
  if (!usesRedisCluster(config)) return { connection: { ...singleNodeOptions(config.redisUrl), ...extra }, release: async () => undefined };
  const clients: Cluster[] = [];
  let released = false;
  const own = (client: Cluster): Cluster => {
    clients.push(client);
    // BullMQ removes its error listener when it closes: a client left must not report on stderr.
    client.on('error', () => undefined);
    // Once released, a client stays closed whatever asks it to connect again.
    client.connect = () => (released ? Promise.resolve() : Cluster.prototype.connect.call(client));
    const duplicate = client.duplicate.bind(client);
    client.duplicate = (...args: Parameters<Cluster['duplicate']>) => own(duplicate(...args));
    return client;
  };
  const connection = own(createRedisClient(config, { maxRetriesPerRequest: null, lazyConnect: true, ...extra }) as Cluster);
  const release = async () => {
    released = true;
    await Promise.all(clients.map((client) => (client.status === 'end' || client.status === 'wait' ? client.disconnect() : closeRedisClient(client))));
  };
  return { connection, release };
}

/** Options of a connection to the single Redis at `redisUrl` for BullMQ, which takes host and port apart, not a URL. */
function singleNodeOptions(redisUrl: string) {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    ...credentials(redisUrl),
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    maxRetriesPerRequest: null,
  };
}

/** REDIS_URL's user, password and TLS (`rediss:`); with REDIS_CLUSTER_NODES they apply to every node. */
function credentials(redisUrl: string): { username?: string; password?: string; tls?: object } {
  const url = new URL(redisUrl);
  return {
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    tls: url.protocol === 'rediss:' ? {} : undefined,
  };
}
