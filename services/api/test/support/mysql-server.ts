import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection, type Connection } from 'mysql2/promise';
import { executableOrInstall, findExecutable, freePort } from './local-server';

/** A MySQL/MariaDB server the API tests may create databases on. */
export interface TestMysqlServer {
  /** mysql://user:pass@host:port — no database. */
  url: string;
  source: 'DATABASE_URL' | 'local 3306' | 'throwaway';
  /** Stops a throwaway instance and removes its files; absent for servers we did not start. */
  stop?: () => Promise<void>;
}

const LOCAL_URL = 'mysql://root@127.0.0.1:3306';

/**
 * DATABASE_URL if set; else a server on 127.0.0.1:3306 taking root with an empty password; else a
 * throwaway MariaDB in a temp dir on a free port (installing mariadb-server with apt-get if needed).
 * DUGOUT_TEST_FORCE_THROWAWAY_DB=1 skips the first two.
 */
export async function provideMysqlServer(env: NodeJS.ProcessEnv = process.env): Promise<TestMysqlServer> {
  if (env['DUGOUT_TEST_FORCE_THROWAWAY_DB'] !== '1') {
    if (env['DATABASE_URL']) {
      const url = serverUrlOf(env['DATABASE_URL']);
      await assertReachable(url, 'DATABASE_URL');
      return { url, source: 'DATABASE_URL' };
    }
    if (await canConnect(LOCAL_URL)) {
      return { url: LOCAL_URL, source: 'local 3306' };
    }
  }
  return startThrowawayMariadb();
}

export async function connectToServer(url: string): Promise<Connection> {
  return createConnection({ uri: url, connectTimeout: 3000, multipleStatements: false });
}

/** The same URL without its database path, so tests can create their own databases next to it. */
function serverUrlOf(databaseUrl: string): string {
  const url = new URL(databaseUrl.replace(/^mariadb:/i, 'mysql:'));
  url.pathname = '';
  url.search = '';
  return url.toString().replace(/\/$/, '');
}

async function canConnect(url: string): Promise<boolean> {
  try {
    const connection = await connectToServer(url);
    await connection.end();
    return true;
  } catch {
    return false;
  }
}

async function assertReachable(url: string, label: string): Promise<void> {
  try {
    const connection = await connectToServer(url);
    await connection.end();
  } catch (error) {
    throw new Error(`API 테스트용 MySQL(${label})에 연결할 수 없습니다: ${(error as Error).message}`);
  }
}

async function startThrowawayMariadb(): Promise<TestMysqlServer> {
  const mariadbd = executableOrInstall('mariadbd', 'mariadb-server', 'mariadb-server를 설치하지 못했습니다. DATABASE_URL로 MySQL/MariaDB 서버를 지정해 주세요.');
  const installDb = findExecutable('mariadb-install-db');
  if (!installDb) {
    throw new Error('mariadb-install-db를 찾을 수 없습니다.');
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-mariadb-'));
  const dataDir = path.join(dir, 'data');
  const runAsRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
  const install = spawnSync(
    installDb,
    ['--no-defaults', '--auth-root-authentication-method=normal', `--datadir=${dataDir}`, '--skip-test-db', ...runAsRoot],
    { encoding: 'utf8' },
  );
  if (install.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`mariadb-install-db 실패:\n${install.stdout}\n${install.stderr}`);
  }

  const port = await freePort();
  const errorLog = path.join(dir, 'error.log');
  const server = spawn(
    mariadbd,
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      `--socket=${path.join(dir, 's.sock')}`,
      `--pid-file=${path.join(dir, 'mariadbd.pid')}`,
      `--log-error=${errorLog}`,
      '--skip-log-bin',
      '--innodb-buffer-pool-size=64M',
      '--character-set-server=utf8mb4',
      '--collation-server=utf8mb4_unicode_ci',
      '--default-time-zone=+00:00',
      ...runAsRoot,
    ],
    { stdio: 'ignore' },
  );

  const url = `mysql://root@127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    await stopProcess(server);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(url, server, errorLog);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, source: 'throwaway', stop };
}

async function waitUntilReady(url: string, server: ChildProcess, errorLog: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      break;
    }
    if (await canConnect(url)) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8').slice(-2000) : '';
  throw new Error(`임시 MariaDB가 시작되지 않았습니다.\n${log}`);
}

async function stopProcess(child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}
