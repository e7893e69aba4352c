/**
 * Runs dependency-cruiser's CLI (an ES module, so run as a process rather than imported into jest's CommonJS runtime)
 * over `src` with .dependency-cruiser.cjs and returns its JSON result. Known violations are ignored when the
 * baseline file is given; the result's `summary` then counts new ones as errors and stale baseline entries.
 */
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const CLI = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

function cruise({ cwd = ROOT, config = path.join(ROOT, '.dependency-cruiser.cjs'), knownViolations } = {}) {
  const args = [CLI, 'src', '--config', config, '--output-type', 'json', '--progress', 'none'];
  if (knownViolations) args.push('--ignore-known', knownViolations);
  const run = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (run.error) throw run.error;
  try {
    return JSON.parse(run.stdout);
  } catch {
    throw new Error(`dependency-cruiser failed (exit ${run.status}): ${run.stderr || run.stdout}`);
  }
}

module.exports = { cruise, ROOT };
