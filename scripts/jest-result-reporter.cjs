// A jest reporter that writes the run's counts to FAKTURA_TEST_RESULTS_DIR/<package>.json, so
// `npm test` can end with one line per package, also when a package failed. Without the variable
// (jest run by hand) it does nothing.
const { mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

class ResultFileReporter {
  onRunComplete(_contexts, results) {
    const dir = process.env.FAKTURA_TEST_RESULTS_DIR;
    if (!dir) return;
    const { name } = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'));
    const summary = {
      package: name,
      passed: results.numPassedTests,
      failed: results.numFailedTests,
      pending: results.numPendingTests + results.numTodoTests,
      failedSuites: results.numFailedTestSuites,
      // A suite that could not run (syntax error, failing hook) counts no test at all.
      suitesWithErrors: results.testResults.filter((suite) => suite.testExecError).length,
      openHandles: results.openHandles.length,
    };
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name.replace(/[@/]/g, '_')}.json`), JSON.stringify(summary));
  }
}

module.exports = ResultFileReporter;
