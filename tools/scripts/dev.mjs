// `npm run dev`: the API in watch mode and every front-end on its own dev server with hot reload.
// Open the shell at http://localhost:4200/ (it proxies /api and /upload to the API on :3000).
import { localJwtSecret } from './jwt-secret.mjs';
import { nxBin, run } from './run.mjs';

// The API's own random secret (var/jwt-secret), never one written in the repository.
process.env.JWT_SECRET = localJwtSecret();

const projects = [
  '@dugout/api',
  '@dugout/shell',
  '@dugout/mfe-league-public',
  '@dugout/mfe-league-admin',
  '@dugout/mfe-team',
  '@dugout/mfe-user',
];
await run(nxBin, ['run', '@dugout/contracts:build']);
const code = await run(nxBin, [
  'run-many',
  '-t',
  'dev',
  '-p',
  ...projects,
  `--parallel=${projects.length}`,
  '--outputStyle=stream',
]);
process.exit(code);
