import fs from 'node:fs';
import path from 'node:path';
import { generateDemoSeasonFiles, type DemoSeasonFile } from '../src/data-tooling/demo-data';
import { GameRecordService } from '../src/services/games/game-record.service';
import type { GameRecordInput } from '../src/repositories/games/game-record.types';
import { runImportCommand } from '../src/data-tooling/season-import/import.command';
import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { formatSeasonFile, type SeasonFile } from '../src/data-tooling/season-file';
import { recomputeLeague, storedLeague } from './support/aggregate-oracle';
import { smallSeasonFile } from './support/small-season';
import { createTestApp, type TestApp } from './support/test-app';

const DEMO_TODAY = '2026-08-15';

/** Rows of every table of the database, to prove an import that failed wrote nothing. */
async function countEveryTable(t: TestApp): Promise<Record<string, number>> {
  const tables: { name: string }[] = await t.dataSource.query(
    "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [{ count }] = await t.dataSource.query(`SELECT COUNT(*) AS count FROM \`${name}\``);
    counts[name] = Number(count);
  }
  return counts;
}

async function leagueIdsOf(t: TestApp, seasonId?: number): Promise<number[]> {
  const rows: { league_id: number }[] = await t.dataSource.query(
    seasonId === undefined ? 'SELECT league_id FROM league ORDER BY league_id' : 'SELECT league_id FROM league WHERE season_id = ? ORDER BY league_id',
    seasonId === undefined ? [] : [seasonId],
  );
  return rows.map((row) => Number(row.league_id));
}

describe('season import (MySQL)', () => {
  let t: TestApp;
  let importer: SeasonImportService;
  let demo: DemoSeasonFile[];

  beforeAll(async () => {
    t = await createTestApp();
    importer = t.app.get(SeasonImportService);
    demo = generateDemoSeasonFiles({ today: DEMO_TODAY });
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('a file that is refused writes nothing', () => {
    it('an error in the last box score of the file: the error names the path and line', async () => {
      const file: SeasonFile = structuredClone(demo[0].file);
      const lastPlayed = file.games.map((game, index) => ({ game, index })).filter(({ game }) => game.record).pop();
      if (!lastPlayed?.game.record) throw new Error('no played game in the demo file');
      const lines = lastPlayed.game.record.batting;
      lines[lines.length - 1].h = lines[lines.length - 1].ab + 1;
      const before = await countEveryTable(t);

      const result = await importer.importFile(formatSeasonFile(file));

      expect(result.ok).toBe(false);
      if (result.ok) return;
      const fault = result.errors.find((error) => error.path === `games[${lastPlayed.index}].record.batting[${lines.length - 1}].h`);
      expect(fault).toMatchObject({ message: '안타가 타수보다 많습니다.', line: expect.any(Number) });
      expect(await countEveryTable(t)).toEqual(before);
    });

    it('a failure while writing the very last rows rolls back everything written before it', async () => {
      const before = await countEveryTable(t);
      // Lineups are written last: without their table the import fails at its very end.
      await t.dataSource.query('RENAME TABLE game_lineup TO game_lineup_away');
      try {
        await expect(importer.importFile(smallSeasonWithLineup())).rejects.toThrow(/game_lineup/);
      } finally {
        await t.dataSource.query('RENAME TABLE game_lineup_away TO game_lineup');
      }
      expect(await countEveryTable(t)).toEqual(before);
    });

    it('a count beyond what a game can hold is refused at its path and line, before MySQL sees it', async () => {
      const file: SeasonFile = structuredClone(demo[0].file);
      const index = file.games.findIndex((game) => game.record);
      const record = file.games[index].record;
      if (!record) throw new Error('no played game in the demo file');
      record.pitching[0].pitches = 3e9;
      const before = await countEveryTable(t);
      const result = await importer.importFile(formatSeasonFile(file));
      expect(result).toEqual({
        ok: false,
        errors: [{ path: `games[${index}].record.pitching[0].pitches`, message: '999 이하여야 합니다.', line: expect.any(Number) }],
      });
      expect(await countEveryTable(t)).toEqual(before);
    });

    it('a field written twice is refused, not silently taken from its last copy', async () => {
      const text = formatSeasonFile(smallSeasonWithLineup()).replace('"formatVersion": 1,', '"formatVersion": 1,\n  "formatVersion": 1,');
      const result = await importer.importFile(text);
      expect(result).toEqual({ ok: false, errors: [{ path: 'formatVersion', line: 3, message: expect.stringContaining('두 번') }] });
    });

    it('a JSON syntax error is reported with its line', async () => {
      const result = await importer.importFile('{\n  "formatVersion": 1,\n  "season": \n}');
      expect(result).toEqual({ ok: false, errors: [expect.objectContaining({ path: '', line: 4, message: expect.stringContaining('JSON 문법 오류') })] });
    });
  });

  describe('the demo seasons', () => {
    beforeAll(async () => {
      for (const { fileName, file } of demo) {
        const result = await importer.importFile(file);
        if (!result.ok) throw new Error(`${fileName}: ${JSON.stringify(result.errors.slice(0, 3))}`);
      }
    }, 300_000);

    it('are all in the database: one row per team, player and ground key of a main, every game, record and lineup', async () => {
      for (const leaguePath of ['gangdong', 'gangseo']) {
        const files = demo.filter(({ file }) => file.leagueMain.leaguePath === leaguePath).map(({ file }) => file);
        const [main] = await t.dataSource.query('SELECT main_id FROM league_main WHERE league_path = ?', [leaguePath]);
        const count = async (sql: string) => Number((await t.dataSource.query(sql, [main.main_id]))[0].count);
        expect(await count('SELECT COUNT(*) AS count FROM season WHERE main_id = ?')).toBe(files.length);
        expect(await count('SELECT COUNT(*) AS count FROM season WHERE main_id = ? AND active = 1')).toBe(1);
        const distinct = (pick: (file: SeasonFile) => string[]) => new Set(files.flatMap(pick)).size;
        expect(await count("SELECT COUNT(*) AS count FROM import_key WHERE main_id = ? AND kind = 'team'")).toBe(distinct((file) => file.teams.map((team) => team.key)));
        expect(await count("SELECT COUNT(*) AS count FROM import_key WHERE main_id = ? AND kind = 'player'")).toBe(distinct((file) => file.players.map((player) => player.key)));
        expect(await count('SELECT COUNT(*) AS count FROM ground WHERE main_id = ?')).toBe(distinct((file) => file.grounds.map((ground) => ground.key)));
        const games = files.flatMap((file) => file.games);
        const seasonJoin = 'FROM schedule s JOIN league l ON l.league_id = s.league_id JOIN season se ON se.season_id = l.season_id WHERE se.main_id = ?';
        expect(await count(`SELECT COUNT(*) AS count ${seasonJoin}`)).toBe(games.length);
        expect(await count(`SELECT COUNT(*) AS count FROM game g JOIN schedule s ON s.game_id = g.game_id JOIN league l ON l.league_id = s.league_id JOIN season se ON se.season_id = l.season_id WHERE se.main_id = ?`)).toBe(games.filter((game) => game.record).length);
        // A season file's records are the official results (record_state final), never drafts being entered.
        expect(await count(`SELECT COUNT(*) AS count FROM game g JOIN schedule s ON s.game_id = g.game_id JOIN league l ON l.league_id = s.league_id JOIN season se ON se.season_id = l.season_id WHERE se.main_id = ? AND g.record_state <> 'final'`)).toBe(0);
        expect(await count(`SELECT COUNT(*) AS count ${seasonJoin} AND s.is_cancel = 1`)).toBe(games.filter((game) => game.isCancel).length);
        expect(await count(`SELECT COUNT(*) AS count ${seasonJoin} AND (s.visit_team_interleague = 1 OR s.home_team_interleague = 1)`)).toBe(
          games.filter((game) => game.visitInterleagueLeagueKey || game.homeInterleagueLeagueKey).length,
        );
        expect(await count('SELECT COUNT(*) AS count FROM suspended_game sg JOIN season se ON se.season_id = sg.season_id WHERE se.main_id = ?')).toBe(games.filter((game) => game.suspended).length);
        expect(await count(`SELECT COUNT(*) AS count FROM game_lineup gl JOIN schedule s ON s.game_id = gl.game_id JOIN league l ON l.league_id = s.league_id JOIN season se ON se.season_id = l.season_id WHERE se.main_id = ?`)).toBe(
          games.reduce((sum, game) => sum + (game.lineups ?? []).reduce((entries, lineup) => entries + lineup.entries.length, 0), 0),
        );
      }
    });

    it('keep, for every league, aggregates equal to the sums of the box-score lines they come from', async () => {
      const leagueIds = await leagueIdsOf(t);
      expect(leagueIds.length).toBe(demo.reduce((sum, { file }) => sum + file.leagues.length, 0));
      for (const leagueId of leagueIds) {
        const stored = await storedLeague(t.dataSource, leagueId);
        expect(stored).toEqual(await recomputeLeague(t.dataSource, leagueId));
        expect(Object.keys(stored.teams).length).toBeGreaterThan(0);
        // The plain sum the issue names: H over every counted batting line equals H over the aggregate rows.
        const [{ hits }] = await t.dataSource.query(
          `SELECT COALESCE(SUM(b.h), 0) AS hits FROM game_batting b JOIN game g ON g.game_id = b.game_id
            WHERE g.win_type IS NOT NULL AND g.win_type <> '5'
              AND ((b.side = 'visit' AND g.visit_league_id = ?) OR (b.side = 'home' AND g.home_league_id = ?))`,
          [leagueId, leagueId],
        );
        const [{ playerHits, playerOuts }] = await t.dataSource.query('SELECT SUM(bat_h) AS playerHits, SUM(pit_outs) AS playerOuts FROM league_player_stat WHERE league_id = ?', [leagueId]);
        const [{ teamHits, teamOuts }] = await t.dataSource.query('SELECT SUM(bat_h) AS teamHits, SUM(pit_outs) AS teamOuts FROM league_team_stat WHERE league_id = ?', [leagueId]);
        expect([Number(playerHits), Number(teamHits)]).toEqual([Number(hits), Number(hits)]);
        expect(Number(playerOuts)).toBe(Number(teamOuts));
      }
    });

    it('computed in bulk equal what record-by-record upkeep gives: delete every record, write them back one by one', async () => {
      const { file } = demo.find(({ fileName }) => fileName === 'gangseo-2025.json') as DemoSeasonFile;
      const [season] = await t.dataSource.query(
        'SELECT se.season_id FROM season se JOIN league_main m ON m.main_id = se.main_id WHERE m.league_path = ? AND se.season_name = ?',
        ['gangseo', file.season.seasonName],
      );
      const leagueIds = await leagueIdsOf(t, Number(season.season_id));
      const snapshot = await Promise.all(leagueIds.map((leagueId) => storedLeague(t.dataSource, leagueId)));
      const [main] = await t.dataSource.query("SELECT main_id FROM league_main WHERE league_path = 'gangseo'");
      const keys: { import_key: string; entity_id: number }[] = await t.dataSource.query("SELECT import_key, entity_id FROM import_key WHERE main_id = ? AND kind = 'player'", [main.main_id]);
      const playerId = new Map(keys.map((row) => [row.import_key, Number(row.entity_id)]));
      const scheduleRows: { game_id: number }[] = await t.dataSource.query(
        `SELECT s.game_id FROM schedule s JOIN league l ON l.league_id = s.league_id WHERE l.season_id = ? ORDER BY s.game_id`,
        [season.season_id],
      );
      // The import inserts the schedule in file order.
      const played = file.games.map((game, index) => ({ game, gameId: Number(scheduleRows[index].game_id) })).filter(({ game }) => game.record);
      const records = t.app.get(GameRecordService);

      for (const { gameId } of played) expect(await records.deleteRecord(gameId)).toBe(true);
      const [{ left }] = await t.dataSource.query(`SELECT COUNT(*) AS \`left\` FROM league_player_stat WHERE league_id IN (${leagueIds.join(',')})`);
      expect(Number(left)).toBe(0);

      for (const { game, gameId } of played) {
        const record = game.record as NonNullable<typeof game.record>;
        const input: GameRecordInput = {
          ...record,
          batting: record.batting.map(({ playerKey, ...line }) => ({ ...line, playerId: playerId.get(playerKey) as number })),
          pitching: record.pitching.map(({ playerKey, ...line }) => ({ ...line, playerId: playerId.get(playerKey) as number })),
        };
        await records.writeRecord(gameId, input);
      }
      expect(await Promise.all(leagueIds.map((leagueId) => storedLeague(t.dataSource, leagueId)))).toEqual(snapshot);
    }, 300_000);

    it('refuses a season the main already has, by its name', async () => {
      const before = await countEveryTable(t);
      const result = await importer.importFile(formatSeasonFile(demo[0].file));
      expect(result).toEqual({
        ok: false,
        errors: [{ path: 'season.seasonName', line: expect.any(Number), message: expect.stringContaining('같은 이름의 시즌') }],
      });
      expect(await countEveryTable(t)).toEqual(before);
    });
  });

  it('the largest counts a season file allows fit the MySQL columns', async () => {
    const file: SeasonFile = structuredClone(demo[0].file);
    file.leagueMain.leaguePath = 'maxcounts';
    const record = file.games.find((game) => game.record)?.record;
    if (!record) throw new Error('no played game in the demo file');
    record.pitching[0].pitches = 999;
    file.leagues[0].settings = { pointsWin: 99, pointsDraw: 99, pointsLoss: -99, batterQualifyMultiplier: 99, pitcherQualifyMultiplier: 99 };
    const result = await importer.importFile(formatSeasonFile(file));
    expect(result.ok).toBe(true);
  });

  describe('npm run import -- <file>', () => {
    it('imports a file into the configured database and prints a Korean summary', async () => {
      const file = path.join(t.tempDir, 'small.json');
      fs.writeFileSync(file, formatSeasonFile(smallSeasonFile({ leaguePath: 'clitest' })));
      const output = { lines: [] as string[], errors: [] as string[] };
      const code = await runImportCommand([file], { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl(t), INIT_CWD: t.tempDir }, {
        log: (line) => output.lines.push(line),
        error: (line) => output.errors.push(line),
      });
      expect(output.errors).toEqual([]);
      expect(code).toBe(0);
      expect(output.lines.join('\n')).toMatch(/가져오기 완료[\s\S]*테스트 리그\(clitest\) \[새 리그\][\s\S]*경기 16개/);
      const [{ count }] = await t.dataSource.query("SELECT COUNT(*) AS count FROM league_main WHERE league_path = 'clitest'");
      expect(Number(count)).toBe(1);
    });

    it('prints the errors with their lines and exits 1 for a bad file (relative paths from where it was typed)', async () => {
      const broken = smallSeasonFile({ leaguePath: 'clibad' });
      broken.games[3].groundKey = 'nowhere';
      fs.writeFileSync(path.join(t.tempDir, 'bad.json'), formatSeasonFile(broken));
      const errors: string[] = [];
      const code = await runImportCommand(['bad.json'], { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl(t), INIT_CWD: t.tempDir }, {
        log: () => undefined,
        error: (line) => errors.push(line),
      });
      expect(code).toBe(1);
      expect(errors.join('\n')).toMatch(/아무것도 저장하지 않았습니다[\s\S]*\d+번째 줄 games\[3\]\.groundKey: 없는 구장입니다: nowhere/);
      const [{ count }] = await t.dataSource.query("SELECT COUNT(*) AS count FROM league_main WHERE league_path = 'clibad'");
      expect(Number(count)).toBe(0);
    });

    it('imports a historic file whose box score does not add up with --accept-source-inconsistencies, warning at each path', async () => {
      const historic = JSON.parse(fs.readFileSync(path.join(__dirname, '../docs/season-file-example.json'), 'utf8')) as SeasonFile;
      historic.leagueMain = { leaguePath: 'clihistoric', mainName: '옛 기록 리그' };
      const record = historic.games[0].record as NonNullable<SeasonFile['games'][number]['record']>;
      record.visit.runs += 1;
      record.lineScore.visit[0] = (record.lineScore.visit[0] ?? 0) + 1;
      Object.assign(historic.teams[0], { director: null, managerName: null, estbDt: null });
      historic.players[0].batThrw = null;
      fs.writeFileSync(path.join(t.tempDir, 'historic.json'), formatSeasonFile(historic));
      const env = { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl(t), INIT_CWD: t.tempDir };
      const output = { lines: [] as string[], errors: [] as string[] };
      const code = await runImportCommand(['historic.json', '--accept-source-inconsistencies'], env, {
        log: (line) => output.lines.push(line),
        error: (line) => output.errors.push(line),
      });
      expect(output.errors.join('\n')).toMatch(/^ {2}경고 \d+번째 줄 games\[0\]\.record\.visit\.runs: 원정 팀 득점\(\d+\)이 타자 득점 합계\(\d+\)와 다릅니다\.$/m);
      expect(output.errors.every((line) => !line.includes('오류'))).toBe(true);
      expect(code).toBe(0);
      expect(output.lines.join('\n')).toMatch(/경고로 받아들인 원본 기록 불일치 [1-9]\d*건/);
      const [main] = await t.dataSource.query("SELECT main_id FROM league_main WHERE league_path = 'clihistoric'");
      const players: { bat_thrw: number | null }[] = await t.dataSource.query(
        "SELECT p.bat_thrw FROM player p JOIN import_key k ON k.entity_id = p.player_id AND k.kind = 'player' WHERE k.main_id = ? AND k.import_key = ?",
        [main.main_id, historic.players[0].key],
      );
      expect(players).toEqual([{ bat_thrw: null }]);
      const teams: { director: string | null; estb_dt: string | null }[] = await t.dataSource.query(
        "SELECT t.director, t.estb_dt FROM team t JOIN import_key k ON k.entity_id = t.team_id AND k.kind = 'team' WHERE k.main_id = ? AND k.import_key = ?",
        [main.main_id, historic.teams[0].key],
      );
      expect(teams).toEqual([{ director: null, estb_dt: null }]);
      const [{ count }] = await t.dataSource.query(
        'SELECT COUNT(*) AS count FROM game g JOIN schedule s ON s.game_id = g.game_id JOIN league l ON l.league_id = s.league_id JOIN season se ON se.season_id = l.season_id WHERE se.main_id = ?',
        [main.main_id],
      );
      expect(Number(count)).toBe(1);
    });

    it('explains its usage without a file', async () => {
      const errors: string[] = [];
      expect(await runImportCommand([], {}, { log: () => undefined, error: (line) => errors.push(line) })).toBe(1);
      expect(errors[0]).toContain('사용법: npm run import -- <시즌 파일.json>');
    });

    it('refuses an option it does not know, before touching the database', async () => {
      const errors: string[] = [];
      expect(await runImportCommand(['--accept-everything', 'a.json'], {}, { log: () => undefined, error: (line) => errors.push(line) })).toBe(1);
      expect(errors[0]).toMatch(/^알 수 없는 옵션입니다: --accept-everything\n사용법/);
    });
  });
});

function databaseUrl(t: TestApp): string {
  if (t.config.database.type !== 'mysql') throw new Error('MySQL expected');
  return t.config.database.url;
}

/** The small season with one submitted lineup, so the import's last step has rows to write. */
function smallSeasonWithLineup(): SeasonFile {
  const file = smallSeasonFile({ leaguePath: 'rollback' });
  const game = file.games[0];
  const players = file.players.filter((player) => player.teamKey === game.homeTeamKey);
  const positions = ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'] as const;
  game.lineups = [{ side: 'home', entries: positions.map((position, index) => ({ playerKey: players[index].key, batNum: index + 1, position })) }];
  return file;
}
