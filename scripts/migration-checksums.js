#!/usr/bin/env node
/**
 * Records the SHA-256 of every migration in migrations/checksums.json. A landed migration is never edited: the
 * schema change goes in a new one. Run this only to add the checksum of a new migration (`--add`).
 * A landed file rewritten to do exactly what it did is re-pinned by hand in migrations/re-pinned.json (docs/architecture.md).
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const dir = path.join(__dirname, '..', 'migrations');
const file = path.join(dir, 'checksums.json');

function migrationFiles() {
  return fs.readdirSync(dir).filter((name) => /^\d+-.+\.ts$/.test(name)).sort();
}

function checksum(name) {
  return createHash('sha256').update(fs.readFileSync(path.join(dir, name))).digest('hex');
}

const recorded = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
const next = { ...recorded };
for (const name of migrationFiles()) {
  if (!(name in next)) next[name] = checksum(name);
}
fs.writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
for (const name of Object.keys(next)) if (!(name in recorded)) process.stdout.write(`added ${name}\n`);
