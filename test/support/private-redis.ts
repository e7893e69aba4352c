import { ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { waitFor } from './processes';

import { freePort } from './local-servers';

export { freePort };

/**
 * A `redis-server` of the test's own on a free loopback port, to stop, restart (empty) or flush without touching
 * the shared Redis other tests use.
 */
export class PrivateRedis {
  private child?: ChildProcess;

  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.restart();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it again (empty: nothing is saved). */
  async restart(): Promise<void> {
    if (this.child) throw new Error('the private Redis is running');
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    this.child = child;
    await waitFor(async () => (await this.ping()) === 'PONG', 10_000, 'the private redis-server to answer');
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** Runs one command on a short-lived connection of its own. */
  async command(name: string, ...args: string[]): Promise<unknown> {
    const client = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return await client.call(name, ...args);
    } finally {
      client.disconnect();
    }
  }

  private ping(): Promise<unknown> {
    return this.command('PING').catch(() => null);
  }
}
