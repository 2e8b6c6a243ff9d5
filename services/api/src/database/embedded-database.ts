import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { lastGoodBackup, syncPath } from './embedded-backup';

/**
 * How long a write waits for another process's write transaction (the import command) before it
 * fails. better-sqlite3 waits synchronously, so this also bounds how long the server can stall.
 */
export const EMBEDDED_BUSY_TIMEOUT_MS = 15_000;

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/** The embedded database file cannot be used; the start stops and the file is left as it is. */
export class EmbeddedDatabaseError extends Error {
  constructor(
    readonly file: string,
    readonly reasonKo: string,
    readonly reasonEn: string,
    readonly backup: string | null,
  ) {
    const backupKo = backup ? `마지막 정상 백업: ${backup}` : '백업 파일이 없습니다.';
    const backupEn = backup ? `Last good backup: ${backup}` : 'There is no backup.';
    const walFiles = `${file}-wal, ${file}-shm`;
    super(
      [
        `내장 데이터베이스 파일을 사용할 수 없어 서버를 시작하지 않습니다: ${file}`,
        `  원인: ${reasonKo}`,
        `  파일은 손대지 않고 그대로 두었습니다. ${backupKo}`,
        backup
          ? `  복구: 서버를 멈춘 상태에서 이 파일을 다른 곳으로 옮기고(${walFiles} 도 함께), 백업 파일을 ${file} 로 복사한 뒤 다시 시작하세요.`
          : `  복구: 파일을 다른 곳으로 옮겨 두고 조사하세요. 파일을 옮기면 다음 시작 때 새 데이터베이스가 만들어집니다.`,
        `The embedded database file cannot be used, so the server will not start: ${file}`,
        `  Reason: ${reasonEn}`,
        `  The file was left untouched. ${backupEn}`,
        backup
          ? `  To restore: with the server stopped, move this file away (with ${walFiles}), copy the backup to ${file} and start again.`
          : `  Move the file away and examine it; a new database is created at the next start once it is gone.`,
      ].join('\n'),
    );
    this.name = 'EmbeddedDatabaseError';
  }
}

/**
 * Makes sure the embedded database file can be opened before anything connects to it: an existing
 * file must be a SQLite database that passes `PRAGMA quick_check`; a missing file is created
 * (already in WAL mode) under a temporary name and renamed into place, so a crash never leaves a
 * 0-byte file behind. A file that is empty, not a database or damaged stops the start
 * (EmbeddedDatabaseError) and is never replaced or re-seeded. Returns whether the file was created.
 */
export function prepareEmbeddedDatabaseFile(file: string): { created: boolean } {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const refuse = (ko: string, en: string) => new EmbeddedDatabaseError(file, ko, en, lastGoodBackup(file));

  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw refuse(`파일을 읽을 수 없습니다 (${describe(error)}).`, `the file cannot be read (${describe(error)}).`);
    }
    if (nonEmpty(`${file}-wal`)) {
      throw refuse(
        `데이터베이스 파일은 없는데 쓰기 기록 파일(${file}-wal)이 남아 있습니다. 파일이 옮겨지거나 지워진 것 같습니다.`,
        `the database file is missing but its write-ahead log (${file}-wal) is still there; the file seems to have been moved or deleted.`,
      );
    }
    createEmpty(file);
    return { created: true };
  }

  if (size === 0) {
    throw refuse('파일 크기가 0바이트입니다. 데이터가 남아 있지 않습니다.', 'the file is 0 bytes long; it holds no data.');
  }
  if (!startsWithSqliteHeader(file)) {
    throw refuse('SQLite 데이터베이스 파일이 아닙니다.', 'the file is not a SQLite database.');
  }
  let problem: string | null;
  try {
    problem = quickCheck(file);
  } catch (error) {
    throw refuse(`파일을 열 수 없습니다 (${describe(error)}).`, `the file cannot be opened (${describe(error)}).`);
  }
  if (problem) {
    throw refuse(`무결성 검사(PRAGMA quick_check)에 실패했습니다: ${problem}`, `the integrity check (PRAGMA quick_check) failed: ${problem}`);
  }
  return { created: false };
}

/**
 * Pragmas of every connection to the embedded file: the write-ahead log (readers and one writer at
 * a time, also across processes) and a full sync of the log on every commit, so a write is on disk
 * before it is acknowledged. foreign_keys is switched on by TypeORM.
 */
export function configureEmbeddedConnection(db: Database.Database): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
}

/**
 * better-sqlite3 whose TypeORM transactions take the write lock when they begin (BEGIN IMMEDIATE).
 * A deferred transaction that read first and writes after another process committed would fail
 * with SQLITE_BUSY_SNAPSHOT; an immediate one waits for the lock (busy_timeout) instead.
 */
export class ImmediateTransactionDatabase extends Database {
  override prepare<BindParameters extends unknown[] | object = unknown[], Result = unknown>(
    source: string,
  ): Database.Statement<BindParameters, Result> {
    return super.prepare<BindParameters, Result>(source === 'BEGIN TRANSACTION' ? 'BEGIN IMMEDIATE TRANSACTION' : source);
  }
}

/** `ok`, or what PRAGMA quick_check reports. */
function quickCheck(file: string): string | null {
  const db = new Database(file, { fileMustExist: true, timeout: EMBEDDED_BUSY_TIMEOUT_MS });
  try {
    const rows = db.pragma('quick_check', { simple: false }) as { quick_check: string }[];
    const messages = rows.map((row) => row.quick_check);
    return messages.length === 1 && messages[0] === 'ok' ? null : messages.slice(0, 5).join('; ');
  } finally {
    db.close();
  }
}

function createEmpty(file: string): void {
  const temporary = `${file}.creating-${process.pid}`;
  fs.rmSync(temporary, { force: true });
  const db = new Database(temporary);
  try {
    // Switching to WAL writes the header page, so the file is a real database from the start.
    configureEmbeddedConnection(db);
  } finally {
    db.close();
  }
  syncPath(temporary);
  fs.renameSync(temporary, file);
  syncPath(path.dirname(file));
}

function startsWithSqliteHeader(file: string): boolean {
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const fd = fs.openSync(file, 'r');
  try {
    const read = fs.readSync(fd, header, 0, header.length, 0);
    return read === header.length && header.equals(SQLITE_HEADER);
  } finally {
    fs.closeSync(fd);
  }
}

function nonEmpty(file: string): boolean {
  try {
    return fs.statSync(file).size > 0;
  } catch {
    return false;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
