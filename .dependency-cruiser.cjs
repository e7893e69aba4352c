/**
 * Module boundaries (docs/architecture.md, "Module boundaries"), checked by `npm run lint:deps` and by
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
      name: 'module-through-public-face',
      severity: 'error',
      comment:
        "A module reaches another module only through that module's public face, src/modules/<name>/index.ts, never its internals.",
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/(?!$1/)[^/]+/(?!index\\.ts$)' },
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
