/**
 * Providers are injected, never fished out of the Nest container: `moduleRef.get(X, { strict: false })` (or
 * `app.get(X, { strict: false })`) finds X in any module, so it hides which module a provider comes from and lets a
 * module reach one it does not import. Modules export what others use and import what they need (a queue token, a
 * provider of a module the caller imports, `app.select(Module).get(X, { strict: true })` at the application's edge).
 */
const fs = require('node:fs');
const path = require('node:path');
const { ROOT } = require('./cruise');

const NON_STRICT = /\bstrict\s*:\s*false\b/;

/** `file:line` of each non-strict container lookup in the TypeScript sources under `dir` (unit specs left out). */
function containerLookups(dir = path.join(ROOT, 'src')) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.spec.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    fs.readFileSync(file, 'utf8').split('\n').forEach((line, index) => {
      if (NON_STRICT.test(line)) found.push(`${path.relative(ROOT, file)}:${index + 1}`);
    });
  }
  return found.sort();
}

module.exports = { containerLookups, NON_STRICT };
