const { createJestConfig } = require('../../tools/jest/jest.preset.cjs');

module.exports = createJestConfig({ projectName: '@dugout/rich-text', rootDir: __dirname, environment: 'jsdom' });
