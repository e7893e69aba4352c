/**
 * The module-boundary checks (docs/architecture.md, "Module boundaries") against their known-violation baselines.
 * Each returns `{ added, removed }` as readable lines: `added` are new violations (never allowed), `removed` are
 * baseline entries that no longer occur (the baseline must shrink to match, so it never hides a future regression).
 */
const fs = require('node:fs');
const path = require('node:path');
const { cruise, ROOT } = require('./cruise');
const { cyclicModuleEdges } = require('./module-cycles');
const { crossModuleReferences, compareWithBaseline } = require('./table-references');

const BASELINES = {
  imports: '.dependency-cruiser-known-violations.json',
  moduleCycles: '.module-cycles-known-violations.json',
  tables: '.table-references-known-violations.json',
};

const readJson = (root, file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

/** A dependency-cruiser violation as one line. */
function describeViolation(violation) {
  const via = violation.cycle ? ` (cycle: ${violation.cycle.map((step) => step.name ?? step).join(' -> ')})` : '';
  return `${violation.rule.name}: ${violation.from} -> ${violation.to}${via}`;
}

/** File rules (dependency-cruiser, with its baseline) and module cycles (with theirs), from one cruise. */
function checkImports(root = ROOT) {
  const result = cruise({ cwd: root, knownViolations: BASELINES.imports });
  const fresh = result.summary.violations.filter((violation) => violation.rule.severity !== 'ignore');
  const imports = {
    added: fresh.map(describeViolation),
    removed: result.summary.baselineStale
      ? [`${result.summary.baselineStale} known violation(s) no longer occur`]
      : [],
  };
  const found = cyclicModuleEdges(result).edges;
  const known = readJson(root, BASELINES.moduleCycles);
  const moduleCycles = { added: found.filter((edge) => !known.includes(edge)), removed: known.filter((edge) => !found.includes(edge)) };
  return { imports, moduleCycles, cruise: result };
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
