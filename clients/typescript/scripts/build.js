#!/usr/bin/env node
/**
 * Builds the client: the API's types generated from the repository's openapi.json (openapi-typescript, into
 * src/schema.ts, not committed), then dist/ compiled by tsc.
 *   node scripts/build.js             build
 *   node scripts/build.js --if-stale  build only when dist/ is missing or older than its sources (the test run's set-up)
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const document = path.resolve(root, '../../openapi.json');
const built = path.join(root, 'dist', 'index.js');
const schema = path.join(root, 'src', 'schema.ts');

/** A package's bin script, resolved from here as npm would (hoisted to the repository's node_modules). */
function bin(pkg, name) {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [root] });
  const bins = require(manifest).bin;
  return path.join(path.dirname(manifest), typeof bins === 'string' ? bins : bins[name]);
}

function newestSource() {
  const sources = [document, path.join(root, 'package.json'), path.join(root, 'tsconfig.json'), __filename];
  for (const entry of fs.readdirSync(path.join(root, 'src'), { recursive: true })) {
    const file = path.join(root, 'src', entry);
    if (file !== schema && file.endsWith('.ts') && !file.endsWith('.spec.ts')) sources.push(file);
  }
  return Math.max(...sources.map((file) => fs.statSync(file).mtimeMs));
}

function build() {
  execFileSync(process.execPath, [bin('openapi-typescript', 'openapi-typescript'), document, '--output', schema, '--alphabetize'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
  execFileSync(process.execPath, [bin('typescript', 'tsc'), '-p', path.join(root, 'tsconfig.json')], { cwd: root, stdio: 'inherit' });
}

if (process.argv.includes('--if-stale') && fs.existsSync(built) && fs.statSync(built).mtimeMs >= newestSource()) process.exit(0);
process.stderr.write('Building the TypeScript client (clients/typescript)...\n');
build();
