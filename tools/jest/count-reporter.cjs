// Writes var/test-results/<project>.json with the run's counts; tools/scripts/test-all.mjs sums them.
const fs = require('node:fs');
const path = require('node:path');

class CountReporter {
  constructor(_globalConfig, options) {
    this.projectName = options.projectName;
  }

  onRunComplete(_contexts, results) {
    const dir = path.resolve(__dirname, '../../var/test-results');
    const file = path.join(dir, `${this.projectName}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const counts = {
      project: this.projectName,
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
      failures: failureLines(results),
    };
    fs.writeFileSync(file, JSON.stringify(counts) + '\n');
  }
}

// One line per failed test or suite (file, test name, first line of the message), so the
// end of a long CI log still names what failed.
function failureLines(results) {
  const root = path.resolve(__dirname, '../..');
  const lines = [];
  for (const suite of results.testResults) {
    const file = path.relative(root, suite.testFilePath);
    if (suite.testExecError) lines.push(`${file}: ${firstLine(suite.testExecError.message)}`);
    for (const test of suite.testResults) {
      if (test.status !== 'failed') continue;
      lines.push(`${file} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    }
  }
  return lines;
}

function firstLine(text = '') {
  const line = text.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim()) ?? '';
  return line.trim().slice(0, 300);
}

module.exports = CountReporter;
