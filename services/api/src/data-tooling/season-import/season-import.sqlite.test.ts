import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { recomputeLeague, storedLeague } from '../../../test/support/aggregate-oracle';
import { randomGameRecord, seededRandom } from '../../../test/support/random-game-record';
import { smallSeasonFile } from '../../../test/support/small-season';
import { createApp } from '../../bootstrap/create-app';
import { loadAppConfig } from '../../config/app-config';
import { GameRecordService } from '../../services/games/game-record.service';
import { formatSeasonFile, type SeasonFile } from '../season-file';
import { runImportCommand } from './import.command';

// The same import on the embedded database (better-sqlite3) that `npm start` uses without DATABASE_URL.
describe('season import on the embedded SQLite database', () => {
  let dir: string;
  const env = () => ({ NODE_ENV: 'test', SQLITE_PATH: path.join(dir, 'dugout.sqlite'), INIT_CWD: dir, LOG_LEVEL: 'silent' });
  const quiet = { log: () => undefined, error: () => undefined };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-import-sqlite-'));
  });

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const openApp = async (): Promise<NestFastifyApplication> => {
    const app = await createApp(loadAppConfig({ ...env(), JWT_SECRET: randomBytes(32).toString('base64url'), UPLOAD_DIR: path.join(dir, 'upload'), WEB_ROOT: dir }));
    await app.init();
    return app;
  };

  it('imports with the command, refuses a bad file without writing, and keeps aggregates equal to the lines', async () => {
    const example = path.join(__dirname, '../../../docs/season-file-example.json');
    fs.writeFileSync(path.join(dir, 'small.json'), formatSeasonFile(smallSeasonFile()));
    const broken = smallSeasonFile({ leaguePath: 'broken' });
    broken.players[5].teamKey = 'nobody';
    fs.writeFileSync(path.join(dir, 'broken.json'), formatSeasonFile(broken));

    expect(await runImportCommand([example, 'small.json'], env(), quiet)).toBe(0);
    const errors: string[] = [];
    expect(await runImportCommand(['broken.json'], env(), { log: () => undefined, error: (line) => errors.push(line) })).toBe(1);
    expect(errors.join('\n')).toMatch(/players\[5\]\.teamKey: 없는 팀입니다: nobody/);

    const app = await openApp();
    try {
      const dataSource = app.get(DataSource);
      expect(dataSource.options.type).toBe('better-sqlite3');
      const mains: { league_path: string }[] = await dataSource.query('SELECT league_path FROM league_main ORDER BY league_path');
      expect(mains.map((main) => main.league_path)).toEqual(['gangdong', 'smalltest']);
      const [{ count }] = await dataSource.query('SELECT COUNT(*) AS count FROM game');
      expect(Number(count)).toBe(1);

      // Incremental upkeep on SQLite too (its upsert is ON CONFLICT, MySQL's ON DUPLICATE KEY).
      const records = app.get(GameRecordService);
      const games: { game_id: number; visit_team_id: number; home_team_id: number }[] = await dataSource.query(
        "SELECT s.game_id, s.visit_team_id, s.home_team_id FROM schedule s JOIN league l ON l.league_id = s.league_id JOIN season se ON se.season_id = l.season_id JOIN league_main m ON m.main_id = se.main_id WHERE m.league_path = 'smalltest' ORDER BY s.game_id",
      );
      const members: { team_id: number; player_id: number }[] = await dataSource.query('SELECT team_id, player_id FROM team_player');
      const roster = (teamId: number) => members.filter((member) => Number(member.team_id) === Number(teamId)).map((member) => Number(member.player_id));
      const random = seededRandom(5);
      for (const game of games.slice(0, 6)) {
        await records.writeRecord(Number(game.game_id), randomGameRecord(random, { visit: roster(game.visit_team_id), home: roster(game.home_team_id) }));
      }
      await records.writeRecord(Number(games[0].game_id), randomGameRecord(random, { visit: roster(games[0].visit_team_id), home: roster(games[0].home_team_id) }));
      expect(await records.deleteRecord(Number(games[1].game_id))).toBe(true);

      const leagues: { league_id: number }[] = await dataSource.query('SELECT league_id FROM league');
      for (const { league_id } of leagues) {
        expect(await storedLeague(dataSource, Number(league_id))).toEqual(await recomputeLeague(dataSource, Number(league_id)));
      }
    } finally {
      await app.close();
    }
  });

  it('imports a historic season whose box score does not add up only with --accept-source-inconsistencies, printing each as a warning; unknown fields and unrecorded counts stay null', async () => {
    const example = fs.readFileSync(path.join(__dirname, '../../../docs/season-file-example.json'), 'utf8');
    const historic = JSON.parse(example) as SeasonFile;
    historic.leagueMain = { leaguePath: 'historic', mainName: '옛 기록 리그' };
    const record = historic.games[0].record as NonNullable<SeasonFile['games'][number]['record']>;
    record.home.hits = 3;
    record.pitching[2].so += 1;
    Object.assign(historic.teams[0], { director: null, managerName: null, estbDt: null });
    historic.players[0].batThrw = null;
    // An old scoresheet without hit batsmen or sacrifices for one batter, nor home runs allowed for one pitcher.
    Object.assign(record.batting[0], { hbp: null, sh: null, sf: null });
    record.pitching[0].hr = null;
    fs.writeFileSync(path.join(dir, 'historic.json'), formatSeasonFile(historic));

    const refused: string[] = [];
    expect(await runImportCommand(['historic.json'], env(), { log: () => undefined, error: (line) => refused.push(line) })).toBe(1);
    expect(refused.join('\n')).toMatch(/아무것도 저장하지 않았습니다[\s\S]*games\[0\]\.record\.home\.hits: 홈 팀 안타\(3\)/);

    const output = { lines: [] as string[], errors: [] as string[] };
    const code = await runImportCommand(['--accept-source-inconsistencies', 'historic.json'], env(), {
      log: (line) => output.lines.push(line),
      error: (line) => output.errors.push(line),
    });
    expect(code).toBe(0);
    const warnings = output.errors.filter((line) => line.startsWith('  경고 '));
    // The home side's 3 hits break two checks: its batters' hits and the visiting pitchers' hits allowed.
    expect(warnings).toEqual([
      expect.stringMatching(/^ {2}경고 \d+번째 줄 games\[0\]\.record\.pitching: 홈 팀 투수의 탈삼진 합계\(\d+\)가 원정 팀의 삼진 합계\(\d+\)와 다릅니다\.$/),
      expect.stringMatching(/^ {2}경고 \d+번째 줄 games\[0\]\.record\.home\.hits: 홈 팀 안타\(3\)가 타자 안타 합계\(2\)와 다릅니다\.$/),
      expect.stringMatching(/^ {2}경고 \d+번째 줄 games\[0\]\.record\.pitching: 원정 팀 투수의 피안타 합계\(2\)가 홈 팀의 안타\(3\)와 다릅니다\.$/),
    ]);
    expect(output.lines.join('\n')).toMatch(/가져오기 완료[\s\S]*옛 기록 리그\(historic\) \[새 리그\][\s\S]*경고로 받아들인 원본 기록 불일치 3건/);

    const app = await openApp();
    try {
      const dataSource = app.get(DataSource);
      const [main] = await dataSource.query("SELECT main_id FROM league_main WHERE league_path = 'historic'");
      const games: { home_hits: number }[] = await dataSource.query(
        'SELECT g.home_hits FROM game g JOIN schedule s ON s.game_id = g.game_id JOIN league l ON l.league_id = s.league_id JOIN season se ON se.season_id = l.season_id WHERE se.main_id = ?',
        [main.main_id],
      );
      expect(games.map((game) => Number(game.home_hits))).toEqual([3]);
      const [team] = await dataSource.query(
        "SELECT t.director, t.manager_name, t.estb_dt FROM team t JOIN import_key k ON k.entity_id = t.team_id AND k.kind = 'team' WHERE k.main_id = ? AND k.import_key = ?",
        [main.main_id, historic.teams[0].key],
      );
      expect(team).toEqual({ director: null, manager_name: null, estb_dt: null });
      const [player] = await dataSource.query(
        "SELECT p.bat_thrw FROM player p JOIN import_key k ON k.entity_id = p.player_id AND k.kind = 'player' WHERE k.main_id = ? AND k.import_key = ?",
        [main.main_id, historic.players[0].key],
      );
      expect(player).toEqual({ bat_thrw: null });
      const [batting] = await dataSource.query(
        "SELECT b.hbp, b.sh, b.sf, b.ab FROM game_batting b JOIN import_key k ON k.entity_id = b.player_id AND k.kind = 'player' WHERE k.main_id = ? AND k.import_key = ?",
        [main.main_id, record.batting[0].playerKey],
      );
      expect(batting).toEqual({ hbp: null, sh: null, sf: null, ab: record.batting[0].ab });
      const [pitching] = await dataSource.query(
        "SELECT p.hr FROM game_pitching p JOIN import_key k ON k.entity_id = p.player_id AND k.kind = 'player' WHERE k.main_id = ? AND k.import_key = ?",
        [main.main_id, record.pitching[0].playerKey],
      );
      expect(pitching).toEqual({ hr: null });
    } finally {
      await app.close();
    }
  });
});
