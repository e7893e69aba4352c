import * as path from 'node:path';

// The checks are plain CommonJS so `npm run lint:deps` runs them without a build; the test runs the same code.
/* eslint-disable @typescript-eslint/no-require-imports */
const { checkImports, describeViolation } = require('../../scripts/boundaries/check');
const { cruise } = require('../../scripts/boundaries/cruise');
const { cyclicModuleEdges } = require('../../scripts/boundaries/module-cycles');
/* eslint-enable @typescript-eslint/no-require-imports */

const FIXTURE = path.join(__dirname, 'fixtures/module-boundaries');

/**
 * Module boundaries (docs/architecture.md, "Module boundaries"): no file cycles, src/core never imports src/modules,
 * a module reaches another only through its public face (src/modules/<name>/index.ts), and no cycle between modules.
 * They hold outright: no known violations are kept.
 */
describe('module boundaries of src', () => {
  let imports: string[];
  let moduleCycles: string[];
  let totalCruised: number;

  beforeAll(() => {
    ({ imports, moduleCycles, cruise: { summary: { totalCruised } } } = checkImports());
  });

  it('cruises the whole of src', () => {
    expect(totalCruised).toBeGreaterThan(300);
  });

  it('has no import that breaks a rule: no file cycle, no core importing a module, no module internals reached from another', () => {
    expect(imports).toEqual([]);
  });

  it('has no cycle of modules', () => {
    expect(moduleCycles).toEqual([]);
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

  it('fail the check that lint:deps and this test run: every broken rule and the cycle of modules are reported', () => {
    const { imports, moduleCycles } = checkImports(FIXTURE);
    expect(imports).toHaveLength(4);
    expect(moduleCycles).toEqual(['alpha -> beta']);
  });

  it('find the cycle between modules that import each other only through their public faces', () => {
    const { cycles, edges } = cyclicModuleEdges(result);
    expect(cycles).toEqual([['alpha', 'beta']]);
    expect(edges).toEqual(['alpha -> beta', 'beta -> alpha']);
  });
});
