import fs from 'node:fs';
import { readState, stateFile } from './product-server';

export default async function globalTeardown(): Promise<void> {
  if (!fs.existsSync(stateFile)) return;
  const state = readState();
  try {
    process.kill(-state.pid, 'SIGTERM');
  } catch {
    // already stopped
  }
  fs.rmSync(stateFile, { force: true });
  fs.rmSync(state.dataDir, { recursive: true, force: true });
}
