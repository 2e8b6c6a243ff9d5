import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { newMember } from './auth-fixtures';
import { builtFile, freePort, integrityCheck, productionEnv, runBuilt, startBuiltApi, type RunningApi } from './support/built-api';

// The built API refuses an embedded file it cannot trust, says so in Korean and English with the
// last good backup, and leaves the file as it was; `npm run backup` copies the live database.

function fingerprint(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

async function register(api: RunningApi): Promise<string> {
  const member = newMember();
  const response = await fetch(`${api.baseUrl}/api/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(member),
  });
  expect(response.status).toBe(201);
  return member.email;
}

function emailsIn(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT email FROM user').all() as { email: string }[]).map((row) => row.email);
  } finally {
    db.close();
  }
}

describe('starting on an embedded database file that cannot be trusted', () => {
  let dir: string;
  let sqlitePath: string;
  let port: number;
  let api: RunningApi | null = null;

  beforeAll(async () => {
    builtFile('bootstrap/main.js');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-refuse-'));
    sqlitePath = path.join(dir, 'db', 'dugout.sqlite');
    port = await freePort();
  });

  afterAll(async () => {
    if (api && api.child.exitCode === null && api.child.signalCode === null) {
      api.child.kill('SIGKILL');
      await api.exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backs up while the server writes, refuses an empty, foreign or damaged file untouched, and starts again from the backup', async () => {
    api = await startBuiltApi(productionEnv(dir, sqlitePath, port));
    const before = [await register(api), await register(api), await register(api)];

    // npm run backup while the server runs and writes.
    const writing = Promise.all(Array.from({ length: 5 }, () => register(api as RunningApi)));
    const backup = await runBuilt('database/backup.cli.js', [], productionEnv(dir, sqlitePath));
    await writing;
    expect(backup.code).toBe(0);
    const backupFile = /백업을 만들었습니다: (.+)/.exec(backup.output)?.[1]?.trim() ?? '';
    expect(path.dirname(backupFile)).toBe(path.join(dir, 'db', 'backups'));
    const copy = new Database(backupFile, { readonly: true });
    try {
      expect(integrityCheck(copy)).toBe('ok');
      expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    } finally {
      copy.close();
    }
    expect(emailsIn(backupFile)).toEqual(expect.arrayContaining(before));

    api.child.kill('SIGTERM');
    await api.exited;
    api = null;
    const original = path.join(dir, 'original.sqlite');
    fs.copyFileSync(sqlitePath, original);

    const damaged: [string, Buffer, RegExp, RegExp][] = [
      ['0 bytes', Buffer.alloc(0), /0바이트/, /0 bytes/],
      ['garbage', randomBytes(64 * 1024), /SQLite 데이터베이스 파일이 아닙니다/, /not a SQLite database/],
      ['cut short', fs.readFileSync(original).subarray(0, 16 * 1024), /원인: /, /Reason: /],
    ];
    for (const [label, content, korean, english] of damaged) {
      fs.writeFileSync(sqlitePath, content);
      const print = fingerprint(sqlitePath);
      const start = await runBuilt('bootstrap/main.js', [], productionEnv(dir, sqlitePath, port));
      expect({ label, code: start.code }).toEqual({ label, code: 1 });
      expect(start.output).toContain(`내장 데이터베이스 파일을 사용할 수 없어 서버를 시작하지 않습니다: ${sqlitePath}`);
      expect(start.output).toContain(`The embedded database file cannot be used, so the server will not start: ${sqlitePath}`);
      expect(start.output).toMatch(korean);
      expect(start.output).toMatch(english);
      expect(start.output).toContain(`마지막 정상 백업: ${backupFile}`);
      expect(start.output).toContain(`Last good backup: ${backupFile}`);
      expect({ label, untouched: fingerprint(sqlitePath) === print }).toEqual({ label, untouched: true });
      expect(fs.existsSync(`${sqlitePath}-wal`) && fs.statSync(`${sqlitePath}-wal`).size > 0).toBe(false);
    }

    // The restore the README describes: the backup in place of the file, then start.
    fs.rmSync(`${sqlitePath}-wal`, { force: true });
    fs.rmSync(`${sqlitePath}-shm`, { force: true });
    fs.copyFileSync(backupFile, sqlitePath);
    api = await startBuiltApi(productionEnv(dir, sqlitePath, port));
    const main = await (await fetch(`${api.baseUrl}/api/league/mainpath/gangdong`)).json();
    expect(main).toMatchObject({ ok: true, data: { leaguePath: 'gangdong' } });
    api.child.kill('SIGTERM');
    await api.exited;
    api = null;
    expect(emailsIn(sqlitePath)).toEqual(expect.arrayContaining(before));
  }, 60_000);

  it('refuses a missing file whose write-ahead log is still there instead of starting empty', async () => {
    const lonely = path.join(dir, 'moved', 'dugout.sqlite');
    fs.mkdirSync(path.dirname(lonely), { recursive: true });
    fs.writeFileSync(`${lonely}-wal`, randomBytes(4096));
    const start = await runBuilt('bootstrap/main.js', [], productionEnv(dir, lonely, port));
    expect(start.code).toBe(1);
    expect(start.output).toContain('쓰기 기록 파일');
    expect(start.output).toContain('There is no backup.');
    expect(fs.existsSync(lonely)).toBe(false);
  });
});
