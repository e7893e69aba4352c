#!/usr/bin/env node
/**
 * `npm run lint:deps`: the layers and module boundaries (docs/architecture.md, "Layout", "Module boundaries"). Fails on
 * any import rule broken, any folder of src in no layer rule, any cycle of modules, any provider looked up with
 * { strict: false }, and on SQL naming another module's table.
 */
const { checkImports, checkTables, uncoveredFolders } = require('./boundaries/check');
const { containerLookups } = require('./boundaries/container-lookups');

const listed = (title, lines) => (lines.length ? `${title}:\n${lines.map((line) => `  ${line}`).join('\n')}` : '');

function main() {
  const { imports, moduleCycles, cruise } = checkImports();
  const tables = checkTables();
  const failures = [
    listed('import rules broken (.dependency-cruiser.cjs)', imports),
    listed('cycles of modules (break them: move shared code down, or let the lower module declare a hook or port)', moduleCycles),
    listed('folders of src in no layer rule (give each its place in .dependency-cruiser.cjs)', uncoveredFolders().map((folder) => `src/${folder}/`)),
    listed("SQL naming another module's tables (use the owning module's exported SQL piece or service)", tables),
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
