#!/usr/bin/env node
/**
 * `npm run lint:deps`: the module boundaries (docs/architecture.md, "Module boundaries"). Fails on any violation not
 * in the known-violation baselines, and on baseline entries that no longer occur (baselines only shrink).
 *   npm run lint:deps               check
 *   npm run lint:deps -- --shrink   rewrite the baselines without their stale entries (never adds one)
 */
const fs = require('node:fs');
const path = require('node:path');
const { BASELINES, checkImports, checkTables, report, violationKey } = require('./boundaries/check');
const { containerLookups } = require('./boundaries/container-lookups');
const { ROOT } = require('./boundaries/cruise');

const SHRINK = 'npm run lint:deps -- --shrink';

function shrink(cruise, moduleCycles, tables) {
  const write = (file, value) => fs.writeFileSync(path.join(ROOT, file), `${JSON.stringify(value, null, 2)}\n`);
  const current = new Set(cruise.summary.violations.map(violationKey));
  const knownImports = JSON.parse(fs.readFileSync(path.join(ROOT, BASELINES.imports), 'utf8'));
  write(BASELINES.imports, knownImports.filter((violation) => current.has(violationKey(violation))));
  const cycleFile = BASELINES.moduleCycles;
  const edges = JSON.parse(fs.readFileSync(path.join(ROOT, cycleFile), 'utf8'));
  write(cycleFile, edges.filter((edge) => !moduleCycles.removed.includes(edge)));
  const tableFile = BASELINES.tables;
  const known = JSON.parse(fs.readFileSync(path.join(ROOT, tableFile), 'utf8'));
  const kept = {};
  for (const [file, names] of Object.entries(known)) {
    const left = names.filter((table) => !tables.removed.includes(`${file}: ${table}`));
    if (left.length) kept[file] = left;
  }
  write(tableFile, kept);
}

function main() {
  const { imports, moduleCycles, cruise } = checkImports();
  const tables = checkTables();
  if (process.argv.includes('--shrink')) {
    shrink(cruise, moduleCycles, tables);
    process.stderr.write('baselines shrunk to what still occurs\n');
    return;
  }
  const failures = [
    report('import rules (.dependency-cruiser.cjs)', BASELINES.imports, imports, SHRINK),
    report('module cycles', BASELINES.moduleCycles, moduleCycles, SHRINK),
    report('SQL naming tables of other modules', BASELINES.tables, tables, SHRINK),
  ].filter(Boolean);
  const lookups = containerLookups();
  if (lookups.length) failures.push(`providers looked up with { strict: false } (inject them instead):\n${lookups.map((at) => `  ${at}`).join('\n')}`);
  const { totalCruised } = cruise.summary;
  const known = cruise.summary.violations.length;
  if (failures.length) {
    process.stderr.write(`${failures.join('\n\n')}\n`);
    process.exit(1);
  }
  process.stderr.write(`module boundaries hold: ${totalCruised} files cruised, ${known} known import violations, no new ones\n`);
}

main();
