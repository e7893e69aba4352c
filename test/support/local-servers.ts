import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import * as path from 'node:path';

/** Helpers of the tests that start servers of their own (a PostgreSQL pair, a Redis cluster, the topology). */

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** A port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A PostgreSQL binary's command line, as the `postgres` OS user when we are root (initdb and postgres refuse root). */
export function pgCommand(binary: string, args: string[]): [string, string[]] {
  const full = path.join(PG_BIN, binary);
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', full, ...args]] : [full, args];
}

/** Runs a PostgreSQL binary to its end; its output. */
export function runPg(binary: string, args: string[], timeoutMs = 60_000): string {
  const [command, commandArgs] = pgCommand(binary, args);
  return execFileSync(command, commandArgs, { encoding: 'utf8', timeout: timeoutMs, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Makes data directories under `root` that PostgreSQL (run as `postgres` when we are root) can own. */
export function postgresDirectories(root: string, dirs: string[]): void {
  for (const dir of dirs) mkdirSync(dir, { mode: 0o700 });
  if (process.getuid?.() !== 0) return;
  chmodSync(root, 0o711); // the postgres user passes through the test's directory to its own
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  for (const dir of dirs) chownSync(dir, uid, gid);
}
