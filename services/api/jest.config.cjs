const { createJestConfig } = require('../../tools/jest/jest.preset.cjs');

const projectName = '@dugout/api';

// @fastify/static requires content-disposition 3, and the file service file-type and its readers, which are ESM only;
// Node 20 loads them natively, jest needs them compiled.
const transformIgnorePatterns = [
  '/node_modules/(?!(content-disposition|file-type|strtok3|token-types|peek-readable|uint8array-extras|@tokenizer|@borewit)/)',
];

// Two projects: unit tests beside the code, and API tests under test/ on a real MySQL/MariaDB
// database (test/support/global-setup.ts finds or starts one; each test file gets its own database).
const unit = createJestConfig({
  projectName,
  rootDir: __dirname,
  environment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  extra: {
    globalSetup: '<rootDir>/test/support/embedded-template.setup.ts',
    globalTeardown: '<rootDir>/test/support/embedded-template.teardown.ts',
  },
});
const mysql = createJestConfig({
  projectName,
  rootDir: __dirname,
  environment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  extra: {
    globalSetup: '<rootDir>/test/support/global-setup.ts',
    globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  },
});

// Reporters belong to the whole run (the count reporter writes one file for the project).
const { reporters } = unit;
delete unit.reporters;
delete mysql.reporters;

module.exports = {
  reporters,
  testTimeout: 60_000,
  projects: [
    { ...unit, displayName: `${projectName} (unit)`, transformIgnorePatterns },
    { ...mysql, displayName: `${projectName} (mysql)`, transformIgnorePatterns },
  ],
};
