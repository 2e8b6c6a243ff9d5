const path = require('node:path');
const { createJestConfig } = require('../tools/jest/jest.preset.cjs');

const config = createJestConfig({
  projectName: '@dugout/mfe-league-public',
  rootDir: __dirname,
  environment: 'jsdom',
});

// The screens load lazily and fetch through the shared client; on a busy machine (builds running
// beside the tests) that can take longer than testing-library's default second.
config.setupFilesAfterEnv = [...config.setupFilesAfterEnv, path.join(__dirname, 'src/testing/setup-tests.ts')];

module.exports = config;
