/**
 * A Jest reporter that tells the global teardown (which runs after it) how the run went, so the SQL snapshot
 * check removes statements nobody issued only after every test file ran and passed.
 */
const { writeFileSync } = require('node:fs');
const path = require('node:path');

module.exports = class RunOutcomeReporter {
  onRunComplete(_contexts, results) {
    const dir = process.env.PERSONNEL_SQL_RECORDING;
    if (!dir) return;
    const outcome = {
      suites: results.numTotalTestSuites,
      failedSuites: results.numFailedTestSuites + results.numRuntimeErrorTestSuites,
      failedTests: results.numFailedTests,
      interrupted: results.wasInterrupted,
    };
    writeFileSync(path.join(dir, 'outcome.json'), JSON.stringify(outcome));
  }
};
