import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');
export const stateFile = path.join(os.tmpdir(), `dugout-e2e-${process.ppid}-state.json`);

export interface ServerState {
  baseUrl: string;
  pid: number;
  dataDir: string;
  /** The server's JWT secret, so a test can make an expired access token. */
  jwtSecret: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// A Korean font, so that the kept screenshots show Korean text rather than empty boxes.
const KOREAN_FONT_DIR = '/usr/share/fonts/truetype/nanum';

function aptInstall(packages: string[]): boolean {
  const command = `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`;
  return spawnSync('sh', ['-c', command], { stdio: 'inherit' }).status === 0;
}

/** Debian's Chromium (required) and a Korean font (screenshots only: a failure is a warning). */
export function ensureChromium(): void {
  const hasChromium = fs.existsSync('/usr/bin/chromium');
  const hasKoreanFont = fs.existsSync(KOREAN_FONT_DIR);
  if (hasChromium && hasKoreanFont) return;
  const installed = aptInstall([...(hasChromium ? [] : ['chromium']), ...(hasKoreanFont ? [] : ['fonts-nanum'])]);
  if (!fs.existsSync('/usr/bin/chromium')) throw new Error('Debian chromium could not be installed');
  if (!installed) console.warn('fonts-nanum could not be installed: screenshots will show Korean text as boxes.');
}

/** Builds what `npm start` would build when a dist folder is missing (running e2e alone). */
export function ensureBuilt(): void {
  const needed = [
    'services/api/dist/bootstrap/main.js',
    'shell/dist/index.html',
    'mfe-league-public/dist/mf-manifest.json',
    'mfe-league-admin/dist/mf-manifest.json',
    'mfe-team/dist/mf-manifest.json',
    'mfe-user/dist/mf-manifest.json',
  ];
  if (needed.every((file) => fs.existsSync(path.join(repoRoot, file)))) return;
  const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/nx'), ['run-many', '-t', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('build failed');
}

/** Starts the product the way `npm start` does (built API serving every front-end) on a fresh embedded DB. */
export async function startProduct(): Promise<ServerState> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-e2e-'));
  const jwtSecret = crypto.randomBytes(48).toString('base64url');
  const logFile = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, [path.join(repoRoot, 'services/api/dist/bootstrap/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: jwtSecret,
      SQLITE_PATH: path.join(dataDir, 'dugout.sqlite'),
      UPLOAD_DIR: path.join(dataDir, 'upload'),
      DATABASE_URL: '',
      // Every browser of the suite is one address (127.0.0.1) and a few demo members: the real
      // budgets (tested in services/api/test/write-limits.test.ts) would refuse the suites' own writes.
      WRITE_LIMITS: ['comment', 'post', 'joinRequest', 'leagueApplication', 'registration', 'upload'].map((kind) => `${kind}=100000/1000000`).join(','),
      LIVE_STREAMS_PER_ADDRESS: '1000',
      // A busy CI machine makes transactions slow; the write queue's bound is tested in the API's tests.
      DATABASE_WRITE_QUEUE_MS: '60000',
    },
    stdio: ['ignore', logFile, logFile],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return { baseUrl, pid: child.pid as number, dataDir, jwtSecret };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const log = fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8');
  try {
    process.kill(-(child.pid as number));
  } catch {
    // already gone
  }
  throw new Error(`the product did not start:\n${log}`);
}

export function readState(): ServerState {
  return JSON.parse(fs.readFileSync(stateFile, 'utf8')) as ServerState;
}
