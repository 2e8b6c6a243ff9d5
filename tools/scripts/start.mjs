// `npm start`: builds whatever is not built yet (Nx cache makes this quick when nothing
// changed) and serves the whole product from one port on the embedded database.
import path from 'node:path';
import { localJwtSecret } from './jwt-secret.mjs';
import { nxBin, run, workspaceRoot } from './run.mjs';

const buildExit = await run(nxBin, ['run-many', '-t', 'build', '--parallel=2', '--outputStyle=static']);
if (buildExit !== 0) {
  console.error('빌드에 실패했습니다. 위의 오류를 확인해 주세요.');
  process.exit(buildExit);
}

const port = process.env.PORT ?? '3000';
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  JWT_SECRET: localJwtSecret(),
  PORT: port,
};
console.log(`더그아웃을 시작합니다: http://localhost:${port}/`);
const code = await run(process.execPath, [path.join(workspaceRoot, 'services/api/dist/bootstrap/main.js')], { env });
process.exit(code);
