const { createJestConfig } = require('../../tools/jest/jest.preset.cjs');

module.exports = createJestConfig({ projectName: '@dugout/membership', rootDir: __dirname, environment: 'jsdom' });
