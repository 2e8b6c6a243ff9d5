const { createJestConfig } = require('../tools/jest/jest.preset.cjs');

module.exports = createJestConfig({
  projectName: '@dugout/docker',
  rootDir: __dirname,
  testMatch: ['<rootDir>/*.test.ts'],
  extra: { testTimeout: 300_000 },
});
