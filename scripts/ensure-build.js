// Builds dist/ when it is missing or older than the sources (D1: `npm start` builds if needed).
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

module.exports = function ensureBuild(entry) {
  const built = path.join(root, 'dist', entry);
  const sources = Math.max(
    newestMtime(path.join(root, 'src')),
    newestMtime(path.join(root, 'migrations')),
    ...['package-lock.json', 'tsconfig.json', 'tsconfig.build.json'].map((f) => fs.statSync(path.join(root, f)).mtimeMs),
  );
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sources) return built;
  const nest = path.join(root, 'node_modules', '.bin', 'nest');
  if (!fs.existsSync(nest)) {
    if (fs.existsSync(built)) return built; // a production image ships dist/ without the build tools
    throw new Error('dist/ is missing and the build tools are not installed: run `npm ci` first');
  }
  process.stderr.write('Building (nest build)...\n');
  execFileSync(nest, ['build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const now = new Date();
  fs.utimesSync(built, now, now);
  return built;
};
