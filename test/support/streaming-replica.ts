import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { freePort, pgCommand, postgresDirectories, runPg } from './local-servers';
import { Client } from 'pg';

/** One server of the pair: its data directory, port and log, started and stopped with pg_ctl. */
export class PgServer {
  readonly dataDir: string;
  readonly logFile: string;

  constructor(dir: string, readonly port: number, private readonly options: string[]) {
    this.dataDir = path.join(dir, 'data');
    this.logFile = path.join(dir, 'server.log');
  }

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  start(): void {
    const options = [`-p ${this.port}`, `-k ${path.dirname(this.dataDir)}`, '-c listen_addresses=127.0.0.1', '-c fsync=off', ...this.options];
    runPg('pg_ctl', ['-D', this.dataDir, '-l', this.logFile, '-o', options.join(' '), '-w', '-t', '60', 'start']);
  }

  /** `-m fast`: open sessions are ended (57P01), as a server stopped by its operator. */
  stop(): void {
    runPg('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
  }

  /** As `stop`, without blocking the event loop: requests keep running while the server goes away. */
  async stopInBackground(): Promise<void> {
    const [command, args] = pgCommand('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
    await promisify(execFile)(command, args, { timeout: 60_000 });
  }

  stopQuietly(): void {
    try {
      this.stop();
    } catch {
      // not running
    }
  }

  /** One statement on a fresh connection (the test's own, never the application's pools). */
  async query<T = Record<string, unknown>>(database: string, sql: string, values: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: this.url(database) });
    await client.connect();
    try {
      return (await client.query(sql, values)).rows as T[];
    } finally {
      await client.end();
    }
  }
}

/**
 * A PostgreSQL primary (`wal_level=replica`) and a hot-standby streaming replica of it (`pg_basebackup -R`), each in
 * its own temporary directory on a free loopback port, run with the machine's PostgreSQL 15 binaries (`PG_BIN`).
 * `remove()` stops both and deletes the directories. Reused by tests of read replicas and of the topology's faults.
 */
export class StreamingReplicaPair {
  private constructor(readonly root: string, readonly primary: PgServer, readonly replica: PgServer) {}

  static async start(): Promise<StreamingReplicaPair> {
    const root = mkdtempSync(path.join(tmpdir(), 'personnel-replica-'));
    const dirs = [path.join(root, 'primary'), path.join(root, 'replica')];
    postgresDirectories(root, dirs);
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    const primary = new PgServer(dirs[0], primaryPort, ['-c wal_level=replica', '-c max_wal_senders=4', '-c max_connections=100']);
    const replica = new PgServer(dirs[1], replicaPort, ['-c hot_standby=on', '-c max_connections=100']);
    const pair = new StreamingReplicaPair(root, primary, replica);
    try {
      runPg('initdb', ['-D', primary.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
      primary.start();
      // initdb's pg_hba.conf lets replication connections in from loopback with the same trust.
      runPg('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replica.dataDir, '-R', '-X', 'stream', '--checkpoint=fast', '--no-sync']);
      replica.start();
      return pair;
    } catch (error) {
      pair.remove();
      throw error;
    }
  }

  /** Stops replay on the replica (WAL keeps arriving, nothing new becomes visible there). */
  async pauseReplay(): Promise<void> {
    await this.replica.query('postgres', 'SELECT pg_wal_replay_pause()');
  }

  async resumeReplay(): Promise<void> {
    await this.replica.query('postgres', 'SELECT pg_wal_replay_resume()');
  }

  /** Waits until the replica has replayed everything the primary has written so far. */
  async caughtUp(timeoutMs = 10_000): Promise<void> {
    const [{ lsn }] = await this.primary.query<{ lsn: string }>('postgres', 'SELECT pg_current_wal_lsn()::text AS lsn');
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [{ behind }] = await this.replica.query<{ behind: boolean }>('postgres', 'SELECT pg_last_wal_replay_lsn() < $1::pg_lsn AS behind', [lsn]);
      if (!behind) return;
      if (Date.now() > deadline) throw new Error('the replica did not catch up');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  remove(): void {
    this.replica.stopQuietly();
    this.primary.stopQuietly();
    rmSync(this.root, { recursive: true, force: true });
  }
}
