import { ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './local-servers';
import { waitFor } from './processes';

const run = promisify(execFile);

/** How long a master may be unreachable before its replica takes over (`cluster-node-timeout`). */
export const CLUSTER_NODE_TIMEOUT_MS = 1000;

export interface ClusterNodeProcess {
  port: number;
  child?: ChildProcess;
}

/**
 * A Redis Cluster of the test's own on loopback: `masters` masters with one replica each, one `redis-server` per node
 * on a free port, nothing saved (`--save "" --appendonly no`), node configs in a temp dir removed by `stop()`.
 * Also the starter of the topology fault test's cluster (test/cluster).
 */
export class RedisClusterProcesses {
  readonly root = mkdtempSync(path.join(tmpdir(), 'personnel-redis-cluster-'));
  readonly nodes: ClusterNodeProcess[] = [];

  private constructor() {}

  static async start(masters = 3): Promise<RedisClusterProcesses> {
    const cluster = new RedisClusterProcesses();
    try {
      for (let i = 0; i < masters * 2; i++) cluster.nodes.push({ port: await freePort() });
      for (const node of cluster.nodes) cluster.spawn(node);
      for (const node of cluster.nodes) await waitFor(async () => (await cluster.cli(node.port, 'PING').catch(() => '')) === 'PONG', 10_000, `redis-server on ${node.port}`);
      // The first `masters` nodes become masters, the others their replicas (redis-cli assigns them).
      await run('redis-cli', ['--cluster', 'create', ...cluster.nodes.map((n) => `127.0.0.1:${n.port}`), '--cluster-replicas', '1', '--cluster-yes'], { timeout: 30_000 });
      await cluster.waitUntilHealthy();
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  /** `REDIS_CLUSTER_NODES` naming every node. */
  get seedNodes(): string {
    return this.nodes.map((n) => `127.0.0.1:${n.port}`).join(',');
  }

  /** Every running node answers `cluster_state:ok`, and every running replica is in sync with its master. */
  async waitUntilHealthy(timeoutMs = 30_000): Promise<void> {
    await waitFor(async () => {
      for (const node of this.nodes.filter((n) => n.child)) {
        const info = await this.cli(node.port, 'CLUSTER', 'INFO').catch(() => '');
        if (!info.includes('cluster_state:ok')) return false;
        const replication = await this.cli(node.port, 'INFO', 'replication').catch(() => '');
        if (replication.includes('role:slave') && !replication.includes('master_link_status:up')) return false;
      }
      return true;
    }, timeoutMs, 'the Redis Cluster to be ok');
  }

  /** The port of the master that serves `key`'s slot now. */
  async masterOf(key: string): Promise<number> {
    const live = this.nodes.find((n) => n.child)!;
    const slot = Number(await this.cli(live.port, 'CLUSTER', 'KEYSLOT', key));
    for (const node of this.nodes.filter((n) => n.child)) {
      const role = await this.cli(node.port, 'ROLE').catch(() => '');
      if (!role.startsWith('master')) continue;
      const slots = await this.ownSlots(node.port);
      if (slots.some(([from, to]) => slot >= from && slot <= to)) return node.port;
    }
    throw new Error(`no master serves slot ${slot}`);
  }

  /** Kills a node (SIGKILL: no goodbye to the cluster); its replica, if it was a master, takes over after the node timeout. */
  async kill(port: number): Promise<void> {
    const node = this.nodes.find((n) => n.port === port);
    const child = node?.child;
    if (!node || !child) return;
    node.child = undefined;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** Waits until a master other than `formerPort` serves `key`'s slot and the cluster is ok again; answers its port. */
  async waitForFailover(key: string, formerPort: number, timeoutMs = 30_000): Promise<number> {
    let master = formerPort;
    await waitFor(async () => {
      master = await this.masterOf(key).catch(() => formerPort);
      return master !== formerPort;
    }, timeoutMs, `a replica to take over ${key}'s slot`);
    await this.waitUntilHealthy(timeoutMs);
    return master;
  }

  async stop(): Promise<void> {
    await Promise.all(this.nodes.map((n) => this.kill(n.port)));
    rmSync(this.root, { recursive: true, force: true });
  }

  /** One redis-cli command against a node; its reply as text. */
  async cli(port: number, ...args: string[]): Promise<string> {
    const { stdout } = await run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], { timeout: 5000 });
    return stdout.trim();
  }

  private async ownSlots(port: number): Promise<[number, number][]> {
    const nodes = await this.cli(port, 'CLUSTER', 'NODES');
    const me = nodes.split('\n').find((line) => line.includes('myself'));
    if (!me) return [];
    return me
      .split(' ')
      .slice(8)
      .filter((part) => /^\d+(-\d+)?$/.test(part))
      .map((part) => {
        const [from, to] = part.split('-').map(Number);
        return [from, to ?? from] as [number, number];
      });
  }

  private spawn(node: ClusterNodeProcess): void {
    const config = path.join(this.root, `nodes-${node.port}.conf`);
    node.child = spawn(
      'redis-server',
      [
        '--port', String(node.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.root,
        '--cluster-enabled', 'yes', '--cluster-config-file', config, '--cluster-node-timeout', String(CLUSTER_NODE_TIMEOUT_MS),
        // Replicas sync at once (not after the default 5 s wait for more replicas), and a replica always may take over.
        '--repl-diskless-sync-delay', '0', '--cluster-replica-validity-factor', '0',
      ],
      { stdio: 'ignore' },
    );
  }
}
