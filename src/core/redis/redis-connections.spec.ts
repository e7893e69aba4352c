import { Cluster, Redis } from 'ioredis';
import { ConfigError, loadConfig } from '../../config/app-config';
import { bullPrefix, createRedisClient, redisKey } from './redis-connections';

/** REDIS_CLUSTER_NODES: a cluster client and per-queue hash tags when set; today's single Redis and key names when not. */
describe('Redis connections from the configuration', () => {
  const single = loadConfig({ REDIS_PREFIX: 'p' });
  const cluster = loadConfig({ REDIS_PREFIX: 'p', REDIS_CLUSTER_NODES: ' 10.0.0.1:7000, redis-b:7001,[::1]:7002 ' });

  it('reads the seed nodes, and refuses an entry that is not host:port', () => {
    expect(single.redisClusterNodes).toBeUndefined();
    expect(cluster.redisClusterNodes).toEqual([
      { host: '10.0.0.1', port: 7000 },
      { host: 'redis-b', port: 7001 },
      { host: '::1', port: 7002 },
    ]);
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: 'redis-a:7000,redis-b' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: 'redis-a:70000' })).toThrow(/REDIS_CLUSTER_NODES is not valid: "redis-a:70000"/);
  });

  it('names keys alike on both, and hash-tags each BullMQ queue on a cluster only', () => {
    expect(redisKey(single, 'ratelimit:address:1.2.3.4')).toBe('p:ratelimit:address:1.2.3.4');
    expect(redisKey(cluster, 'ratelimit:address:1.2.3.4')).toBe('p:ratelimit:address:1.2.3.4');
    expect(bullPrefix(single, 'housekeeping')).toBe('p:bull');
    expect(bullPrefix(cluster, 'housekeeping')).toBe('{p:bull:housekeeping}');
  });

  it('makes a Cluster client without keyPrefix when nodes are set, else a single-node client', () => {
    const a = createRedisClient(cluster, { maxRetriesPerRequest: null, lazyConnect: true });
    const b = createRedisClient(single, { maxRetriesPerRequest: 2, lazyConnect: true });
    expect(a).toBeInstanceOf(Cluster);
    expect((a as Cluster).options.redisOptions).toEqual(expect.objectContaining({ maxRetriesPerRequest: null }));
    expect((a as Cluster).options.redisOptions?.keyPrefix).toBeFalsy();
    expect(b).toBeInstanceOf(Redis);
    expect((b as Redis).options.keyPrefix).toBeFalsy();
    a.disconnect();
    b.disconnect();
  });
});
