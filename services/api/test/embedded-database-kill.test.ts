import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { newMember } from './auth-fixtures';
import {
  builtFile,
  freePort,
  integrityCheck,
  killHard,
  productionEnv,
  readCrashState,
  runBuilt,
  sleep,
  spawnBuiltApi,
  startBuiltApi,
  type RunningApi,
} from './support/built-api';

// The embedded database `npm start` uses, crashed on purpose: the built API (dist/bootstrap/main.js) and the
// built import command as real processes on a real file, killed with SIGKILL at random moments.

const ROUNDS = 12;
const WRITERS = 3;

/** Registers members until the API stops answering (or `stop()`); an email counts once its 201 has arrived. */
async function registerUntilGone(baseUrl: string, acknowledged: string[], unexpected: string[], stop = () => false): Promise<void> {
  while (!stop()) {
    const member = newMember();
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/api/user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(member),
      });
      if (response.status !== 201) {
        unexpected.push(`${response.status} ${await response.text()}`);
        return;
      }
      await response.json();
    } catch {
      return; // killed: this registration was never acknowledged
    }
    acknowledged.push(member.email);
  }
}

function registeredEmails(db: Database.Database): Set<string> {
  return new Set((db.prepare('SELECT email FROM user').all() as { email: string }[]).map((row) => row.email));
}

function leaguePaths(db: Database.Database): string[] {
  return (db.prepare('SELECT league_path FROM league_main ORDER BY league_path').all() as { league_path: string }[]).map((row) => row.league_path);
}

describe('the embedded database survives kill -9', () => {
  let dir: string;
  let sqlitePath: string;
  let port: number;
  const running: RunningApi[] = [];

  beforeAll(async () => {
    builtFile('bootstrap/main.js');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-kill-'));
    sqlitePath = path.join(dir, 'db', 'dugout.sqlite');
    port = await freePort();
  });

  afterAll(async () => {
    for (const api of running) if (api.child.exitCode === null && api.child.signalCode === null) await killHard(api);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged registration, stays intact and never brings the demo back, over 12 kills', async () => {
    const env = () => productionEnv(dir, sqlitePath, port);

    // First start: a brand-new file gets the demo. Then the operator makes the demo leagues their own
    // (other paths); before the fix the demo was imported again on the next start.
    const first = await startBuiltApi(env());
    running.push(first);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe('SIGTERM'); // a clean stop: Nest closes, then ends with the signal
    const owned = new Database(sqlitePath);
    owned.prepare("UPDATE league_main SET league_path = 'our' || league_path").run();
    owned.close();

    const acknowledged: string[] = [];
    const unexpected: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const duringStart = round % 4 === 3;
      let api: RunningApi;
      if (duringStart) {
        // Killed while starting: quick check, migrations, the start-up backup.
        api = spawnBuiltApi(env());
        running.push(api);
        await sleep(150 + Math.random() * 600);
        await killHard(api);
      } else {
        api = await startBuiltApi(env());
        running.push(api);
        const writers = Array.from({ length: WRITERS }, () => registerUntilGone(api.baseUrl, acknowledged, unexpected));
        await sleep(100 + Math.random() * 500);
        await killHard(api);
        await Promise.all(writers);
      }

      const state = readCrashState(sqlitePath, path.join(dir, 'crash'), (db) => ({
        integrity: integrityCheck(db),
        emails: registeredEmails(db),
        leagues: leaguePaths(db),
      }));
      expect({ round, integrity: state.integrity }).toEqual({ round, integrity: 'ok' });
      expect({ round, missing: acknowledged.filter((email) => !state.emails.has(email)) }).toEqual({ round, missing: [] });
      expect(state.leagues).toEqual(['ourgangdong', 'ourgangseo']);
    }
    expect(unexpected).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(ROUNDS);

    // A last start recovers on its own and serves what was acknowledged.
    const last = await startBuiltApi(env());
    running.push(last);
    const login = await fetch(`${last.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: acknowledged[acknowledged.length - 1], password: newMember().password }),
    });
    expect(login.status).toBe(200);
    last.child.kill('SIGTERM');
    expect(await last.exited).toBe('SIGTERM');

    const db = new Database(sqlitePath, { readonly: true });
    try {
      expect(integrityCheck(db)).toBe('ok');
      const emails = registeredEmails(db);
      expect(acknowledged.filter((email) => !emails.has(email))).toEqual([]);
      expect(leaguePaths(db)).toEqual(['ourgangdong', 'ourgangseo']);
    } finally {
      db.close();
    }
    expect(fs.readdirSync(path.join(dir, 'db', 'backups')).filter((name) => name.endsWith('.sqlite')).length).toBeGreaterThan(0);
  }, 90_000);

  it('keeps an import all or nothing when the import command is killed, while the server runs and writes', async () => {
    const env = () => productionEnv(dir, sqlitePath, port);
    const demoDir = path.join(dir, 'demo');
    fs.mkdirSync(demoDir, { recursive: true });
    const generated = await runBuilt('data-tooling/demo-data/generate-demo.cli.js', ['--out', demoDir], productionEnv(dir, sqlitePath));
    expect(generated).toEqual({ code: 0, output: expect.any(String) });
    const season = JSON.parse(fs.readFileSync(path.join(demoDir, 'gangdong-2025.json'), 'utf8'));
    // One league main per round, so a round whose import got to commit does not stop the next.
    const seasonFile = (round: number) => {
      const file = path.join(dir, `killtest${round}-2025.json`);
      season.leagueMain = { leaguePath: `killtest${round}`, mainName: `중단 시험 리그 ${round}` };
      fs.writeFileSync(file, JSON.stringify(season));
      return file;
    };
    const expectedGames = season.games.length as number;

    const api = await startBuiltApi(env());
    running.push(api);
    const acknowledged: string[] = [];
    const unexpected: string[] = [];
    const importedGames = (db: Database.Database, leaguePath: string) =>
      (
        db
          .prepare(
            `SELECT COUNT(*) AS count FROM schedule s JOIN league l ON l.league_id = s.league_id JOIN season se ON se.season_id = l.season_id
             JOIN league_main m ON m.main_id = se.main_id WHERE m.league_path = ?`,
          )
          .get(leaguePath) as { count: number }
      ).count;

    // A probe connection that never waits: busy means a process holds the write lock.
    const probe = new Database(sqlitePath, { timeout: 0 });
    const writeLockTaken = () => {
      try {
        probe.exec('BEGIN IMMEDIATE; ROLLBACK');
        return false;
      } catch {
        return true;
      }
    };

    let killedMidway = 0;
    try {
      for (let round = 0; round < 3; round++) {
        let stopWriters = false;
        const writers = Array.from({ length: 2 }, () => registerUntilGone(api.baseUrl, acknowledged, unexpected, () => stopWriters));
        const importer = spawn(process.execPath, [builtFile('data-tooling/season-import/import.cli.js'), seasonFile(round)], {
          env: productionEnv(dir, sqlitePath),
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let importOutput = '';
        importer.stdout.on('data', (chunk: Buffer) => (importOutput += chunk.toString()));
        importer.stderr.on('data', (chunk: Buffer) => (importOutput += chunk.toString()));
        const exited = new Promise<number | null>((resolve) => importer.once('exit', (code) => resolve(code)));
        // Wait until the import transaction holds the write lock (busy twice in a row: the server's own
        // inserts hold it for well under a millisecond), then kill it a random moment later.
        let finished = false;
        void exited.then(() => (finished = true));
        let busyInARow = 0;
        while (!finished && busyInARow < 2) {
          busyInARow = writeLockTaken() ? busyInARow + 1 : 0;
          await sleep(20);
        }
        await sleep(Math.random() * 250);
        const completed = finished;
        if (!completed) killedMidway++;
        await killHard({ child: importer, exited });
        if (completed) expect({ round, exit: await exited, importOutput }).toEqual({ round, exit: 0, importOutput: expect.stringContaining('가져오기 완료') });
        stopWriters = true;
        await Promise.all(writers);

        const { integrity, games } = readCrashState(sqlitePath, path.join(dir, 'crash'), (db) => ({
          integrity: integrityCheck(db),
          games: importedGames(db, `killtest${round}`),
        }));
        expect({ round, integrity }).toEqual({ round, integrity: 'ok' });
        expect({ round, games: games === 0 || games === expectedGames }).toEqual({ round, games: true });
      }
      expect(killedMidway).toBeGreaterThan(0);

      // The server kept answering during the kills, and a completed import is seen by it.
      expect((await fetch(`${api.baseUrl}/api/health`)).status).toBe(200);
      const { code } = await new Promise<{ code: number | null }>((resolve) =>
        spawn(process.execPath, [builtFile('data-tooling/season-import/import.cli.js'), seasonFile(9)], { env: productionEnv(dir, sqlitePath), stdio: 'ignore' }).once(
          'exit',
          (exitCode) => resolve({ code: exitCode }),
        ),
      );
      expect(code).toBe(0);
      const main = await (await fetch(`${api.baseUrl}/api/league/mainpath/killtest9`)).json();
      expect(main).toMatchObject({ ok: true, data: { leaguePath: 'killtest9', mainName: '중단 시험 리그 9' } });
    } finally {
      probe.close();
    }

    // The server writes after the import and stops; neither overwrites the other.
    await registerOnce(api.baseUrl, acknowledged);
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe('SIGTERM');
    expect(unexpected).toEqual([]);
    const db = new Database(sqlitePath, { readonly: true });
    try {
      expect(integrityCheck(db)).toBe('ok');
      expect(importedGames(db, 'killtest9')).toBe(expectedGames);
      const emails = registeredEmails(db);
      expect(acknowledged.filter((email) => !emails.has(email))).toEqual([]);
    } finally {
      db.close();
    }
  }, 60_000);
});

async function registerOnce(baseUrl: string, acknowledged: string[]): Promise<void> {
  const member = newMember();
  const response = await fetch(`${baseUrl}/api/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(member),
  });
  expect(response.status).toBe(201);
  acknowledged.push(member.email);
}
