const { createJestConfig } = require('../tools/jest/jest.preset.cjs');

module.exports = createJestConfig({
  projectName: '@dugout/shell',
  rootDir: __dirname,
  environment: 'jsdom',
});
