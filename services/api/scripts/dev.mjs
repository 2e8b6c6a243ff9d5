// `npm run dev -w @dugout/api`: compiles @dugout/contracts and the API in watch mode and restarts
// the server (node --watch) whenever the compiled output changes. Ctrl-C stops all three.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a repository script: the one helper shared with npm start
import { localJwtSecret } from '../../../tools/scripts/jwt-secret.mjs';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiRoot, '../..');
const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
const contractsProject = path.join(repoRoot, 'libs/contracts/tsconfig.lib.json');
const apiProject = path.join(apiRoot, 'tsconfig.build.json');

// One full compile first so dist/bootstrap/main.js exists before node starts watching it (type errors are reported, not fatal).
for (const project of [contractsProject, apiProject]) {
  spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
}

const children = [
  spawn(process.execPath, [tsc, '-p', contractsProject, '--watch', '--preserveWatchOutput'], { stdio: 'inherit' }),
  spawn(process.execPath, [tsc, '-p', apiProject, '--watch', '--preserveWatchOutput'], { stdio: 'inherit' }),
  spawn(process.execPath, ['--watch', '--enable-source-maps', 'dist/bootstrap/main.js'], {
    cwd: apiRoot,
    stdio: 'inherit',
    env: { ...process.env, JWT_SECRET: localJwtSecret() },
  }),
];

const stop = () => {
  for (const child of children) {
    child.kill('SIGTERM');
  }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code !== null && code !== 0) {
      stop();
      process.exitCode = code;
    }
  });
}
