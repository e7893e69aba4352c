/**
 * The module-boundary checks (docs/architecture.md, "Module boundaries"), each holding outright: every violation is
 * listed as one readable line, none is allowed.
 */
const fs = require('node:fs');
const path = require('node:path');
const { cruise, ROOT } = require('./cruise');
const { cyclicModuleEdges } = require('./module-cycles');
const { crossModuleReferences } = require('./table-references');

/** A dependency-cruiser violation as one line. */
function describeViolation(violation) {
  const via = violation.cycle ? ` (cycle: ${violation.cycle.map((step) => step.name ?? step).join(' -> ')})` : '';
  return `${violation.rule.name}: ${violation.from} -> ${violation.to}${via}`;
}

/**
 * The import rules of .dependency-cruiser.cjs (file cycles, the core importing a module, a module's internals reached
 * from another) and the cycles of modules, from one cruise: each violation as one line, none allowed.
 */
function checkImports(root = ROOT) {
  const result = cruise({ cwd: root });
  const imports = result.summary.violations.filter((violation) => violation.rule.severity !== 'ignore').map(describeViolation);
  const { cycles } = cyclicModuleEdges(result);
  return { imports, moduleCycles: cycles.map((cycle) => cycle.join(' -> ')), cruise: result };
}

/**
 * Top-level folders of src that no layer rule of .dependency-cruiser.cjs constrains (a rule whose `from` takes in the
 * folder's files; the file-cycle rule, which takes in all of src, does not count): a new folder gets its place in the
 * layers before it holds code.
 */
function uncoveredFolders(root = ROOT) {
  const { forbidden } = require(path.join(ROOT, '.dependency-cruiser.cjs'));
  const layerRules = forbidden.filter((rule) => rule.from?.path && !rule.to?.circular).map((rule) => new RegExp(rule.from.path));
  return fs
    .readdirSync(path.join(root, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((folder) => !layerRules.some((from) => from.test(`src/${folder}/file.ts`) || from.test(`src/${folder}/sub/file.ts`)))
    .sort();
}

/** SQL naming a table another module owns, as "file: table" lines. */
function checkTables(root = ROOT) {
  return Object.entries(crossModuleReferences(root)).flatMap(([file, tables]) => tables.map((table) => `${file}: ${table}`)).sort();
}

module.exports = { checkImports, checkTables, describeViolation, uncoveredFolders };
