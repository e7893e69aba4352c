import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ROOT } from './processes';

/** The shell block of docs/operations.md marked `<!-- ops-test: <name> -->`, as the guide prints it. */
export function guideBlock(name: string): string {
  const guide = readFileSync(path.join(ROOT, 'docs', 'operations.md'), 'utf8');
  const found = new RegExp(`<!-- ops-test: ${name} -->\\n\`\`\`sh\\n([\\s\\S]*?)\\n\`\`\``).exec(guide);
  if (!found) throw new Error(`docs/operations.md has no block marked ops-test: ${name}`);
  return found[1];
}

/** Runs a block of the guide with bash (stopping at the first failing command) and the given variables. */
export function runGuideBlock(name: string, env: Record<string, string>): { code: number | null; output: string } {
  // No start-up files (BASH_ENV may name one that `set -u` trips on): the block alone, as an operator pastes it.
  const result = spawnSync('bash', ['--norc', '--noprofile', '-euo', 'pipefail', '-c', guideBlock(name)], {
    env: { ...process.env, BASH_ENV: '', ENV: '', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}
