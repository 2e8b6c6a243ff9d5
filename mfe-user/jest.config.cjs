const { createJestConfig } = require('../tools/jest/jest.preset.cjs');

module.exports = createJestConfig({
  projectName: '@dugout/mfe-user',
  rootDir: __dirname,
  environment: 'jsdom',
});
