const { createJestConfig } = require('../../tools/jest/jest.preset.cjs');

module.exports = createJestConfig({ projectName: '@dugout/ui', rootDir: __dirname, environment: 'jsdom' });
