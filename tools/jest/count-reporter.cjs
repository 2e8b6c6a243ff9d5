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
    };
    fs.writeFileSync(file, JSON.stringify(counts) + '\n');
  }
}

module.exports = CountReporter;
