const { createJestConfig } = require('../../tools/jest/jest.preset.cjs');

module.exports = createJestConfig({
  projectName: '@dugout/contracts',
  rootDir: __dirname,
  environment: 'node',
});
