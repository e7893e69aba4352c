/**
 * The module-boundary checks (docs/architecture.md, "Module boundaries"). The import rules and the cycles of modules
 * hold outright: `checkImports` lists every violation. Table references are still compared with their known-violation
 * baseline: `{ added, removed }` as readable lines, `added` new violations (never allowed), `removed` baseline entries
 * that no longer occur (the baseline must shrink to match, so it never hides a future regression).
 */
const fs = require('node:fs');
const path = require('node:path');
const { cruise, ROOT } = require('./cruise');
const { cyclicModuleEdges } = require('./module-cycles');
const { crossModuleReferences, compareWithBaseline } = require('./table-references');

const BASELINES = {
  tables: '.table-references-known-violations.json',
};

const readJson = (root, file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

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

/** Cross-module table references in SQL against their baseline. */
function checkTables(root = ROOT) {
  return compareWithBaseline(crossModuleReferences(root), readJson(root, BASELINES.tables));
}

/** A failure message for one check, or '' when it holds. */
function report(name, baseline, { added, removed }, shrink) {
  const lines = [];
  if (added.length) lines.push(`${name}: ${added.length} new violation(s), not allowed:`, ...added.map((line) => `  ${line}`));
  if (removed.length) {
    lines.push(`${name}: gone from the code but still in ${baseline}; shrink it (${shrink}):`, ...removed.map((line) => `  ${line}`));
  }
  return lines.join('\n');
}

module.exports = { BASELINES, checkImports, checkTables, report, describeViolation };
