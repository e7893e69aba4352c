import { Inject, Injectable } from '@nestjs/common';
import type { RedisClient } from '../../core/redis/redis-connections';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { REDIS_CONNECTION } from '../../core/redis/redis.module';
import { withTimeout } from '../../core/timeout';
import { dependencyUp } from '../../core/metrics';
import { DrainState } from './drain-state';
import { StoragePresence } from './storage-presence';

export type ComponentHealth = { status: 'up' } | { status: 'down'; message: string };
/**
 * `ok`: all up; `degraded`: serving without Redis (D15 fail open), storage lacks files the database names, or
 * webhooks are paused (WEBHOOKS_PAUSED);
 * `error`: PostgreSQL down; `draining`: shutting down.
 */
export type ReadinessStatus = 'ok' | 'degraded' | 'error' | 'draining';

export const WEBHOOKS_PAUSED_MESSAGE = 'WEBHOOKS_PAUSED=true: events and deliveries are recorded, nothing is sent';

export interface Readiness {
  httpStatus: 200 | 503;
  body: {
    status: ReadinessStatus;
    info: Record<string, ComponentHealth>;
    error: Record<string, ComponentHealth>;
    details: Record<string, ComponentHealth>;
  };
}

/**
 * Readiness says whether this node can serve requests. PostgreSQL holds every record: without it nothing can be
 * served (503). Redis backs only rate limits, idempotency markers and queues, and the API serves without it (D15):
 * the node stays ready (200, `degraded`, the failing component under `error`), since a Redis outage hits every node
 * alike and taking them all out of the balancer would turn a partial outage into a total one. Each check answers
 * within HEALTH_CHECK_TIMEOUT_MS (they run at once), and sets `personnel_dependency_up{dependency}`.
 */
@Injectable()
export class ReadinessService {
  constructor(
    private readonly db: DataSource,
    @Inject(REDIS_CONNECTION) private readonly redis: RedisClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly drain: DrainState,
    private readonly storage: StoragePresence,
  ) {}

  /**
   * `needsRedis`: a worker does nothing without Redis (its jobs come from the queues), so there Redis down is an
   * `error` (503), not `degraded`.
   */
  async check(options: { needsRedis?: boolean } = {}): Promise<Readiness> {
    const [database, redis] = await Promise.all([
      this.probe('database', () => this.db.query('SELECT 1'), 'PostgreSQL does not answer'),
      this.probe('redis', () => this.pingRedis(), 'Redis does not answer'),
    ]);
    const details: Record<string, ComponentHealth> = { database, redis };
    // Named only when found wanting: files the database names are not in storage (checked once, at start).
    const storageProblem = this.storage.problem;
    if (storageProblem) details.storage = { status: 'down', message: storageProblem };
    if (this.config.webhooksPaused) details.webhooks = { status: 'down', message: WEBHOOKS_PAUSED_MESSAGE };
    const status: ReadinessStatus = this.drain.draining
      ? 'draining'
      : database.status === 'down' || (redis.status === 'down' && options.needsRedis)
        ? 'error'
        : redis.status === 'down' || storageProblem || this.config.webhooksPaused ? 'degraded' : 'ok';
    const pick = (up: boolean) => Object.fromEntries(Object.entries(details).filter(([, c]) => (c.status === 'up') === up));
    return {
      httpStatus: status === 'ok' || status === 'degraded' ? 200 : 503,
      body: { status, info: pick(true), error: pick(false), details },
    };
  }

  private async pingRedis(): Promise<unknown> {
    // Not connected: commands would wait in the offline queue for the next reconnect; down at once instead.
    if (this.redis.status !== 'ready') throw new Error(`Redis is ${this.redis.status}`);
    return this.redis.ping();
  }

  private async probe(name: string, check: () => Promise<unknown>, message: string): Promise<ComponentHealth> {
    try {
      await withTimeout(check(), this.config.healthCheckTimeoutMs, name);
      dependencyUp.labels(name).set(1);
      return { status: 'up' };
    } catch {
      dependencyUp.labels(name).set(0);
      return { status: 'down', message };
    }
  }
}
