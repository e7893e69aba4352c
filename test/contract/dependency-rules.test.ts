import * as path from 'node:path';

// The checks are plain CommonJS so `npm run lint:deps` runs them without a build; the test runs the same code.
/* eslint-disable @typescript-eslint/no-require-imports */
const { checkImports, describeViolation, uncoveredFolders } = require('../../scripts/boundaries/check');
const { cruise } = require('../../scripts/boundaries/cruise');
const { cyclicModuleEdges } = require('../../scripts/boundaries/module-cycles');
/* eslint-enable @typescript-eslint/no-require-imports */

const FIXTURE = path.join(__dirname, 'fixtures/module-boundaries');
const LAYERS_FIXTURE = path.join(__dirname, 'fixtures/layers');

/**
 * Module boundaries (docs/architecture.md, "Module boundaries"): no file cycles, src/core never imports src/modules,
 * a module reaches another only through its public face (src/modules/<name>/index.ts), and no cycle between modules.
 * They hold outright: no known violations are kept.
 */
describe('module boundaries of src', () => {
  let imports: string[];
  let moduleCycles: string[];
  let totalCruised: number;
  let cruised: string[];

  beforeAll(() => {
    let modules: { source: string }[];
    ({ imports, moduleCycles, cruise: { modules, summary: { totalCruised } } } = checkImports());
    cruised = modules.map((module) => module.source);
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

  it('cruises the migrations too', () => {
    expect(cruised).toContain('migrations/index.ts');
    expect(cruised).toContain('migrations/1763700000090-holiday-regions.ts');
  });

  it('places every top-level folder of src in a layer rule', () => {
    expect(uncoveredFolders()).toEqual([]);
  });
});

/**
 * Layers (docs/architecture.md, "Layout"), bottom to top: src/config; src/core (the job framework included); src/modules;
 * the composition root (src/*.ts, src/bootstrap). Nothing imports upward, and migrations import nothing from src/.
 */
describe('the layer rules, on a codebase breaking each once (test/contract/fixtures/layers)', () => {
  let result: any;

  beforeAll(() => {
    result = cruise({ cwd: LAYERS_FIXTURE });
  });

  it('report every upward import and a migration importing src/; the imports the layers allow pass', () => {
    expect(result.summary.violations.map(describeViolation).sort()).toEqual([
      'bootstrap-not-to-entry-points: src/bootstrap/signals.ts -> src/main.ts',
      'config-is-lowest: src/config/settings.ts -> src/core/clock.ts',
      'core-not-upward: src/core/boot.ts -> src/bootstrap/create-app.ts',
      // A job framework outside the core, imported by it (the layout before src/core/jobs).
      'core-not-upward: src/core/jobs/purge.ts -> src/jobs/queues.ts',
      'core-not-upward: src/core/openapi.ts -> src/app.module.ts',
      'migrations-not-to-src: migrations/1-first.ts -> src/modules/alpha/index.ts',
      'modules-not-upward: src/modules/alpha/wiring.ts -> src/app.module.ts',
    ]);
  });

  it('fail the check that lint:deps and this test run', () => {
    expect(checkImports(LAYERS_FIXTURE).imports).toHaveLength(7);
  });

  it('report a top-level folder of src that no layer rule places', () => {
    expect(uncoveredFolders(LAYERS_FIXTURE)).toEqual(['jobs']);
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

describe('the rules of data exports, on a codebase breaking each (test/contract/fixtures/export-composition)', () => {
  it('report the planner and its columns importing a module, and any face but files and time-away; the registry, files and time-away pass', () => {
    const result = cruise({ cwd: path.join(__dirname, 'fixtures/export-composition') });
    expect(result.summary.violations.map(describeViolation).sort()).toEqual([
      'data-exports-faces: src/modules/data-exports/columns/person-columns.ts -> src/modules/people/index.ts',
      'data-exports-faces: src/modules/data-exports/data-exports.service.ts -> src/modules/people/index.ts',
      'data-exports-faces: src/modules/data-exports/export-plan.ts -> src/modules/people/index.ts',
      'exports-from-declarations: src/modules/data-exports/columns/person-columns.ts -> src/modules/people/index.ts',
      'exports-from-declarations: src/modules/data-exports/export-plan.ts -> src/modules/people/index.ts',
    ]);
  });
});
