import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { backupEmbeddedDatabase, backupsDirOf, lastGoodBackup, listBackups } from './embedded-backup';
import { EmbeddedDatabaseError, prepareEmbeddedDatabaseFile } from './embedded-database';

describe('the embedded database file', () => {
  let dir: string;
  let file: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-embedded-'));
    file = path.join(dir, 'db', 'dugout.sqlite');
  });

  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is created in WAL mode and never as a 0-byte file', () => {
    expect(prepareEmbeddedDatabaseFile(file)).toEqual({ created: true });
    expect(fs.statSync(file).size).toBeGreaterThan(0);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['dugout.sqlite']);
    const db = new Database(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
    expect(prepareEmbeddedDatabaseFile(file)).toEqual({ created: false });
  });

  it('refuses an empty file and names the newest healthy backup', async () => {
    prepareEmbeddedDatabaseFile(file);
    const db = new Database(file);
    db.exec('CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1)');
    db.close();
    const good = await backupEmbeddedDatabase(file);
    fs.writeFileSync(path.join(backupsDirOf(file), 'dugout-99999999-999999-999Z.sqlite'), 'not a database');
    expect(lastGoodBackup(file)).toBe(good);

    fs.writeFileSync(file, '');
    const error = captureError(() => prepareEmbeddedDatabaseFile(file));
    expect(error).toBeInstanceOf(EmbeddedDatabaseError);
    expect(error.message).toContain(`마지막 정상 백업: ${good}`);
    expect(error.message).toContain(`Last good backup: ${good}`);
    expect(fs.statSync(file).size).toBe(0);
  });

  it('keeps the newest backups only, each one self-contained and readable', async () => {
    prepareEmbeddedDatabaseFile(file);
    const made: string[] = [];
    for (let i = 0; i < 4; i++) {
      made.push(await backupEmbeddedDatabase(file, 2));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(listBackups(file)).toEqual([made[3], made[2]]);
    expect(fs.readdirSync(backupsDirOf(file)).sort()).toEqual([path.basename(made[2]), path.basename(made[3])]);
  });
});

function captureError(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}
