// The JWT secret of this machine for `npm start` and `npm run dev`: random, made once, kept out
// of git in var/jwt-secret (readable by the owner only). JWT_SECRET in the environment wins.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from './run.mjs';

export const jwtSecretFile = path.join(workspaceRoot, 'var', 'jwt-secret');

/** JWT_SECRET if set, otherwise the secret in var/jwt-secret, created on first use. */
export function localJwtSecret(env = process.env) {
  if (env.JWT_SECRET?.trim()) return env.JWT_SECRET;
  fs.mkdirSync(path.dirname(jwtSecretFile), { recursive: true });
  if (!readSecret()) {
    // Written under a temporary name and linked into place: link fails when another script won
    // the race, and nobody ever reads a half-written file.
    const temporary = `${jwtSecretFile}.${process.pid}`;
    fs.writeFileSync(temporary, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      fs.rmSync(jwtSecretFile, { force: true }); // an empty file left by an old crash
      fs.linkSync(temporary, jwtSecretFile);
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temporary, { force: true });
    }
  }
  return readSecret();
}

function readSecret() {
  try {
    return fs.readFileSync(jwtSecretFile, 'utf8').trim();
  } catch (error) {
    if (error.code === 'ENOENT') return '';
    throw error;
  }
}
