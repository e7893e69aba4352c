/**
 * The unit specs alone (`npm run test:unit`): pure rules, no PostgreSQL, Redis or build, so no global set-up. Each
 * `*.spec.ts` sits beside the code it tests (src/, test/support/); test/unit/ keeps the checks of files at the project's
 * root (package.json, the lock file, the Dockerfile, docker-compose.yml). `npm test` runs them too, with everything else.
 */
const base = require('./jest.config');

module.exports = {
  ...base,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts', '<rootDir>/test/unit/**/*.test.ts', '<rootDir>/clients/typescript/src/**/*.spec.ts'],
  globalSetup: undefined,
  globalTeardown: undefined,
  setupFiles: [],
  reporters: ['default'],
};
