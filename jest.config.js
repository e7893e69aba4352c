/**
 * Every test under test/ talks to real PostgreSQL and Redis; each test file gets its own database cloned from a migrated
 * template. Unit specs (`*.spec.ts`) sit beside the pure code they test, under src/ and test/support/.
 */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts',
    // The TypeScript client (an npm workspace): its unit specs, and its tests against the running server.
    '<rootDir>/clients/typescript/src/**/*.spec.ts', '<rootDir>/clients/typescript/test/**/*.test.ts',
  ],
  // The client's tests import it by name, as its users do: its build (dist/, made by the global set-up), with or
  // without the workspace's link in node_modules.
  moduleNameMapper: { '^@personnel/client$': '<rootDir>/clients/typescript/dist/index.js' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.spec.json' }],
    // ESM-only dependencies that Node 20 loads with require(esm) but Jest's CJS runtime cannot.
    '^.+/node_modules/(content-disposition)/.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, isolatedModules: true } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // Records the SQL each test file's application issues; the global teardown checks it (test/sql-snapshots/issued/).
  setupFiles: ['<rootDir>/test/support/sql-recording/record-statements.ts'],
  reporters: ['default', '<rootDir>/test/support/sql-recording/run-outcome-reporter.js'],
  maxWorkers: process.env.JEST_MAX_WORKERS ?? 3,
  // A worker keeps what each test file's application leaves in its heap (about 4 GB by the end of a run, and slower
  // with every file as its collector works through it): past this it is replaced before its next file.
  workerIdleMemoryLimit: process.env.JEST_WORKER_MEMORY_LIMIT ?? '1GB',
  testTimeout: 30000,
  verbose: false,
};
