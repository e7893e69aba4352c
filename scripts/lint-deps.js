#!/usr/bin/env node
/**
 * `npm run lint:deps`: the module boundaries (docs/architecture.md, "Module boundaries"). Fails on any import rule
 * broken, any cycle of modules, any provider looked up with { strict: false }, and on SQL naming another module's table
 * beyond the known ones or a known one that no longer occurs (that baseline only shrinks).
 *   npm run lint:deps               check
 *   npm run lint:deps -- --shrink   rewrite the table baseline without its stale entries (never adds one)
 */
const fs = require('node:fs');
const path = require('node:path');
const { BASELINES, checkImports, checkTables, report } = require('./boundaries/check');
const { containerLookups } = require('./boundaries/container-lookups');
const { ROOT } = require('./boundaries/cruise');

const SHRINK = 'npm run lint:deps -- --shrink';

function shrink(tables) {
  const tableFile = BASELINES.tables;
  const known = JSON.parse(fs.readFileSync(path.join(ROOT, tableFile), 'utf8'));
  const kept = {};
  for (const [file, names] of Object.entries(known)) {
    const left = names.filter((table) => !tables.removed.includes(`${file}: ${table}`));
    if (left.length) kept[file] = left;
  }
  fs.writeFileSync(path.join(ROOT, tableFile), `${JSON.stringify(kept, null, 2)}\n`);
}

const listed = (title, lines) => (lines.length ? `${title}:\n${lines.map((line) => `  ${line}`).join('\n')}` : '');

function main() {
  const { imports, moduleCycles, cruise } = checkImports();
  const tables = checkTables();
  if (process.argv.includes('--shrink')) {
    shrink(tables);
    process.stderr.write('table baseline shrunk to what still occurs\n');
    return;
  }
  const failures = [
    listed('import rules broken (.dependency-cruiser.cjs)', imports),
    listed('cycles of modules (break them: move shared code down, or let the lower module declare a hook or port)', moduleCycles),
    report('SQL naming tables of other modules', BASELINES.tables, tables, SHRINK),
    listed('providers looked up with { strict: false } (inject them instead)', containerLookups()),
  ].filter(Boolean);
  const { totalCruised } = cruise.summary;
  if (failures.length) {
    process.stderr.write(`${failures.join('\n\n')}\n`);
    process.exit(1);
  }
  process.stderr.write(`module boundaries hold: ${totalCruised} files cruised, no import rule broken, no cycle of modules\n`);
}

main();
