// The Node.js versions Personnel runs on are package.json's `engines.node`: a start (`npm start`, the console, the
// image's `node dist/src/main.js`) on another one stops with one line instead of running untested (docs/decisions.md).
// Plain JavaScript without dependencies, so it runs before anything is built or loaded.
const fs = require('node:fs');
const path = require('node:path');

const parse = (text) => text.replace(/^v/, '').split('.').map((part) => Number(part));

function compare(a, b) {
  for (let i = 0; i < 3; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

/** One comparator of the range grammar engines uses here: `^x.y.z`, `>=x.y.z`, `x` (a whole major line). */
function meets(version, comparator) {
  const match = /^(\^|>=)?\s*(\d+(?:\.\d+){0,2})$/.exec(comparator.trim());
  if (!match) throw new Error(`engines.node: cannot read "${comparator}"`);
  const [, operator, bound] = match;
  const target = parse(bound);
  if (operator === '>=') return compare(version, target) >= 0;
  // `^x.y.z` and a bare `x`: the same major, at least that version.
  return version[0] === target[0] && compare(version, target) >= 0;
}

/** Whether `version` (e.g. `24.21.0`) is in `range` (`^22.22.3 || ^24.15.0 || >=26`). */
function satisfies(version, range) {
  const parsed = parse(version);
  return range.split('||').some((alternative) => alternative.trim().split(/\s+/).every((comparator) => meets(parsed, comparator)));
}

function enginesRange() {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')).engines.node;
}

/** Stops the process (exit 1, one line on stderr) on a Node outside engines. */
function assertSupportedNode(version = process.versions.node) {
  const range = enginesRange();
  if (satisfies(version, range)) return;
  process.stderr.write(`unsupported Node.js ${version}: Personnel runs on Node.js ${range} (package.json engines); use Node.js 24 (active LTS)\n`);
  process.exit(1);
}

module.exports = { satisfies, assertSupportedNode, enginesRange };
