// What every benchmark script shares: the MySQL server, a fresh database, the built API as a child
// process on a free port, and the demo seasons generated and imported at a scale.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { run, workspaceRoot } from './run.mjs';

export const benchDir = path.join(workspaceRoot, 'var/bench');
export const apiDist = path.join(workspaceRoot, 'services/api/dist');
export const DEMO_TODAY = '2026-11-22';

/** DATABASE_URL's server if set, else 127.0.0.1:3306 as root with an empty password. */
export function serverUrl() {
  if (!process.env.DATABASE_URL) return 'mysql://root@127.0.0.1:3306';
  const url = new URL(process.env.DATABASE_URL.replace(/^mariadb:/i, 'mysql:'));
  url.pathname = '';
  return url.toString().replace(/\/$/, '');
}

export async function freshDatabase(name) {
  const connection = await createConnection({ uri: serverUrl(), connectTimeout: 5000 }).catch((error) => {
    console.error(`MySQL/MariaDB에 연결할 수 없습니다 (${serverUrl()}): ${error.message}`);
    console.error('DATABASE_URL=mysql://사용자:비밀번호@호스트:포트/아무이름 으로 서버를 지정해 주세요.');
    process.exit(1);
  });
  await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await connection.end();
  return `${serverUrl()}/${name}`;
}

export async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function timed(label, fn) {
  const started = Date.now();
  const result = await fn();
  console.log(`[bench] ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** The built API (services/api/dist/bootstrap/main.js, or another build's folder, where builds before issue 27 kept main.js at the top) on a free loopback port, ready when /api/health answers. */
export async function startApi(databaseUrl, extraEnv = {}, dist = apiDist) {
  const port = await freePort();
  const child = spawn(process.execPath, [fs.existsSync(path.join(dist, 'bootstrap/main.js')) ? path.join(dist, 'bootstrap/main.js') : path.join(dist, 'main.js')], {
    cwd: workspaceRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
      LOG_LEVEL: 'error',
      UPLOAD_DIR: path.join(benchDir, 'upload'),
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('API did not start');
}

export async function getData(url, init) {
  const response = await fetch(url, init);
  const body = await response.json();
  if (!response.ok || !body.ok) throw new Error(`${url}: HTTP ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body.data;
}

/** Generates the demo at `scale` and imports it into a fresh database named `databaseName`. */
export async function importDemo(scale, databaseName) {
  const filesDir = path.join(benchDir, `scale-${scale}`);
  fs.rmSync(filesDir, { recursive: true, force: true });
  const generate = [path.join(apiDist, 'data-tooling/demo-data/generate-demo.cli.js'), '--out', filesDir, '--scale', String(scale), '--today', DEMO_TODAY];
  if ((await run(process.execPath, generate)) !== 0) throw new Error('demo generation failed');
  const manifest = JSON.parse(fs.readFileSync(path.join(filesDir, 'manifest.json'), 'utf8'));
  const files = (manifest.files ?? manifest).map((entry) => path.join(filesDir, typeof entry === 'string' ? entry : entry.file));

  const databaseUrl = await freshDatabase(databaseName);
  const importCli = path.join(apiDist, 'data-tooling/season-import/import.cli.js');
  const importSeconds = await timed(`scale ${scale}: import ${files.length} season files`, async () => {
    const started = Date.now();
    const code = await run(process.execPath, [importCli, ...files], { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' } });
    if (code !== 0) throw new Error('import failed');
    return (Date.now() - started) / 1000;
  });
  return { databaseUrl, importSeconds, seasonFiles: files.length };
}

/** The active season of a league site (the demo's gangseo unless named) and its first league. */
export async function demoLeague(base, leaguePath = 'gangseo') {
  const league = await getData(`${base}/api/league/base/${leaguePath}`);
  const seasonId = league.activeSeasonId;
  const [firstLeague] = await getData(`${base}/api/league/season/${seasonId}/league`);
  return { seasonId, leagueId: firstLeague.leagueId, homeRoute: `/api/game/rank/mainPage/${seasonId}/${firstLeague.leagueId}` };
}

const BENCH_MEMBER = { email: 'bench-member@example.com', username: '김벤치', password: 'bench-password-9', phone: '010-1234-5678', birthday: '19900115', gender: 'M' };

/** Registers the benchmark's member on a fresh API and returns autocannon's request that logs it in. */
export async function registerBenchMember(base) {
  await getData(`${base}/api/user`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_MEMBER) });
  return {
    url: `${base}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_MEMBER.email, password: BENCH_MEMBER.password }),
  };
}
