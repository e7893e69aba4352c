#!/usr/bin/env node
/**
 * `npm run fuzz`: the property-based fuzz suite (test/e2e/fuzz/fuzz.test.ts) with many runs.
 *
 *   npm run fuzz                          10,000 runs, the fixed seed
 *   npm run fuzz -- --runs 50000 --seed 7
 *
 * Prints runs, requests, the count of 5xx answers (must be 0), answers by status and the duration; exits
 * non-zero when any property failed. Needs PostgreSQL and Redis as `npm test` does.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const runs = Number(option('runs', '10000'));
const seed = Number(option('seed', '20261125'));
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  process.stderr.write('usage: npm run fuzz -- [--runs N] [--seed N]\n');
  process.exit(2);
}
const report = path.join(os.tmpdir(), `personnel-fuzz-${process.pid}.json`);
const started = Date.now();
const result = spawnSync(
  process.execPath,
  [require.resolve('jest/bin/jest'), 'test/e2e/fuzz/fuzz.test.ts', '--runInBand'],
  {
    cwd: path.resolve(__dirname, '..'),
    stdio: 'inherit',
    env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed), FUZZ_REPORT: report, FUZZ_TIMEOUT_MS: String(Math.max(600_000, runs * 200)) },
  },
);
if (fs.existsSync(report)) {
  const figures = JSON.parse(fs.readFileSync(report, 'utf8'));
  fs.unlinkSync(report);
  process.stdout.write(`${JSON.stringify({ ...figures, wallSeconds: (Date.now() - started) / 1000 }, null, 2)}\n`);
}
process.exit(result.status ?? 1);
