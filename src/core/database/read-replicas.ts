import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { databaseReplicaLag } from '../metrics';
import { type RedisClient, redisKey } from '../redis/redis-connections';
import { REDIS_CONNECTION } from '../redis/redis.module';
import { RedisFailOpen } from '../redis/redis-fail-open';
import { poolOf } from './prepared-query';
import { replicaPool } from './replica-pool';
import { ReadRoute, routeTypeOrmReads } from './read-route';
import { lsnFromKey, lsnKey, parseLsn, PrimaryWalHistory } from './replica-lag';

/** How often each replica's replayed position (and the primary's current one) is read. */
export const REPLICA_POLL_MS = 200;
/** A replica's state older than this (its poll failed or hangs) no longer vouches for it: it is skipped. */
const STATE_VALID_MS = 1000;
/** A token's last write position is kept this long beyond the lag bound (docs/scaling.md). */
const WRITE_MEMORY_EXTRA_MS = 5000;
/** Replicas are skipped quickly when they do not answer: the request then reads the primary. */
const REPLICA_CONNECT_TIMEOUT_MS = 2000;
/** A poll that takes longer counts as failed (a server that hangs): its replica's state soon goes stale and is skipped. */
const PROBE_TIMEOUT_MS = 1000;

/** Keeps the highest of the positions written (concurrent writes of one token may finish out of order). */
const KEEP_HIGHEST = `
local current = redis.call('GET', KEYS[1])
if (not current) or current < ARGV[1] then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
else redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 1`;

interface Replica {
  name: string;
  /** Serves the requests' reads. */
  pool: Pool;
  /** One connection of its own for the poll, so a busy request pool never delays the measurement. */
  probe: Pool;
  replayed: bigint | null;
  lagMs: number;
  polledAt: number;
  /** Set by a request that failed on it; cleared by the next poll that reaches it. */
  failed: boolean;
}

/**
 * Streaming read replicas (`DATABASE_READ_URLS`): their pools, a poller of their replayed WAL position and lag, the
 * choice of a replica for a GET request, and each token's last write position in Redis (read-your-writes). Loaded
 * only in API processes and only when replicas are configured (app.module.ts).
 */
@Injectable()
export class ReadReplicas implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ReadReplicas');
  private readonly replicas: Replica[];
  private readonly primaryProbe: Pool;
  private readonly history: PrimaryWalHistory;
  private readonly maxLagMs: number;
  private readonly redisCall: RedisFailOpen;
  private timer?: NodeJS.Timeout;
  private polling = false;
  private next = 0;
  private readonly lastProblem = new Map<string, string>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_CONNECTION) private readonly redis: RedisClient,
    private readonly db: DataSource,
  ) {
    this.maxLagMs = config.databaseReadMaxLagMs;
    this.history = new PrimaryWalHistory(2 * this.maxLagMs + 2000);
    this.redisCall = new RedisFailOpen(redis, 'read_your_writes');
    this.primaryProbe = replicaPool(config.databaseUrl, 1, PROBE_TIMEOUT_MS, PROBE_TIMEOUT_MS);
    this.replicas = config.databaseReadUrls.map((url, i) => ({
      // Named by position: the URL may hold a password.
      name: `replica${i + 1}`,
      pool: replicaPool(url, 20, REPLICA_CONNECT_TIMEOUT_MS),
      probe: replicaPool(url, 1, PROBE_TIMEOUT_MS, PROBE_TIMEOUT_MS),
      replayed: null,
      lagMs: Infinity,
      polledAt: 0,
      failed: false,
    }));
  }

  async onModuleInit(): Promise<void> {
    routeTypeOrmReads(this.db);
    await this.poll();
    this.timer = setInterval(() => void this.poll(), REPLICA_POLL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([this.primaryProbe, ...this.replicas.flatMap((r) => [r.pool, r.probe])].map((p) => p.end().catch(() => undefined)));
  }

  /** One round: the primary's position first, then each replica's replayed one, so a caught-up replica shows lag 0. */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const primary = await this.primaryProbe.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn').catch((error: Error) => {
        this.problem('primary', `the primary's WAL position is unknown (${error.message}): reads stay on the primary`);
        return null;
      });
      if (!primary) return;
      this.recovered('primary');
      this.history.record(Date.now(), parseLsn(primary.rows[0].lsn));
      await Promise.all(this.replicas.map((replica) => this.pollReplica(replica)));
    } finally {
      this.polling = false;
    }
  }

  private async pollReplica(replica: Replica): Promise<void> {
    try {
      // The replay timestamp is only a hint for operators (it grows on an idle primary); the lag is by position.
      const { rows } = await replica.probe.query<{ recovering: boolean; replayed: string | null; paused: boolean; replay_age_ms: number | null }>(
        `SELECT pg_is_in_recovery() AS recovering, pg_last_wal_replay_lsn()::text AS replayed,
                CASE WHEN pg_is_in_recovery() THEN pg_is_wal_replay_paused() ELSE false END AS paused,
                (extract(epoch FROM now() - pg_last_xact_replay_timestamp()) * 1000)::float8 AS replay_age_ms`,
      );
      const [state] = rows;
      if (!state.recovering || state.replayed === null) {
        this.unusable(replica, 'is not a standby (promoted, or not a replica of DATABASE_URL): skipped');
        return;
      }
      const now = Date.now();
      replica.replayed = parseLsn(state.replayed);
      replica.lagMs = this.history.lagMs(replica.replayed, now);
      replica.polledAt = now;
      replica.failed = false;
      databaseReplicaLag.labels(replica.name).set(Number.isFinite(replica.lagMs) ? replica.lagMs / 1000 : -1);
      if (replica.lagMs > this.maxLagMs) {
        const hint = state.replay_age_ms === null ? '' : `, last replayed transaction ${Math.round(state.replay_age_ms)} ms ago`;
        this.problem(replica.name, `lags ${Number.isFinite(replica.lagMs) ? `${Math.round(replica.lagMs)} ms` : 'beyond measure'} (replay ${state.paused ? 'paused' : 'running'}${hint}): skipped`);
      } else {
        this.recovered(replica.name);
      }
    } catch (error) {
      this.unusable(replica, `does not answer (${error instanceof Error ? error.message : String(error)}): skipped`);
    }
  }

  private unusable(replica: Replica, why: string): void {
    replica.lagMs = Infinity;
    databaseReplicaLag.labels(replica.name).set(-1);
    this.problem(replica.name, why);
  }

  /** Logs a replica's problem once when it starts, not on every poll. */
  private problem(name: string, what: string): void {
    const kind = what.split(' ')[0];
    if (this.lastProblem.get(name) === kind) return;
    this.lastProblem.set(name, kind);
    this.logger.warn(`${name} ${what}`);
  }

  private recovered(name: string): void {
    if (this.lastProblem.delete(name)) this.logger.log(`${name} is usable again`);
  }

  private usable(replica: Replica, now: number, writtenAt: bigint | null): boolean {
    if (replica.failed || replica.replayed === null || now - replica.polledAt > STATE_VALID_MS) return false;
    if (replica.lagMs > this.maxLagMs) return false;
    return writtenAt === null || replica.replayed >= writtenAt;
  }

  /** Whether any replica could take a read now; without one, a read runs on the primary with no route to choose. */
  anyUsable(): boolean {
    const now = Date.now();
    return this.replicas.some((r) => this.usable(r, now, null));
  }

  /**
   * The route of a GET request: a usable replica that has replayed the token's last write, else the primary. One
   * Redis read when some replica is usable at all; Redis failing or slow sends the request to the primary.
   */
  async routeFor(tokenId: string | null): Promise<ReadRoute> {
    const primary: ReadRoute = { replica: null, used: false, ended: false };
    if (!this.anyUsable()) return primary;
    let writtenAt: bigint | null = null;
    if (tokenId) {
      const answer = await this.redisCall.run(async (redis) => ({ key: await redis.get(this.writeKey(tokenId)) }));
      if (!answer) return primary;
      writtenAt = answer.key ? lsnFromKey(answer.key) : null;
    }
    const candidates = this.replicas.filter((r) => this.usable(r, Date.now(), writtenAt));
    if (candidates.length === 0) return primary;
    const replica = candidates[this.next++ % candidates.length];
    return { replica: { name: replica.name, pool: replica.pool }, used: false, ended: false };
  }

  /** A request failed on this replica: skipped until a poll reaches it again. */
  markFailed(name: string): void {
    const replica = this.replicas.find((r) => r.name === name);
    if (replica) replica.failed = true;
  }

  /**
   * Fastify onSend hook (create-app.ts), so it also runs for handlers that send their own reply: after any request of
   * a token other than GET and HEAD, answered or failed, its write position is kept before the answer leaves.
   */
  async beforeAnswer(request: { method: string; auth?: { tokenId: string } }): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.auth) await this.recordWrite(request.auth.tokenId);
  }

  /**
   * After a token's write request: the primary's WAL position now, past the write's commit, kept for the token so
   * its reads go to the primary until a replica has replayed that far. Never fails the request.
   */
  async recordWrite(tokenId: string): Promise<void> {
    let lsn: bigint;
    try {
      const { rows } = await poolOf(this.db).query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
      lsn = parseLsn(rows[0].lsn);
    } catch {
      return; // the primary is down: the write failed with it
    }
    await this.redisCall.run((redis) => redis.eval(KEEP_HIGHEST, 1, this.writeKey(tokenId), lsnKey(lsn), String(this.maxLagMs + WRITE_MEMORY_EXTRA_MS)));
  }

  /** The token's last write position; the script above touches this one key only (one slot on a Redis Cluster). */
  private writeKey(tokenId: string): string {
    return redisKey(this.config, `ryw:${tokenId}`);
  }
}
