import fs from 'node:fs';
import path from 'node:path';
import { readState, repoRoot, stateFile } from './product-server';

/** The server's log is kept with the screenshots; if the server died during the run, its end is printed too. */
const SERVER_LOG = path.join(repoRoot, 'var/e2e-artifacts/server.log');
const PRINTED_LINES = 60;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export default async function globalTeardown(): Promise<void> {
  if (!fs.existsSync(stateFile)) return;
  const state = readState();
  const log = path.join(state.dataDir, 'server.log');
  if (fs.existsSync(log)) {
    fs.mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
    fs.copyFileSync(log, SERVER_LOG);
    if (!isRunning(state.pid)) {
      const tail = fs.readFileSync(log, 'utf8').trimEnd().split('\n').slice(-PRINTED_LINES).join('\n');
      console.error(`\n[e2e] 제품 서버가 실행 중에 멈췄습니다. 로그의 끝 (${SERVER_LOG}):\n${tail}\n`);
    }
  }
  try {
    process.kill(-state.pid, 'SIGTERM');
  } catch {
    // already stopped
  }
  fs.rmSync(stateFile, { force: true });
  fs.rmSync(state.dataDir, { recursive: true, force: true });
}
