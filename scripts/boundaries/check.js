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

/** One violation's identity: the rule, the two ends and, for a cycle, its path. */
const violationKey = (violation) =>
  [violation.rule.name, violation.from, violation.to, ...(violation.cycle ?? []).map((step) => step.name ?? step)].join('|');

/**
 * File rules and module cycles, each against its baseline, from one cruise. The file rules' baseline is compared
 * here (not with dependency-cruiser's --ignore-known), so stale entries are found the same way on every version.
 */
function checkImports(root = ROOT) {
  const result = cruise({ cwd: root });
  const current = result.summary.violations.filter((violation) => violation.rule.severity !== 'ignore');
  const knownKeys = new Set(readJson(root, BASELINES.imports).map(violationKey));
  const currentKeys = new Set(current.map(violationKey));
  const imports = {
    added: current.filter((violation) => !knownKeys.has(violationKey(violation))).map(describeViolation),
    removed: readJson(root, BASELINES.imports).filter((violation) => !currentKeys.has(violationKey(violation))).map(describeViolation),
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

module.exports = { BASELINES, checkImports, checkTables, report, describeViolation, violationKey };
