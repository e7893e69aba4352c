/**
 * Runs dependency-cruiser's CLI (an ES module, so run as a process rather than imported into jest's CommonJS runtime)
 * over `src` and `migrations` (those of them that exist) with .dependency-cruiser.cjs and returns its JSON result,
 * every violation included (check.js lists them).
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const PACKAGE = path.join(ROOT, 'node_modules/dependency-cruiser');
/** The CLI as the installed version names it in its package.json (the file name differs between majors). */
const CLI = path.join(PACKAGE, JSON.parse(fs.readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')).bin['dependency-cruiser']);

function cruise({ cwd = ROOT, config = path.join(ROOT, '.dependency-cruiser.cjs') } = {}) {
  const folders = ['src', 'migrations'].filter((folder) => fs.existsSync(path.join(cwd, folder)));
  const args = [CLI, ...folders, '--config', config, '--output-type', 'json', '--progress', 'none'];
  const run = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (run.error) throw run.error;
  try {
    return JSON.parse(run.stdout);
  } catch {
    throw new Error(`dependency-cruiser failed (exit ${run.status}): ${run.stderr || run.stdout}`);
  }
}

module.exports = { cruise, ROOT };
