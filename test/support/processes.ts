import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import * as path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run cli -- ...` the way an operator does (through scripts/cli.js, built if needed). */
export function runCli(args: string[], env: Record<string, string>): RunResult {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'cli.js'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Starts `npm start` (scripts/start.js) and collects its output. */
export function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.js')], { cwd: ROOT, env: { ...process.env, ...env } });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/** Polls until the check holds; on timeout the error carries `detail()` (e.g. a process's output so far). */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 60_000,
  what = 'condition',
  detail?: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}${detail ? `; so far:\n${detail().slice(-4000)}` : ''}`);
}
