import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** The built API (the test runner builds before testing); these tests run it as `npm start` does. */
export const API_DIST = path.resolve(__dirname, '../../dist');

export function builtFile(relative: string): string {
  const file = path.join(API_DIST, relative);
  if (!fs.existsSync(file)) {
    throw new Error(`빌드된 API가 없습니다: ${file} (먼저 npx nx run @dugout/api:build 를 실행하세요)`);
  }
  return file;
}

export { freePort } from './local-server';

/** Environment of a production start on the embedded file `sqlitePath` (the API needs a port, commands do not). */
export function productionEnv(dir: string, sqlitePath: string, port?: number): NodeJS.ProcessEnv {
  return {
    ...(port === undefined ? {} : { PORT: String(port) }),
    PATH: process.env['PATH'],
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    LOG_LEVEL: 'error',
    HOST: '127.0.0.1',
    SQLITE_PATH: sqlitePath,
    UPLOAD_DIR: path.join(dir, 'upload'),
    WEB_ROOT: dir,
  };
}

export interface RunningApi {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  /** The exit code, or the signal that ended the process. */
  exited: Promise<number | string | null>;
}

/** Starts dist/bootstrap/main.js without waiting for it. */
export function spawnBuiltApi(env: NodeJS.ProcessEnv): RunningApi {
  const child = spawn(process.execPath, [builtFile('bootstrap/main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return { child, baseUrl: `http://127.0.0.1:${env['PORT']}`, output: () => output, exited };
}

/** Starts dist/bootstrap/main.js and waits until /api/health answers 200. */
export async function startBuiltApi(env: NodeJS.ProcessEnv, timeoutMs = 30_000): Promise<RunningApi> {
  const api = spawnBuiltApi(env);
  let gone = false;
  void api.exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`API가 시작하지 못하고 끝났습니다:\n${api.output()}`);
    try {
      if ((await fetch(`${api.baseUrl}/api/health`)).status === 200) return api;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  api.child.kill('SIGKILL');
  throw new Error(`API가 ${timeoutMs}ms 안에 준비되지 않았습니다:\n${api.output()}`);
}

/** kill -9, and waits until the process is gone. */
export async function killHard(api: { child: ChildProcess; exited: Promise<unknown> }): Promise<void> {
  api.child.kill('SIGKILL');
  await api.exited;
}

/** Runs a built command to its end: exit code and output. */
export function runBuilt(relative: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [builtFile(relative), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/**
 * Opens a copy of the database and its write-ahead log as a crash left them (the original stays
 * as it is, so the next start does its own recovery) and hands it to `read`.
 */
export function readCrashState<T>(sqlitePath: string, scratchDir: string, read: (db: Database.Database) => T): T {
  fs.rmSync(scratchDir, { recursive: true, force: true });
  fs.mkdirSync(scratchDir, { recursive: true });
  const copy = path.join(scratchDir, path.basename(sqlitePath));
  fs.copyFileSync(sqlitePath, copy);
  if (fs.existsSync(`${sqlitePath}-wal`)) fs.copyFileSync(`${sqlitePath}-wal`, `${copy}-wal`);
  const db = new Database(copy, { fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export function integrityCheck(db: Database.Database): string {
  return (db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[]).map((row) => row.integrity_check).join('; ');
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
