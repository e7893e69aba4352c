/**
 * Layers and module boundaries (docs/architecture.md, "Layout" and "Module boundaries"), checked by `npm run lint:deps` and by
 * test/contract/dependency-rules.test.ts: every violation fails. Cycles between whole modules (folders under
 * src/modules) are checked by scripts/boundaries/module-cycles.js from this cruise's output, as dependency-cruiser sees
 * file cycles only.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A file must not import itself through other files: cycles make load order matter and modules inseparable.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'core-not-to-modules',
      severity: 'error',
      comment: 'The generic core (src/core) must not know any resource module; modules build on the core, not the other way round.',
      from: { path: '^src/core/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'config-is-lowest',
      severity: 'error',
      comment: 'The configuration (src/config) is the lowest layer: it reads the environment and imports nothing else of src.',
      from: { path: '^src/config/' },
      to: { path: '^src/(?!config/)' },
    },
    {
      name: 'core-not-upward',
      severity: 'error',
      comment:
        'The core (src/core, the job framework included) builds only on itself and src/config: never on the composition root (src/*.ts, src/bootstrap) or any folder above it.',
      from: { path: '^src/core/' },
      to: { path: '^src/(?!core/|config/|modules/)' },
    },
    {
      name: 'modules-not-upward',
      severity: 'error',
      comment: 'Modules build on the core and src/config, never on the composition root (src/*.ts, src/bootstrap) that assembles them.',
      from: { path: '^src/modules/' },
      to: { path: '^src/(?!modules/|core/|config/)' },
    },
    {
      name: 'bootstrap-not-to-entry-points',
      severity: 'error',
      comment: 'src/bootstrap builds the application for the processes (src/main.ts, src/cli.ts); they use it, not the other way round.',
      from: { path: '^src/bootstrap/' },
      to: { path: '^src/(main|cli)\\.ts$' },
    },
    {
      name: 'migrations-not-to-src',
      severity: 'error',
      comment:
        'A migration runs the code it held when it landed: it imports nothing from src/, whose code changes after it (its checksum would not pin what it does).',
      from: { path: '^migrations/' },
      to: { path: '^src/' },
    },
    {
      name: 'module-through-public-face',
      severity: 'error',
      comment:
        "A module reaches another module only through that module's public face, src/modules/<name>/index.ts, never its internals.",
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/(?!$1/)[^/]+/(?!index\\.ts$)' },
    },
    {
      name: 'exports-from-declarations',
      severity: 'error',
      comment:
        "Data exports are built from the served resources' export declarations (ResourceRegistry): the planner, its catalogue, filters, stream and columns (export-*.ts, columns/) import no other module.",
      from: { path: '^src/modules/data-exports/(export-[^/]+|columns/[^/]+)$' },
      to: { path: '^src/modules/(?!data-exports/)' },
    },
    {
      name: 'data-exports-faces',
      severity: 'error',
      comment:
        'Besides the registry, data exports use two module faces: files (download headers, the person\'s files in subject access) and time-away (balances in subject access).',
      from: { path: '^src/modules/data-exports/' },
      to: { path: '^src/modules/(?!data-exports/|files/|time-away/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(spec|test)\\.ts$' },
    // Type-only imports are structural dependencies too: they count for cycles and boundaries.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.json'],
    },
    moduleSystems: ['cjs', 'es6'],
    cache: false,
  },
};
