import { isIP } from 'node:net';
import * as path from 'node:path';

export type TlsMode = 'auto' | 'proxy';
export type ProcessRole = 'all' | 'api' | 'worker';

export interface RedisNode {
  host: string;
  port: number;
}

export interface AppConfig {
  databaseUrl: string;
  /**
   * Streaming replicas that GET and HEAD requests read from (`DATABASE_READ_URLS`, comma-separated; none by default:
   * every query on the primary). docs/scaling.md, "Read replicas".
   */
  databaseReadUrls: string[];
  /** A replica that lags the primary by more than this is skipped (`DATABASE_READ_MAX_LAG_MS`). */
  databaseReadMaxLagMs: number;
  redisUrl: string;
  /**
   * `REDIS_CLUSTER_NODES`: seed nodes (host:port) of a Redis Cluster to use instead of REDIS_URL (docs/scaling.md,
   * "Redis Cluster"); unset: the single Redis at REDIS_URL.
   */
  redisClusterNodes?: RedisNode[];
  /** Prefix of every Redis key this process writes (queues, rate limits); lets tests share one Redis. */
  redisPrefix: string;
  port: number;
  host: string;
  dataDir: string;
  storageDir: string;
  processRole: ProcessRole;
  tlsMode: TlsMode;
  tlsCertFile?: string;
  tlsKeyFile?: string;
  trustedProxies: string[];
  /** `METRICS_TOKEN`: the bearer token `/metrics` requires; unset: `/metrics` answers scrapers on this host only. */
  metricsToken?: string;
  /** Browser origins allowed by CORS (`CORS_ORIGINS`); none by default. */
  corsOrigins: string[];
  httpRedirectPort?: number;
  /** Worker processes: plain-HTTP port of their health and metrics listener (`WORKER_HEALTH_PORT`); unset: none. */
  workerHealthPort?: number;
  logLevel: string;
  jsonBodyLimitBytes: number;
  shutdownTimeoutMs: number;
  /** A connection that neither sends nor takes a byte for this long is closed (`HTTP_IDLE_TIMEOUT`, seconds; 0: never). */
  httpIdleTimeoutMs: number;
  /** D11 downloads at once per token and per company (`DATA_EXPORT_DOWNLOADS_PER_TOKEN`, `..._PER_COMPANY`); more answer 429. */
  dataExportDownloadsPerToken: number;
  dataExportDownloadsPerCompany: number;
  /** A download whose client takes no byte for this long is aborted (`DATA_EXPORT_STALL_TIMEOUT`, seconds). */
  dataExportStallTimeoutMs: number;
  /** After SIGTERM the HTTP listener keeps serving this long (readiness answers 503 `draining`) before it stops accepting. */
  shutdownDrainMs: number;
  /** Each readiness check (PostgreSQL, Redis) counts as down when it does not answer within this (`HEALTH_CHECK_TIMEOUT_MS`). */
  healthCheckTimeoutMs: number;
  /** A job a request hands to the queue must be accepted within this, or the request answers 503 (`ENQUEUE_TIMEOUT_MS`). */
  enqueueTimeoutMs: number;
  /** How often a worker checks that the repeating jobs are still registered in Redis (`JOB_SCHEDULE_CHECK_MS`). */
  jobScheduleCheckMs: number;
  /** D15 token bucket, per token (or per client address without a valid token): refill rate and size. */
  rateLimitPerSecond: number;
  rateLimitBurst: number;
  /** D14: allow http and private/loopback webhook targets (tests, local development). */
  webhookAllowPrivateTargets: boolean;
  /**
   * `WEBHOOKS_PAUSED`: events and deliveries are recorded, nothing is sent (a restored copy must not call the real
   * subscribers; docs/operations.md, "Restore"); readiness answers `degraded` naming `webhooks`.
   */
  webhooksPaused: boolean;
  /** Delivery attempts and settled deliveries older than this are deleted (days). */
  webhookRetentionDays: number;
  /**
   * The outbox's events are kept this long (`EVENTS_RETENTION_DAYS`, days; 30, or WEBHOOK_RETENTION_DAYS when that is
   * longer; never shorter than it): the change feed serves them, and the daily `events.retention` job deletes older ones.
   */
  eventsRetentionDays: number;
  /** Divides D14's retry schedule (tests only; 1 in production). */
  webhookRetryTimeDivisor: number;
  /** The relay's safety-net poll (it wakes on commit through LISTEN/NOTIFY). */
  webhookRelayPollMs: number;
  /** A delivery handed to the queue is due again after this long if no attempt was recorded (its job was lost). */
  webhookRequeueAfterMs: number;
  /** Delivery jobs in Redis (waiting, active, delayed) above which no more are handed over; the rest wait in PostgreSQL. */
  webhookQueueHighWater: number;
  /** A pending export older than this whose build job Redis lost is queued again (`DATA_EXPORT_REQUEUE_AFTER_MS`). */
  dataExportRequeueAfterMs: number;
  /** Deliveries one worker process sends at once. */
  webhookConcurrency: number;
  /** How soon a delivery job held by a dead worker is taken up again (BullMQ lock and stalled check). */
  webhookJobLockMs: number;
  /** D10: largest accepted upload (`MAX_UPLOAD_BYTES`). */
  maxUploadBytes: number;
  /** Limits on uploads not yet attached to a record, per uploader and per company (docs/decisions-files.md). */
  unattachedUploads: UnattachedUploadLimits;
  storageDriver: 'local' | 's3';
  s3: S3Config;
  /** Key of signed file and export links (D10); when unset, a key generated once and kept in DATA_DIR. */
  linkSigningKey?: string;
  /**
   * Master keys of encryption at rest (`ENCRYPTION_KEYS`: `<keyId>:<base64 32 bytes>`, comma-separated, the first
   * encrypts) or a file of such entries, one a line (`ENCRYPTION_KEYS_FILE`); parsed at start (src/core/crypto).
   * When neither is set: refused in production, else a key generated once and kept in DATA_DIR.
   */
  encryptionKeys?: string;
  encryptionKeysFile?: string;
  /** How long a process keeps sealing under a company's active data key before reading it again (`DATA_KEY_CACHE_MS`). */
  dataKeyCacheMs: number;
  /** Data-key rotation: values re-encrypted per batch (`KEY_ROTATION_BATCH_SIZE`) and the pause between batches (`KEY_ROTATION_PAUSE_MS`). */
  keyRotationBatchSize: number;
  keyRotationPauseMs: number;
  /** How soon a re-encryption step held by a dead worker is taken up again (BullMQ lock and stalled check; `KEY_ROTATION_JOB_LOCK_MS`). */
  keyRotationJobLockMs: number;
  /** The audit trail (docs/security.md): on by default; `AUDIT_ENABLED=false` only to measure its cost. */
  auditEnabled: boolean;
  /** Audit entries older than this are purged, leaving an anchor (`AUDIT_RETENTION_DAYS`, default 400). */
  auditRetentionDays: number;
  /** A sensitive read whose audit entry is not stored within this answers 503 (`AUDIT_WRITE_TIMEOUT_MS`). */
  auditWriteTimeoutMs: number;
  /** How often each process chains audit entries other processes left unchained (`AUDIT_CHAIN_INTERVAL_MS`). */
  auditChainIntervalMs: number;
  /** D11: how long a data export lives (`DATA_EXPORT_TTL`, seconds). */
  dataExportTtlSeconds: number;
  /** D11: a stored export covering more people than this is built by a worker (`DATA_EXPORT_SYNC_MAX_ROWS`; record rows are not counted). */
  dataExportSyncMaxRows: number;
  /** An export's audit entries name up to this many people as subjects; past it, the list is stored once by the export's id (`DATA_EXPORT_AUDIT_SUBJECTS_MAX`). */
  dataExportAuditSubjectsMax: number;
  /** D11: pending exports and stored export bytes (ready, not expired) allowed per maker (person) and per company. */
  dataExportLimits: { pendingPerPerson: number; pendingPerCompany: number; storedBytesPerPerson: number; storedBytesPerCompany: number };
  /** Erasure: people offboarded more than this many days ago are erased by the daily job (`ERASE_OFFBOARDED_AFTER_DAYS`); unset: never. */
  eraseOffboardedAfterDays?: number;
  /** Erasure: the payroll records kept (`ERASURE_RETAINS`, of ERASURE_RETAINABLE); the person row is then pseudonymized (docs/security.md). */
  erasureRetains: ErasureRetainable[];
  /** Erasure: how long `POST /api/people/{id}/erase` waits for the job before answering 202 (`ERASURE_WAIT_MS`). */
  erasureWaitMs: number;
  /** SCIM (docs/decisions-scim.md): a person is listed this many days before their first working day (`SCIM_PREPROVISION_DAYS`). */
  scimPreprovisionDays: number;
  /** SCIM: a leaver stays listed, inactive, this many days after their last working day (`SCIM_DEPROVISIONED_RETENTION_DAYS`). */
  scimDeprovisionedRetentionDays: number;
  /**
   * Entra push targets (docs/decisions-scim.md, "Entra"): the Microsoft identity platform's host their OAuth tokens
   * come from (`ENTRA_LOGIN_URL`, `https://login.microsoftonline.com`; a national cloud's, or a local server in tests).
   * No trailing slash.
   */
  entraLoginUrl: string;
}

/** The records ERASURE_RETAINS may keep: payroll records a company may have to keep after erasing a person. */
export const ERASURE_RETAINABLE = ['compensations', 'bankAccounts'] as const;
export type ErasureRetainable = (typeof ERASURE_RETAINABLE)[number];

export interface UnattachedUploadLimits {
  filesPerUploader: number;
  bytesPerUploader: number;
  filesPerCompany: number;
  bytesPerCompany: number;
}

export interface S3Config {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** `REDIS_CLUSTER_NODES`: comma-separated host:port (an IPv6 host in brackets). */
function parseRedisNodes(raw: string, problems: string[]): RedisNode[] {
  const nodes: RedisNode[] = [];
  for (const entry of raw.split(',').map((e) => e.trim()).filter(Boolean)) {
    const match = /^(\[[0-9a-fA-F:.]+\]|[^\s:/\[\]]+):(\d{1,5})$/.exec(entry);
    const port = match ? Number(match[2]) : 0;
    if (!match || port < 1 || port > 65535) {
      problems.push(`REDIS_CLUSTER_NODES is not valid: "${entry}" is not host:port`);
      continue;
    }
    nodes.push({ host: match[1].replace(/^\[|\]$/g, ''), port });
  }
  return nodes;
}

/** Reads and validates the environment; collects every problem, one line each. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const str = (name: string, fallback: string) => (env[name] ?? '').trim() || fallback;
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name}=${raw} is not valid: expected a whole number from ${min} to ${max}`);
      return fallback;
    }
    return n;
  };
  const oneOf = <T extends string>(name: string, values: readonly T[], fallback: T): T => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    if (!values.includes(raw as T)) {
      problems.push(`${name}=${raw} is not valid: expected one of ${values.join(', ')}`);
      return fallback;
    }
    return raw as T;
  };
  const url = (name: string, fallback: string, protocols: string[]): string => {
    const raw = str(name, fallback);
    try {
      const u = new URL(raw);
      if (!protocols.includes(u.protocol)) throw new Error();
    } catch {
      problems.push(`${name} is not valid: expected a ${protocols.map((p) => p.replace(':', '://')).join(' or ')} URL`);
    }
    return raw;
  };

  const redisClusterNodes = env.REDIS_CLUSTER_NODES?.trim() ? parseRedisNodes(env.REDIS_CLUSTER_NODES, problems) : undefined;
  const dataDir = path.resolve(str('DATA_DIR', './var'));
  const tlsMode = oneOf('TLS_MODE', ['auto', 'proxy'] as const, 'auto');
  const tlsCertFile = env.TLS_CERT_FILE?.trim() || undefined;
  const tlsKeyFile = env.TLS_KEY_FILE?.trim() || undefined;
  if (Boolean(tlsCertFile) !== Boolean(tlsKeyFile)) {
    problems.push('TLS_CERT_FILE and TLS_KEY_FILE must be set together');
  }
  const trustedProxies = str('TRUSTED_PROXIES', '127.0.0.1,::1')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const proxy of trustedProxies) {
    const [address, bits] = proxy.split('/');
    if (!isIP(address) || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
      problems.push(`TRUSTED_PROXIES entry ${proxy} is not valid: expected an IP address or CIDR range`);
    }
  }
  const corsOrigins = str('CORS_ORIGINS', '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const origin of corsOrigins) {
    let valid = false;
    try {
      const u = new URL(origin);
      valid = ['https:', 'http:'].includes(u.protocol) && u.origin === origin;
    } catch {
      valid = false;
    }
    if (!valid) problems.push(`CORS_ORIGINS entry ${origin} is not valid: expected an origin such as https://hr.example.com (no path, no wildcard)`);
  }
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name]?.trim().toLowerCase();
    if (!raw) return fallback;
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    problems.push(`${name}=${raw} is not valid: expected true or false`);
    return fallback;
  };
  const storageDriver = oneOf('STORAGE_DRIVER', ['local', 's3'] as const, 'local');
  if (storageDriver === 's3' && !env.S3_BUCKET?.trim()) problems.push('S3_BUCKET is required when STORAGE_DRIVER=s3');
  const s3Endpoint = env.S3_ENDPOINT?.trim() ? url('S3_ENDPOINT', '', ['https:', 'http:']) : undefined;
  const linkSigningKey = env.LINK_SIGNING_KEY?.trim() || undefined;
  if (linkSigningKey && linkSigningKey.length < 32) problems.push('LINK_SIGNING_KEY is not valid: expected at least 32 characters');
  const metricsToken = env.METRICS_TOKEN?.trim() || undefined;
  if (metricsToken && (metricsToken.length < 32 || /\s/.test(metricsToken))) problems.push('METRICS_TOKEN is not valid: expected at least 32 characters without spaces (openssl rand -hex 24)');
  const encryptionKeys = env.ENCRYPTION_KEYS?.trim() || undefined;
  const encryptionKeysFile = env.ENCRYPTION_KEYS_FILE?.trim() || undefined;
  if (encryptionKeys && encryptionKeysFile) problems.push('ENCRYPTION_KEYS and ENCRYPTION_KEYS_FILE are both set: set one of them');
  if (!encryptionKeys && !encryptionKeysFile && env.NODE_ENV?.trim() === 'production') {
    problems.push('ENCRYPTION_KEYS or ENCRYPTION_KEYS_FILE is required when NODE_ENV=production (a key: <keyId>:$(openssl rand -base64 32))');
  }
  const redirect = env.HTTP_REDIRECT_PORT?.trim() ? int('HTTP_REDIRECT_PORT', 0, 1, 65535) : undefined;
  const workerHealthPort = env.WORKER_HEALTH_PORT?.trim() ? int('WORKER_HEALTH_PORT', 0, 1, 65535) : undefined;

  const databaseReadUrls = str('DATABASE_READ_URLS', '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const [i, readUrl] of databaseReadUrls.entries()) {
    let valid = false;
    try {
      valid = ['postgres:', 'postgresql:'].includes(new URL(readUrl).protocol);
    } catch {
      valid = false;
    }
    if (!valid) problems.push(`DATABASE_READ_URLS entry ${i + 1} is not valid: expected a postgres:// or postgresql:// URL`);
  }

  const maxUploadBytes = int('MAX_UPLOAD_BYTES', 25 * 1024 * 1024, 1024, 1024 * 1024 * 1024);
  const webhookRetentionDays = int('WEBHOOK_RETENTION_DAYS', 30, 1, 3650);
  const eventsRetentionDays = int('EVENTS_RETENTION_DAYS', Math.max(30, webhookRetentionDays), 1, 3650);
  if (eventsRetentionDays < webhookRetentionDays) {
    problems.push(`EVENTS_RETENTION_DAYS=${eventsRetentionDays} is not valid: expected at least WEBHOOK_RETENTION_DAYS (${webhookRetentionDays}): a delivery's event outlives it`);
  }
  const erasureRetains = str('ERASURE_RETAINS', '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const name of erasureRetains) {
    if (!(ERASURE_RETAINABLE as readonly string[]).includes(name)) problems.push(`ERASURE_RETAINS entry ${name} is not valid: expected ${ERASURE_RETAINABLE.join(', ')}`);
  }
  const config: AppConfig = {
    databaseUrl: url('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/personnel', ['postgres:', 'postgresql:']),
    databaseReadUrls,
    databaseReadMaxLagMs: int('DATABASE_READ_MAX_LAG_MS', 1000, 0, 600_000),
    redisUrl: url('REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']),
    redisClusterNodes,
    redisPrefix: str('REDIS_PREFIX', 'personnel'),
    port: int('PORT', 8443, 0, 65535),
    // Loopback unless told otherwise: the image sets HOST=0.0.0.0 (a container's port is published by its engine).
    host: str('HOST', '127.0.0.1'),
    dataDir,
    storageDir: path.resolve(str('STORAGE_DIR', path.join(dataDir, 'files'))),
    processRole: oneOf('PROCESS_ROLE', ['all', 'api', 'worker'] as const, 'all'),
    tlsMode,
    tlsCertFile,
    tlsKeyFile,
    trustedProxies,
    corsOrigins,
    metricsToken,
    httpRedirectPort: redirect,
    workerHealthPort,
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    jsonBodyLimitBytes: int('JSON_BODY_LIMIT_BYTES', 1024 * 1024, 1024, 100 * 1024 * 1024),
    shutdownTimeoutMs: int('SHUTDOWN_TIMEOUT_MS', 25_000, 0, 600_000),
    httpIdleTimeoutMs: int('HTTP_IDLE_TIMEOUT', 120, 0, 86_400) * 1000,
    dataExportDownloadsPerToken: int('DATA_EXPORT_DOWNLOADS_PER_TOKEN', 2, 1, 1000),
    dataExportDownloadsPerCompany: int('DATA_EXPORT_DOWNLOADS_PER_COMPANY', 4, 1, 10_000),
    dataExportStallTimeoutMs: int('DATA_EXPORT_STALL_TIMEOUT', 30, 1, 3600) * 1000,
    shutdownDrainMs: int('SHUTDOWN_DRAIN_MS', 5000, 0, 600_000),
    healthCheckTimeoutMs: int('HEALTH_CHECK_TIMEOUT_MS', 500, 10, 60_000),
    enqueueTimeoutMs: int('ENQUEUE_TIMEOUT_MS', 2000, 10, 60_000),
    jobScheduleCheckMs: int('JOB_SCHEDULE_CHECK_MS', 60_000, 100, 86_400_000),
    rateLimitPerSecond: int('RATE_LIMIT_PER_SECOND', 100, 1, 1_000_000_000),
    rateLimitBurst: int('RATE_LIMIT_BURST', 200, 1, 1_000_000_000),
    webhookAllowPrivateTargets: bool('WEBHOOK_ALLOW_PRIVATE_TARGETS', false),
    webhooksPaused: bool('WEBHOOKS_PAUSED', false),
    webhookRetentionDays,
    eventsRetentionDays,
    webhookRetryTimeDivisor: int('WEBHOOK_RETRY_TIME_DIVISOR', 1, 1, 1_000_000),
    webhookRelayPollMs: int('WEBHOOK_RELAY_POLL_MS', 5000, 20, 600_000),
    webhookRequeueAfterMs: int('WEBHOOK_REQUEUE_AFTER_MS', 60_000, 100, 86_400_000),
    webhookQueueHighWater: int('WEBHOOK_QUEUE_HIGH_WATER', 1000, 10, 1_000_000),
    dataExportRequeueAfterMs: int('DATA_EXPORT_REQUEUE_AFTER_MS', 60_000, 100, 86_400_000),
    webhookConcurrency: int('WEBHOOK_CONCURRENCY', 100, 1, 1000),
    webhookJobLockMs: int('WEBHOOK_JOB_LOCK_MS', 30_000, 1000, 600_000),
    maxUploadBytes,
    unattachedUploads: {
      filesPerUploader: int('UNATTACHED_UPLOADS_PER_USER', 50, 1, 1_000_000),
      bytesPerUploader: int('UNATTACHED_UPLOAD_BYTES_PER_USER', 4 * maxUploadBytes, 1024, Number.MAX_SAFE_INTEGER),
      filesPerCompany: int('UNATTACHED_UPLOADS_PER_COMPANY', 500, 1, 10_000_000),
      bytesPerCompany: int('UNATTACHED_UPLOAD_BYTES_PER_COMPANY', 40 * maxUploadBytes, 1024, Number.MAX_SAFE_INTEGER),
    },
    storageDriver,
    s3: {
      endpoint: s3Endpoint,
      bucket: str('S3_BUCKET', ''),
      region: str('S3_REGION', 'us-east-1'),
      accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || undefined,
      forcePathStyle: bool('S3_FORCE_PATH_STYLE', false),
    },
    linkSigningKey,
    encryptionKeys,
    encryptionKeysFile,
    dataKeyCacheMs: int('DATA_KEY_CACHE_MS', 60_000, 0, 3_600_000),
    keyRotationBatchSize: int('KEY_ROTATION_BATCH_SIZE', 200, 1, 10_000),
    keyRotationPauseMs: int('KEY_ROTATION_PAUSE_MS', 200, 0, 600_000),
    keyRotationJobLockMs: int('KEY_ROTATION_JOB_LOCK_MS', 30_000, 1000, 600_000),
    auditEnabled: bool('AUDIT_ENABLED', true),
    auditRetentionDays: int('AUDIT_RETENTION_DAYS', 400, 1, 36_500),
    auditWriteTimeoutMs: int('AUDIT_WRITE_TIMEOUT_MS', 2000, 10, 60_000),
    auditChainIntervalMs: int('AUDIT_CHAIN_INTERVAL_MS', 1000, 10, 600_000),
    dataExportTtlSeconds: int('DATA_EXPORT_TTL', 3600, 1, 30 * 24 * 3600),
    dataExportSyncMaxRows: int('DATA_EXPORT_SYNC_MAX_ROWS', 2000, 0, 10_000_000),
    dataExportAuditSubjectsMax: int('DATA_EXPORT_AUDIT_SUBJECTS_MAX', 1000, 0, 100_000),
    dataExportLimits: {
      pendingPerPerson: int('DATA_EXPORT_MAX_PENDING_PER_PERSON', 3, 1, 10_000),
      pendingPerCompany: int('DATA_EXPORT_MAX_PENDING_PER_COMPANY', 10, 1, 100_000),
      storedBytesPerPerson: int('DATA_EXPORT_MAX_STORED_BYTES_PER_PERSON', 256 * 1024 * 1024, 1024, 1024 ** 4),
      storedBytesPerCompany: int('DATA_EXPORT_MAX_STORED_BYTES_PER_COMPANY', 1024 * 1024 * 1024, 1024, 1024 ** 4),
    },
    eraseOffboardedAfterDays: env.ERASE_OFFBOARDED_AFTER_DAYS?.trim() ? int('ERASE_OFFBOARDED_AFTER_DAYS', 0, 0, 36_500) : undefined,
    erasureRetains: [...new Set(erasureRetains)] as ErasureRetainable[],
    erasureWaitMs: int('ERASURE_WAIT_MS', 10_000, 0, 600_000),
    scimPreprovisionDays: int('SCIM_PREPROVISION_DAYS', 14, 0, 365),
    scimDeprovisionedRetentionDays: int('SCIM_DEPROVISIONED_RETENTION_DAYS', 90, 0, 3650),
    entraLoginUrl: url('ENTRA_LOGIN_URL', 'https://login.microsoftonline.com', ['https:', 'http:']).replace(/\/+$/, ''),
  };
  if (/^http:/i.test(config.entraLoginUrl) && !config.webhookAllowPrivateTargets) {
    problems.push('ENTRA_LOGIN_URL is not valid: expected an https URL (http only with WEBHOOK_ALLOW_PRIVATE_TARGETS=true)');
  }
  if (problems.length) throw new ConfigError(problems);
  return config;
}
