const { createJestConfig } = require('../tools/jest/jest.preset.cjs');

module.exports = createJestConfig({
  projectName: '@dugout/mfe-league-admin',
  rootDir: __dirname,
  environment: 'jsdom',
});
