/**
 * The module-boundary checks (docs/architecture.md, "Module boundaries"), each holding outright: every violation is
 * listed as one readable line, none is allowed.
 */
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

/** SQL naming a table another module owns, as "file: table" lines. */
function checkTables(root = ROOT) {
  return Object.entries(crossModuleReferences(root)).flatMap(([file, tables]) => tables.map((table) => `${file}: ${table}`)).sort();
}

module.exports = { checkImports, checkTables, describeViolation };
