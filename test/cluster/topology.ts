import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { RedisClusterProcesses } from '../support/redis-cluster';
import { StreamingReplicaPair } from '../support/streaming-replica';
import { ReceivedDelivery, verifies, WebhookReceiver } from '../support/webhook-receiver';
import { runCli, waitFor } from '../support/processes';
import { call, failed, Outcome } from './support/http';
import { AppNode } from './support/nodes';
import { freePort, PostgresCluster, RedisServer } from './support/services';

export const DATABASE = 'personnel_cluster';
/** How long a node may take to drain after SIGTERM (the pending drain period, `SHUTDOWN_DRAIN_MS`). */
export const DRAIN_MS = 3000;
export const SHUTDOWN_TIMEOUT_MS = 15_000;

/** The scale-out engines (docs/scaling.md): a streaming replica for reads, a Redis Cluster instead of one Redis. */
export interface ScaleOut {
  replica?: boolean;
  redisCluster?: boolean;
}

/**
 * The whole topology on loopback: a PostgreSQL cluster and a redis-server of the test's own (or, scaled out, a
 * primary with a streaming replica and a 3-master Redis Cluster), two API nodes and two workers (`npm start` from the
 * built dist/), a webhook receiver; one company and its token made with the CLI.
 */
export class Topology {
  readonly root = mkdtempSync(path.join(tmpdir(), 'personnel-cluster-'));
  /** The master key every node and the console are given (encryption at rest). */
  readonly encryptionKeys = `cluster:${randomBytes(32).toString('base64')}`;
  pg?: PostgresCluster;
  redis?: RedisServer;
  replicaPair?: StreamingReplicaPair;
  redisCluster?: RedisClusterProcesses;
  apis: AppNode[] = [];
  workers: AppNode[] = [];
  receiver!: WebhookReceiver;
  token = '';
  companyId = '';
  webhookSecret = '';
  policyId = '';

  /** webhook-ids the receiver answered 200 (a refused attempt does not count as delivered). */
  readonly acknowledged = new Set<string>();
  /** webhook-ids refused once (503) on their first attempt. */
  readonly refusedOnce = new Set<string>();

  /** Every n-th new webhook-id is refused once: it must be retried, and a retry is the only duplicate allowed. */
  refuseFirstAttemptOfEvery(n: number): void {
    let distinct = 0;
    const seen = new Set<string>();
    this.receiver.respond = (d, res) => {
      const id = String(d.headers['webhook-id']);
      if (!seen.has(id)) {
        seen.add(id);
        if (++distinct % n === 0) {
          this.refusedOnce.add(id);
          return void res.writeHead(503).end('try again');
        }
      }
      this.acknowledged.add(id);
      res.writeHead(200).end('ok');
    };
  }

  /** The primary's URL of the test's database. */
  get databaseUrl(): string {
    return this.replicaPair ? this.replicaPair.primary.url(DATABASE) : this.pg!.url(DATABASE);
  }

  async startServices(scaleOut: ScaleOut = {}): Promise<void> {
    const data: Record<string, string> = {};
    if (scaleOut.replica) {
      this.replicaPair = await StreamingReplicaPair.start();
      data.DATABASE_READ_URLS = this.replicaPair.replica.url(DATABASE);
      data.DATABASE_READ_MAX_LAG_MS = '1000';
    } else {
      this.pg = new PostgresCluster(this.root, await freePort());
      this.pg.init();
      this.pg.start();
    }
    if (scaleOut.redisCluster) {
      this.redisCluster = await RedisClusterProcesses.start();
      data.REDIS_CLUSTER_NODES = this.redisCluster.seedNodes;
    } else {
      this.redis = new RedisServer(await freePort());
      await this.redis.start();
      data.REDIS_URL = this.redis.url;
    }
    this.receiver = await new WebhookReceiver().start();
    const common: Record<string, string> = {
      DATABASE_URL: this.databaseUrl,
      ...data,
      HOST: '127.0.0.1',
      TLS_MODE: 'proxy',
      TRUSTED_PROXIES: '127.0.0.1',
      LOG_LEVEL: 'info',
      STORAGE_DIR: path.join(this.root, 'files'),
      LINK_SIGNING_KEY: 'cluster-test-link-signing-key-0123456789',
      // One token makes every request: its bucket must not be what the test measures.
      RATE_LIMIT_PER_SECOND: '100000',
      RATE_LIMIT_BURST: '100000',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      // Every stored export is built by a worker.
      DATA_EXPORT_SYNC_MAX_ROWS: '0',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_TIME_DIVISOR: '1000',
      WEBHOOK_RELAY_POLL_MS: '500',
      WEBHOOK_REQUEUE_AFTER_MS: '3000',
      DATA_EXPORT_REQUEUE_AFTER_MS: '3000',
      WEBHOOK_JOB_LOCK_MS: '3000',
      WEBHOOK_CONCURRENCY: '20',
      // Nodes that do not share DATA_DIR share their master keys (docs/scaling.md), as the console does.
      ENCRYPTION_KEYS: this.encryptionKeys,
    };
    for (const name of ['api-a', 'api-b']) {
      this.apis.push(new AppNode(name, { ...common, PROCESS_ROLE: 'api', PORT: String(await freePort()), DATA_DIR: path.join(this.root, name) }, this.root));
    }
    for (const name of ['worker-a', 'worker-b']) {
      this.workers.push(new AppNode(name, { ...common, PROCESS_ROLE: 'worker', PORT: String(await freePort()), DATA_DIR: path.join(this.root, name) }, this.root));
    }
  }

  /** The company, its token (CLI, against the test's database), its policy and a published webhook of location.created. */
  async makeCompany(): Promise<void> {
    const cli = (...args: string[]) => {
      const result = runCli(args, { DATABASE_URL: this.databaseUrl, LOG_LEVEL: 'silent', ENCRYPTION_KEYS: this.encryptionKeys, ...this.redisEnv() });
      if (result.code !== 0) throw new Error(`cli ${args[0]}: ${result.stderr}`);
      return JSON.parse(result.stdout);
    };
    const made = cli('company:create', '--name', 'Cluster Co', '--owner-email', 'owner@cluster.example', '--owner-first-name', 'Olu', '--owner-last-name', 'Owner');
    this.companyId = made.company.id;
    const scopes = 'public:read,private:read,private:write,webhooks:manage';
    this.token = cli('token:create', '--email', 'owner@cluster.example', '--scopes', scopes, '--name', 'cluster').token;
    const port = this.apis[0].port;
    const policies = await this.ok(call(port, 'GET', '/api/time-away-policies', { token: this.token }), 200);
    this.policyId = policies.body.data[0].id;
    const hook = await this.ok(call(port, 'POST', '/api/webhooks', { token: this.token, body: { url: this.receiver.url, eventTypes: ['location.created'] } }), 201);
    this.webhookSecret = hook.body.secret;
    await this.ok(call(port, 'PATCH', `/api/webhooks/${hook.body.id}`, { token: this.token, body: { status: 'published' } }), 200);
  }

  /** What the console needs of Redis: nothing for its commands here but, like the nodes, the cluster's seed nodes. */
  private redisEnv(): Record<string, string> {
    return this.redisCluster ? { REDIS_CLUSTER_NODES: this.redisCluster.seedNodes } : this.redis ? { REDIS_URL: this.redis.url } : {};
  }

  async ok(pending: Promise<Outcome>, status: number) {
    const o = await pending;
    if (failed(o) || o.status !== status) throw new Error(`expected ${status}, got ${JSON.stringify(o)}`);
    return o;
  }

  /** `n` new locations, spread over both API nodes, `concurrency` at a time. */
  async createLocations(n: number, label: string, concurrency = 16, options: { timeoutMs?: number } = {}): Promise<Outcome[]> {
    const outcomes: Outcome[] = new Array(n);
    let next = 0;
    const lane = async () => {
      while (next < n) {
        const i = next++;
        const api = this.apis.filter((a) => a.running)[i % this.apis.filter((a) => a.running).length];
        outcomes[i] = await call(api.port, 'POST', '/api/locations', {
          token: this.token,
          body: { city: `${label} ${i}`, countryCode: 'GB', timeAwayPolicyId: this.policyId },
          timeoutMs: options.timeoutMs ?? 30_000,
        });
      }
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
    return outcomes;
  }

  async query<T = any>(sql: string, values: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: this.databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /**
   * Waits until every committed location.created event of the company reached the receiver, then checks each
   * delivery: signature valid (svix and standardwebhooks), no unknown webhook-id, copies of one webhook-id identical.
   */
  async everyEventDelivered(timeoutMs: number) {
    const events = await this.query<{ id: string }>(`SELECT id FROM events WHERE company_id = $1 AND type = 'location.created'`, [this.companyId]);
    const ids = new Set(events.map((e) => e.id));
    const started = Date.now();
    await waitFor(() => [...ids].every((id) => this.acknowledged.has(id)), timeoutMs, `all ${ids.size} events to be delivered`).catch((error) => {
      const missing = [...ids].filter((id) => !this.acknowledged.has(id));
      throw new Error(`${error.message}: ${missing.length} missing`);
    });
    const byId = new Map<string, ReceivedDelivery[]>();
    for (const d of this.receiver.received) {
      const id = String(d.headers['webhook-id']);
      byId.set(id, [...(byId.get(id) ?? []), d]);
    }
    const badSignatures = this.receiver.received.filter((d) => !verifies(this.webhookSecret, d)).length;
    const unknown = [...byId.keys()].filter((id) => !ids.has(id));
    const mismatched = [...byId.entries()].filter(([id, copies]) => copies.some((d) => d.body !== copies[0].body || d.json?.id !== id)).length;
    return {
      events: ids.size,
      refusedOnce: this.refusedOnce.size,
      deliveries: this.receiver.received.length,
      duplicates: this.receiver.received.length - byId.size,
      badSignatures,
      unknown,
      mismatched,
      waitedMs: Date.now() - started,
    };
  }

  async stop(): Promise<void> {
    for (const node of [...this.apis, ...this.workers]) await node.kill('SIGKILL');
    await this.redis?.stop();
    await this.redisCluster?.stop();
    this.pg?.stopQuietly();
    this.replicaPair?.remove();
    await this.receiver?.close();
    if (!process.env.CLUSTER_KEEP) rmSync(this.root, { recursive: true, force: true });
    else process.stderr.write(`cluster test files kept in ${this.root}\n`);
  }
}
