/**
 * The unit specs alone (`npm run test:unit`): pure rules, no PostgreSQL, Redis or build, so no global set-up.
 * `npm test` runs them too, with everything else.
 */
const base = require('./jest.config');

module.exports = {
  ...base,
  testMatch: ['<rootDir>/test/unit/**/*.test.ts'],
  globalSetup: undefined,
  globalTeardown: undefined,
  setupFiles: [],
  reporters: ['default'],
};
