const { createJestConfig } = require('../../tools/jest/jest.preset.cjs');

module.exports = createJestConfig({ projectName: '@dugout/auth', rootDir: __dirname, environment: 'jsdom' });
