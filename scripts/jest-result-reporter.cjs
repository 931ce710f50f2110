// A jest reporter that writes the run's counts to FAKTURA_TEST_RESULTS_DIR/<package>.json, so
// `npm test` can end with one line per package, also when a package failed. Without the variable
// (jest run by hand) it does nothing. It also names each failed test with the start of its
// message, since CI keeps only the end of the output, where the summary stands.
const { mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const MESSAGE_LINES = 6;
const MAX_FAILURES = 20;

const isFrame = (line) => line.trim().startsWith('at ');
const isOwnFrame = (line) => isFrame(line) && !/node_modules|\(node:/.test(line);

/** The message of a jest failure and the first stack frame in the project, without colours. */
function shorten(message) {
  const lines = message
    // eslint-disable-next-line no-control-regex
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  const frame = lines.find(isOwnFrame);
  const text = lines.filter((line) => !isFrame(line)).slice(0, MESSAGE_LINES);
  return [...text, ...(frame ? [frame] : [])].join('\n');
}

/** Each failed test, and each suite that could not run, as {test, message}. */
function failuresOf(results) {
  const failures = [];
  for (const suite of results.testResults) {
    const file = relative(process.cwd(), suite.testFilePath);
    if (suite.testExecError) {
      failures.push({ test: file, message: shorten(suite.testExecError.message ?? '') });
    }
    for (const test of suite.testResults) {
      if (test.status !== 'failed') continue;
      failures.push({
        test: `${file} > ${test.fullName}`,
        message: shorten(test.failureMessages.join('\n')),
      });
    }
  }
  return failures.slice(0, MAX_FAILURES);
}

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
      failures: failuresOf(results),
    };
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name.replace(/[@/]/g, '_')}.json`), JSON.stringify(summary));
  }
}

module.exports = ResultFileReporter;
