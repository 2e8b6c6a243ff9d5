// One jest setup for every workspace: swc transform, path aliases to lib sources,
// and a reporter that leaves a count file for the `N passed, M failed` summary.
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '../..');

const swcTransform = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic' },
      },
    },
    module: { type: 'commonjs' },
  },
];

/**
 * @param {{ projectName: string, rootDir: string, environment?: 'node' | 'jsdom', testMatch?: string[], extra?: object }} options
 */
function createJestConfig({ projectName, rootDir, environment = 'node', testMatch, extra = {} }) {
  return {
    displayName: projectName,
    rootDir,
    testEnvironment: environment,
    testMatch: testMatch ?? ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: { '^.+\\.(t|j)sx?$': swcTransform },
    moduleNameMapper: {
      '^@dugout/contracts$': path.join(workspaceRoot, 'libs/contracts/src/index.ts'),
      '^@dugout/auth$': path.join(workspaceRoot, 'libs/auth/src/index.ts'),
      '^@dugout/ui$': path.join(workspaceRoot, 'libs/ui/src/index.ts'),
      '^@dugout/membership$': path.join(workspaceRoot, 'libs/membership/src/index.ts'),
      '^@dugout/rich-text$': path.join(workspaceRoot, 'libs/rich-text/src/index.ts'),
      '^@dugout/testing$': path.join(workspaceRoot, 'libs/testing/src/index.ts'),
      '^@dugout/play-by-play$': path.join(workspaceRoot, 'libs/play-by-play/src/index.ts'),
      '\\.(css)$': path.join(__dirname, 'style-mock.cjs'),
      '\\.(png|jpg|jpeg|svg|gif|webp)$': path.join(__dirname, 'file-mock.cjs'),
    },
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'jsdom-globals.cjs')] : [],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.cjs')] : [],
    reporters: ['default', [path.join(__dirname, 'count-reporter.cjs'), { projectName }]],
    // Screen tests type through whole forms with user-event: seconds each on a busy 2-core CI machine,
    // where jest's 5 s default failed them by chance.
    ...(environment === 'jsdom' ? { testTimeout: 20_000 } : {}),
    ...extra,
  };
}

module.exports = { createJestConfig, workspaceRoot };
