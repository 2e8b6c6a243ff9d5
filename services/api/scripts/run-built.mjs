// Runs a compiled command of the API (dist/...), building the API first when its sources changed
// since the last build, so no TypeScript runtime is involved. Used by `npm run import` and `npm run backup`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiRoot, '../..');

/** Newest modification time of the files under a folder (0 when it does not exist). */
function newestMtime(dir) {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds when needed, runs dist/<relativeCli> with the given arguments and exits with its code. */
export function runBuiltCli(relativeCli, args) {
  const cli = path.join(apiRoot, 'dist', relativeCli);
  const builtAt = fs.existsSync(cli) ? fs.statSync(cli).mtimeMs : 0;
  const sourcesAt = Math.max(newestMtime(path.join(apiRoot, 'src')), newestMtime(path.join(repoRoot, 'libs/contracts/src')));
  if (builtAt < sourcesAt) {
    console.error('API를 빌드하는 중입니다...');
    const nx = path.join(repoRoot, 'node_modules/.bin/nx');
    const build = spawnSync(nx, ['run', '@dugout/api:build', '--outputStyle=static'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) {
      console.error('API 빌드에 실패했습니다. npm run build --workspace=@dugout/api 로 오류를 확인해 주세요.');
      process.exit(build.status ?? 1);
    }
  }
  const result = spawnSync(process.execPath, [cli, ...args], {
    stdio: 'inherit',
    env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
  });
  process.exit(result.status ?? 1);
}
