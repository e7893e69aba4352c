/**
 * The standing fault test of the whole topology (`npm run test:cluster`, docs/scaling.md "Fault test"): it starts its
 * own PostgreSQL cluster and redis-server, so it needs neither the shared servers nor the main suite's global setup.
 */
const main = require('./jest.config');

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/cluster/**/*.cluster.ts'],
  transform: main.transform,
  transformIgnorePatterns: main.transformIgnorePatterns,
  maxWorkers: 1,
  testTimeout: 180000,
  verbose: true,
};
