const { createJestConfig } = require('../../tools/jest/jest.preset.cjs');

module.exports = createJestConfig({ projectName: '@dugout/router', rootDir: __dirname, environment: 'node' });
