import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import * as path from 'node:path';
import { freePort, pgCommand, postgresDirectories, runPg } from '../../support/local-servers';
import { waitFor } from '../../support/processes';

export { freePort };

/**
 * A PostgreSQL cluster of the test's own (initdb into a temporary directory, loopback, `fsync=off`), so it can be
 * stopped and started again without touching the machine's server.
 */
export class PostgresCluster {
  readonly dataDir: string;
  readonly logFile: string;

  constructor(readonly root: string, readonly port: number) {
    const dir = path.join(root, 'pg');
    postgresDirectories(root, [dir]);
    this.dataDir = path.join(dir, 'data');
    this.logFile = path.join(dir, 'server.log');
  }

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  init(): void {
    runPg('initdb', ['-D', this.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  }

  start(): void {
    const options = [`-p ${this.port}`, `-k ${path.dirname(this.dataDir)}`, '-c listen_addresses=127.0.0.1', '-c fsync=off', '-c max_connections=200'];
    runPg('pg_ctl', ['-D', this.dataDir, '-l', this.logFile, '-o', options.join(' '), '-w', '-t', '60', 'start']);
  }

  /** `-m fast`: open sessions are ended (57P01), as a primary restarted by its operator. */
  stop(): void {
    runPg('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
  }

  stopQuietly(): void {
    try {
      this.stop();
    } catch {
      // already stopped
    }
  }
}

/** A redis-server of the test's own: no persistence, so a restart starts empty. */
export class RedisServer {
  private child?: ChildProcess;
  private exited?: Promise<void>;

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(this.port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    this.child = child;
    this.exited = new Promise((resolve) => child.on('exit', () => resolve()));
    await waitFor(() => this.ping(), 20_000, 'redis-server to answer');
  }

  private ping(): boolean {
    try {
      return execFileSync('redis-cli', ['-h', '127.0.0.1', '-p', String(this.port), 'ping'], { encoding: 'utf8', timeout: 2000, stdio: ['ignore', 'pipe', 'ignore'] }).trim() === 'PONG';
    } catch {
      return false;
    }
  }

  async stop(): Promise<void> {
    if (!this.child || this.child.exitCode !== null) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }
}
