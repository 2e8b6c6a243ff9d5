import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The path of a server program on PATH or in the system folders, or null. */
export function findExecutable(name: string): string | null {
  for (const dir of [...(process.env['PATH'] ?? '').split(path.delimiter), '/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin']) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** The program found, or installed with apt-get first; throws `failure` when it is still missing. */
export function executableOrInstall(name: string, aptPackage: string, failure: string): string {
  const found = findExecutable(name);
  if (found) return found;
  spawnSync('apt-get', ['install', '-y', aptPackage], { stdio: 'inherit' });
  const installed = findExecutable(name);
  if (!installed) throw new Error(failure);
  return installed;
}
