import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** One registry per process: default Node metrics plus request durations by route. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

/**
 * The duration histogram's series of each method, route pattern and status, looked up once each: prom-client's
 * `labels()` checks and copies the labels on every call (it ran on every request).
 */
export class RequestDurations {
  private readonly series = new Map<string, { observe(seconds: number): void }>();

  of(method: string, route: string, status: number): { observe(seconds: number): void } {
    const key = `${method} ${status} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = httpDuration.labels(method, route, String(status));
      this.series.set(key, series);
    }
    return series;
  }
}

/** Requests served without a Redis answer (D15 fail open): the rate limit or the idempotency marker was skipped. */
export const redisUnavailable = new Counter({
  name: 'redis_unavailable_total',
  help: 'Requests that went on without Redis (rate limit not applied, or idempotency marker skipped), by feature',
  labelNames: ['feature'],
  registers: [metricsRegistry],
});

/** Whether a dependency answered its last readiness check (1) or not (0): PostgreSQL (`database`) and Redis. */
export const dependencyUp = new Gauge({
  name: 'personnel_dependency_up',
  help: 'Whether the dependency answered its last check (1) or not (0)',
  labelNames: ['dependency'],
  registers: [metricsRegistry],
});

/** Each read replica's lag behind the primary by WAL position (seconds); -1 while it is unreachable or not measurable. */
export const databaseReplicaLag = new Gauge({
  name: 'personnel_database_replica_lag_seconds',
  help: 'Lag of each read replica behind the primary, by WAL position (-1: unreachable or beyond measure)',
  labelNames: ['replica'],
  registers: [metricsRegistry],
});

/** GET requests that failed on a replica (down, going away, a recovery conflict) and were answered from the primary. */
export const replicaReadsRetried = new Counter({
  name: 'personnel_replica_reads_retried_total',
  help: 'GET requests retried on the primary after failing on a read replica, by replica',
  labelNames: ['replica'],
  registers: [metricsRegistry],
});
