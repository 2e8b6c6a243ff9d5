import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BoxBattingRow, BoxPitchingRow, GameDetail } from '@dugout/contracts';
import { runRetrosheetImportCommand } from '../src/data-tooling/retrosheet-import/retrosheet-import.command';
import { builtFile } from './support/built-api';
import { commandEnv, runCommand } from './support/command-run';
import { createTestApp, type TestApp } from './support/test-app';

const DATA = path.resolve(__dirname, '../../../libs/play-by-play/test-data/retrosheet');
const WS_FILES = ['2023WS.EVE', 'ARI2023.ROS', 'TEX2023.ROS', 'TEAM2023'];

interface BoxGame {
  id: string;
  visitor: string;
  home: string;
  decisions: { W: string | null; L: string | null; S: string | null };
  linescore: { visitor: number[]; home: number[] };
  teams: { visitor: Record<string, number | string>; home: Record<string, number | string> };
  batting: Record<string, Record<string, number>>;
  pitching: Record<string, Record<string, number>>;
}

const box: { games: BoxGame[] } = JSON.parse(fs.readFileSync(path.join(DATA, 'box-2023ws.json'), 'utf8'));

/** The box file's batting names -> the API's. */
const BATTING = { AB: 'ab', R: 'r', H: 'h', '2B': 'b2', '3B': 'b3', HR: 'hr', RBI: 'rbi', SH: 'sh', SF: 'sf', HBP: 'hbp', BB: 'bb', SO: 'so', SB: 'sb', CS: 'cs', GIDP: 'gidp' } as const;
const PITCHING = { IPouts: 'outs', BF: 'bf', H: 'h', R: 'r', ER: 'er', HR: 'hr', BB: 'bb', SO: 'so', HBP: 'hbp', WP: 'wp', BK: 'bk' } as const;

/** Rows of every table, to prove a refused file wrote nothing. */
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

describe('npm run import:retrosheet (MySQL)', () => {
  let t: TestApp;
  let dir: string;

  const run = (args: string[]) => runCommand(runRetrosheetImportCommand, { ...process.env, ...commandEnv(t), INIT_CWD: dir }, args);

  beforeAll(async () => {
    t = await createTestApp();
    dir = path.join(t.tempDir, 'retrosheet');
    fs.mkdirSync(dir);
    for (const name of WS_FILES) fs.copyFileSync(path.join(DATA, name), path.join(dir, name));
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses a file with a broken line, naming the file, the game and the line, and writes nothing', async () => {
    const lines = fs.readFileSync(path.join(DATA, '2023WS.EVE'), 'utf8').split('\n');
    const secondGame = lines.findIndex((line, i) => line.startsWith('id,') && lines.slice(0, i).some((l) => l.startsWith('id,')));
    const broken = lines.findIndex((line, i) => i > secondGame && line.startsWith('play,'));
    const gameId = lines[secondGame].trim().split(',')[1];
    lines[broken] = 'play,1,0,semim001,00,,Q99?';
    const badDir = path.join(t.tempDir, 'broken');
    fs.mkdirSync(badDir);
    fs.writeFileSync(path.join(badDir, '2023WS.EVE'), lines.join('\n'));
    const before = await countEveryTable(t);

    const result = await run([path.join(badDir, '2023WS.EVE'), '--league', 'wsbroken']);

    expect(result.code).toBe(1);
    const message = result.err.join('\n');
    expect(message).toContain('아무것도 저장하지 않았습니다');
    expect(message).toContain(`2023WS.EVE: 경기 ${gameId}, ${broken + 1}번째 줄: 플레이 'Q99?'`);
    expect(await countEveryTable(t)).toEqual(before);
  });

  it('stops at a refused file: the files before it stay imported, the refused one writes nothing', async () => {
    const before = await countEveryTable(t);
    const result = await run(['--league', 'wsmulti', '2023WS.EVE', path.join(t.tempDir, 'broken', '2023WS.EVE')]);
    expect(result.code).toBe(1);
    expect(result.out.join('\n')).toContain('경기 5개(종료된 공식 기록)');
    expect(result.err.join('\n')).toContain('앞의 파일 1개는 이미 가져왔습니다.');
    const after = await countEveryTable(t);
    expect(after['schedule'] - before['schedule']).toBe(5);
  });

  it('the built command, in a process of its own (as npm run import:retrosheet runs it), imports the file', () => {
    const cli = builtFile('data-tooling/retrosheet-import/retrosheet-import.cli.js');
    const result = spawnSync(process.execPath, [cli, '--league', 'wsbuilt', '2023WS.EVE'], {
      cwd: dir,
      env: { PATH: process.env['PATH'], ...commandEnv(t) },
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/가져오기 완료[\s\S]*\(wsbuilt\) \[새 리그\][\s\S]*경기 5개\(종료된 공식 기록\)/);
  });

  it('refuses an unknown option and a missing file in Korean', async () => {
    expect((await run(['--leage', 'x', '2023WS.EVE'])).err.join('\n')).toContain('알 수 없는 옵션입니다: --leage');
    const missing = await run(['NONE2023.EVE']);
    expect(missing.code).toBe(1);
    expect(missing.err.join('\n')).toContain('파일을 읽을 수 없습니다');
  });

  describe('the 2023 World Series', () => {
    let mainId: number;
    let seasonId: number;
    let leagueId: number;
    let playerIds: Map<string, number>;
    let teamIds: Map<string, number>;
    let gameIds: Map<string, number>;

    beforeAll(async () => {
      const result = await run(['--league', 'ws2023', '--league-name', '월드시리즈', '2023WS.EVE']);
      expect(result.err).toEqual([]);
      expect(result.code).toBe(0);
      const printed = result.out.join('\n');
      expect(printed).toMatch(/가져오기 완료: .*2023WS\.EVE/);
      expect(printed).toContain('리그: 월드시리즈(ws2023) [새 리그] / 시즌: 2023 [새 시즌]');
      expect(printed).toContain('로스터 ARI2023.ROS, TEX2023.ROS, 팀 파일 TEAM2023');
      expect(printed).toMatch(/팀 2개\(새로 2개\), 선수 \d+명\(새로 \d+명\)/);
      expect(printed).toMatch(/경기 5개\(종료된 공식 기록\), 플레이 \d+개/);
      expect(printed).toMatch(/소요 시간 \d+\.\d초/);

      [{ main_id: mainId }] = await t.dataSource.query("SELECT main_id FROM league_main WHERE league_path = 'ws2023'");
      [{ season_id: seasonId }] = await t.dataSource.query('SELECT season_id FROM season WHERE main_id = ?', [mainId]);
      [{ league_id: leagueId }] = await t.dataSource.query('SELECT league_id FROM league WHERE season_id = ?', [seasonId]);
      const keys: { kind: string; import_key: string; entity_id: number }[] = await t.dataSource.query('SELECT kind, import_key, entity_id FROM import_key WHERE main_id = ?', [mainId]);
      playerIds = new Map(keys.filter((k) => k.kind === 'player').map((k) => [k.import_key, Number(k.entity_id)]));
      teamIds = new Map(keys.filter((k) => k.kind === 'team').map((k) => [k.import_key, Number(k.entity_id)]));
      const games: { game_id: number; game_name: string }[] = await t.dataSource.query('SELECT game_id, game_name FROM schedule WHERE league_id = ?', [leagueId]);
      gameIds = new Map(games.map((g) => [g.game_name, Number(g.game_id)]));
    });

    it('makes the league, the teams by their codes and names, and one schedule row per game with both lineups and its plays', async () => {
      expect([...teamIds.keys()].sort()).toEqual(['ARI', 'TEX']);
      const names: { team_name: string }[] = await t.dataSource.query('SELECT team_name FROM team WHERE team_id IN (?, ?) ORDER BY team_name', [...teamIds.values()]);
      expect(names.map((n) => n.team_name)).toEqual(['Arizona Diamondbacks', 'Texas Rangers']);
      expect([...gameIds.keys()].sort()).toEqual(box.games.map((g) => g.id).sort());
      for (const gameId of gameIds.values()) {
        const [{ lineups }] = await t.dataSource.query('SELECT COUNT(*) AS lineups FROM game_lineup WHERE game_id = ?', [gameId]);
        expect(Number(lineups)).toBeGreaterThanOrEqual(20);
        const [{ plays }] = await t.dataSource.query('SELECT COUNT(*) AS plays FROM game_play WHERE game_id = ?', [gameId]);
        expect(Number(plays)).toBeGreaterThan(100);
        const [{ state }] = await t.dataSource.query('SELECT record_state AS state FROM game WHERE game_id = ?', [gameId]);
        expect(state).toBe('final');
      }
      const plays = await t.http.get(`/api/game/${gameIds.get('ARI202310300')}/plays`);
      expect(plays.status).toBe(200);
      expect(plays.body.data.state).toMatchObject({ over: true, score: [3, 1] });
      expect(JSON.stringify(plays.body.data.narration)).toContain('Corbin Carroll');
      const [carroll] = await t.dataSource.query('SELECT player_name FROM player WHERE player_id = ?', [playerIds.get('carrc005')]);
      expect(carroll.player_name).toBe('Corbin Carroll');
    });

    for (const official of box.games) {
      it(`GET /api/game/{id}/detail of ${official.id} is the official box score`, async () => {
        const response = await t.http.get(`/api/game/${gameIds.get(official.id)}/detail`);
        expect(response.status).toBe(200);
        const detail = response.body.data as GameDetail;
        const retroId = new Map([...playerIds].map(([key, id]) => [id, key]));
        const sides = [detail.visit, detail.home] as const;

        expect(sides.map((side) => side.teamId)).toEqual([teamIds.get(official.visitor), teamIds.get(official.home)]);
        expect(sides.map((side) => side.innings.filter((runs) => runs !== null))).toEqual([official.linescore.visitor, official.linescore.home]);
        expect(sides.map((side) => ({ R: side.runs, H: side.hits, E: side.errors }))).toEqual(
          [official.teams.visitor, official.teams.home].map((team) => ({ R: team['R'], H: team['H'], E: team['E'] })),
        );

        const batting: Record<string, Record<string, number>> = {};
        sides.forEach((side, sideIndex) =>
          side.batting.forEach((row: BoxBattingRow) => {
            const id = retroId.get(row.playerId) as string;
            const line = (batting[id] ??= { side: sideIndex, ...Object.fromEntries(Object.keys(BATTING).map((key) => [key, 0])) });
            for (const [key, name] of Object.entries(BATTING)) line[key] += row[name] ?? 0;
          }),
        );
        const expectedBatting = Object.fromEntries(
          Object.entries(official.batting).map(([id, line]) => [id, { side: line['side'], ...Object.fromEntries(Object.keys(BATTING).map((key) => [key, line[key]])) }]),
        );
        expect(batting).toEqual(expectedBatting);

        const pitching: Record<string, Record<string, number>> = {};
        const decisions: Record<string, string | null> = { W: null, L: null, S: null };
        sides.forEach((side, sideIndex) =>
          side.pitching.forEach((row: BoxPitchingRow) => {
            const id = retroId.get(row.playerId) as string;
            pitching[id] = { side: sideIndex, seq: row.order, ...Object.fromEntries(Object.entries(PITCHING).map(([key, name]) => [key, row[name] ?? 0])) };
            if (row.decision === 'w' || row.decision === 'l' || row.decision === 's') decisions[row.decision.toUpperCase()] = id;
          }),
        );
        const expectedPitching = Object.fromEntries(
          Object.entries(official.pitching).map(([id, line]) => [
            id,
            { side: line['side'], seq: line['seq'], ...Object.fromEntries(Object.keys(PITCHING).map((key) => [key, line[key]])) },
          ]),
        );
        expect(pitching).toEqual(expectedPitching);
        expect(decisions).toEqual(official.decisions);
      });
    }

    it('the standings of the league have the two teams with their W/L', async () => {
      const response = await t.http.get(`/api/game/rank/team/${seasonId}/${leagueId}`);
      expect(response.status).toBe(200);
      const rows = (response.body.data?.data ?? response.body.data) as { teamId: number; games: number; win: number; lose: number; draw: number }[];
      const wins = new Map<string, number>();
      for (const game of box.games) {
        const visitorRuns = game.linescore.visitor.reduce((a, b) => a + b, 0);
        const homeRuns = game.linescore.home.reduce((a, b) => a + b, 0);
        const winner = visitorRuns > homeRuns ? game.visitor : game.home;
        wins.set(winner, (wins.get(winner) ?? 0) + 1);
      }
      const byTeam = new Map(rows.map((row) => [row.teamId, { games: row.games, win: row.win, lose: row.lose, draw: row.draw }]));
      expect(byTeam.get(teamIds.get('TEX') as number)).toEqual({ games: 5, win: wins.get('TEX') ?? 0, lose: 5 - (wins.get('TEX') ?? 0), draw: 0 });
      expect(byTeam.get(teamIds.get('ARI') as number)).toEqual({ games: 5, win: wins.get('ARI') ?? 0, lose: 5 - (wins.get('ARI') ?? 0), draw: 0 });
      expect(wins.get('TEX')).toBe(4);
    });

    it('a second import of the same file skips the games the league has, says so and writes nothing', async () => {
      const before = await countEveryTable(t);
      const again = await run(['--league', 'ws2023', '2023WS.EVE']);
      expect(again.err).toEqual([]);
      expect(again.code).toBe(0);
      const printed = again.out.join('\n');
      expect(printed).toContain('경기 0개(종료된 공식 기록), 플레이 0개');
      expect(printed).toContain('이미 가져온 경기 5개는 건너뛰었습니다');
      expect(printed).toContain('팀 2개(새로 0개)');
      expect(await countEveryTable(t)).toEqual(before);
    });
  });
});
