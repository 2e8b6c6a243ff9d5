const { createJestConfig } = require('../../tools/jest/jest.preset.cjs');

module.exports = createJestConfig({
  projectName: '@dugout/play-by-play',
  rootDir: __dirname,
  environment: 'node',
});
