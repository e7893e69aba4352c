// Builds dist/ when it is missing or older than the sources (D1: `npm start` builds if needed).
// In the production image's layout (dist/, node_modules without dev tools, no src/) it runs dist/ as shipped.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const SOURCE_DIRS = ['src', 'migrations'];
const SOURCE_FILES = ['package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];

/** The newest source under `dir`; unit specs (`*.spec.ts`) are not built (tsconfig.build.json), so they do not count. */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

module.exports = function ensureBuild(entry) {
  const built = path.join(root, 'dist', entry);
  const nest = path.join(root, 'node_modules', '.bin', 'nest');
  const canBuild = fs.existsSync(nest) && fs.existsSync(path.join(root, 'src'));
  if (!canBuild) {
    if (fs.existsSync(built)) return built; // a production image ships dist/ without the sources or build tools
    throw new Error('dist/ is missing and the build tools are not installed: run `npm ci` first');
  }
  const sources = Math.max(
    ...SOURCE_DIRS.filter((d) => fs.existsSync(path.join(root, d))).map((d) => newestMtime(path.join(root, d))),
    ...SOURCE_FILES.filter((f) => fs.existsSync(path.join(root, f))).map((f) => fs.statSync(path.join(root, f)).mtimeMs),
  );
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sources) return built;
  process.stderr.write('Building (nest build)...\n');
  execFileSync(nest, ['build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  // An incremental build re-emits only what changed: every entry point is as new as the sources now.
  const now = new Date();
  for (const entryPoint of new Set([entry, 'src/main.js', 'src/cli.js'])) {
    const file = path.join(root, 'dist', entryPoint);
    if (fs.existsSync(file)) fs.utimesSync(file, now, now);
  }
  return built;
};
