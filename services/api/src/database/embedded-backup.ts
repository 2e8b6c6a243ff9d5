import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** How many backups are kept per database file (older ones are deleted after each new one). */
export const BACKUPS_KEPT = 10;

const BACKUP_SUFFIX = '.sqlite';
const PARTIAL_SUFFIX = '.partial';
const STALE_PARTIAL_MS = 60 * 60 * 1000;

/** var/dugout.sqlite keeps its backups in var/backups/. */
export function backupsDirOf(file: string): string {
  return path.join(path.dirname(file), 'backups');
}

/** Backups of `file`, newest first. */
export function listBackups(file: string): string[] {
  const dir = backupsDirOf(file);
  const prefix = `${stemOf(file)}-`;
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith(prefix) && name.endsWith(BACKUP_SUFFIX))
    .sort()
    .reverse()
    .map((name) => path.join(dir, name));
}

/** The newest backup that opens and passes PRAGMA quick_check, or null. */
export function lastGoodBackup(file: string): string | null {
  for (const backup of listBackups(file)) {
    if (isHealthy(backup)) return backup;
  }
  return null;
}

/**
 * A consistent copy of the live database with SQLite's online backup, safe while the server and
 * the import command write (the copy is one committed state). It is written under a temporary
 * name, switched to a self-contained rollback journal, checked, synced and renamed, so a crash
 * never leaves a half backup that looks whole. Keeps the newest `keep` backups. Returns the path.
 */
export async function backupEmbeddedDatabase(file: string, keep = BACKUPS_KEPT): Promise<string> {
  const dir = backupsDirOf(file);
  fs.mkdirSync(dir, { recursive: true });
  const target = path.join(dir, `${stemOf(file)}-${timestamp()}${BACKUP_SUFFIX}`);
  const partial = `${target}.${process.pid}-${randomBytes(3).toString('hex')}${PARTIAL_SUFFIX}`;
  try {
    const source = new Database(file, { fileMustExist: true });
    try {
      await source.backup(partial);
    } finally {
      source.close();
    }
    const copy = new Database(partial, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
      const check = copy.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`백업 파일의 무결성 검사에 실패했습니다: ${String(check)}`);
    } finally {
      copy.close();
    }
    syncPath(partial);
    fs.renameSync(partial, target);
    syncPath(dir);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  prune(file, keep);
  return target;
}

function prune(file: string, keep: number): void {
  for (const old of listBackups(file).slice(keep)) {
    fs.rmSync(old, { force: true });
  }
  // Left by a backup that was killed midway.
  const dir = backupsDirOf(file);
  for (const name of fs.readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name.endsWith(PARTIAL_SUFFIX) && Date.now() - fs.statSync(full).mtimeMs > STALE_PARTIAL_MS) {
      fs.rmSync(full, { force: true });
    }
  }
}

function isHealthy(file: string): boolean {
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return db.pragma('quick_check', { simple: true }) === 'ok';
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
}

/** fsync of a file or a folder (after a rename). */
export function syncPath(target: string): void {
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function stemOf(file: string): string {
  return path.basename(file).replace(/\.(sqlite3?|db)$/i, '');
}

/** 20261122-101530-123Z: sorts by time as text. */
function timestamp(): string {
  return new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').replace('.', '-');
}
