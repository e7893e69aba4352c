import * as path from 'node:path';

// The checks are plain CommonJS so `npm run lint:deps` runs them without a build; the test runs the same code.
/* eslint-disable @typescript-eslint/no-require-imports */
const { BASELINES, checkImports, describeViolation, report } = require('../../scripts/boundaries/check');
const { cruise } = require('../../scripts/boundaries/cruise');
const { cyclicModuleEdges } = require('../../scripts/boundaries/module-cycles');
/* eslint-enable @typescript-eslint/no-require-imports */

type Check = { added: string[]; removed: string[] };
const SHRINK = 'npm run lint:deps -- --shrink';
const FIXTURE = path.join(__dirname, 'fixtures/module-boundaries');

/**
 * Module boundaries (docs/architecture.md, "Module boundaries"): no file cycles, src/core never imports src/modules,
 * a module reaches another only through its public face (src/modules/<name>/index.ts), and no cycle between modules.
 * Today's violations are known (baselines); a new one fails, and a known one that is gone must leave its baseline.
 */
describe('module boundaries of src', () => {
  let imports: Check;
  let moduleCycles: Check;
  let totalCruised: number;

  beforeAll(() => {
    ({ imports, moduleCycles, cruise: { summary: { totalCruised } } } = checkImports());
  });

  it('cruises the whole of src', () => {
    expect(totalCruised).toBeGreaterThan(300);
  });

  it('adds no import that breaks a rule, beyond the known violations', () => {
    expect(report('import rules', BASELINES.imports, { added: imports.added, removed: [] }, SHRINK)).toBe('');
  });

  it('keeps the known import violations to those that still occur (the baseline only shrinks)', () => {
    expect(report('import rules', BASELINES.imports, { added: [], removed: imports.removed }, SHRINK)).toBe('');
  });

  it('adds no import between modules inside a cycle of modules, beyond the known ones', () => {
    expect(report('module cycles', BASELINES.moduleCycles, { added: moduleCycles.added, removed: [] }, SHRINK)).toBe('');
  });

  it('keeps the known module cycle edges to those that still occur (the baseline only shrinks)', () => {
    expect(report('module cycles', BASELINES.moduleCycles, { added: [], removed: moduleCycles.removed }, SHRINK)).toBe('');
  });
});

describe('the module boundary rules, on a codebase breaking each once (test/contract/fixtures/module-boundaries)', () => {
  let result: any;

  beforeAll(() => {
    result = cruise({ cwd: FIXTURE });
  });

  it('report core importing a module, internals reached past the public face, and a file cycle; nothing else', () => {
    expect(result.summary.violations.map(describeViolation).sort()).toEqual([
      'core-not-to-modules: src/core/registry.ts -> src/modules/alpha/index.ts',
      // `alpha-two` is another module, though its name starts with `alpha`.
      'module-through-public-face: src/modules/alpha-two/e.ts -> src/modules/alpha/d.ts',
      'module-through-public-face: src/modules/gamma/z.ts -> src/modules/alpha/d.ts',
      'no-circular: src/modules/gamma/x.ts -> src/modules/gamma/y.ts (cycle: src/modules/gamma/y.ts -> src/modules/gamma/x.ts)',
    ]);
  });

  it('find the cycle between modules that import each other only through their public faces', () => {
    const { cycles, edges } = cyclicModuleEdges(result);
    expect(cycles).toEqual([['alpha', 'beta']]);
    expect(edges).toEqual(['alpha -> beta', 'beta -> alpha']);
  });
});
