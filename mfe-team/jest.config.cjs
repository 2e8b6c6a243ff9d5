const { createJestConfig } = require('../tools/jest/jest.preset.cjs');

module.exports = createJestConfig({
  projectName: '@dugout/mfe-team',
  rootDir: __dirname,
  environment: 'jsdom',
});
