const path = require('node:path');
const { createJestConfig } = require('../tools/jest/jest.preset.cjs');

module.exports = createJestConfig({
  projectName: '@dugout/e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  extra: {
    globalSetup: path.join(__dirname, 'support/global-setup.ts'),
    globalTeardown: path.join(__dirname, 'support/global-teardown.ts'),
    testTimeout: 60_000,
    maxWorkers: 1,
  },
});
