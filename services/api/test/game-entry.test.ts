import type { GameRecordBody, GameRecordEditing, GameRecordVersionItem } from '@dugout/contracts';
import { GameRecordService } from '../src/services/games/game-record.service';
import type { GameRecordInput } from '../src/repositories/games/game-record.types';
import { Schedule } from '../src/repositories/schedules/schedule.entity';
import { storedLeague } from './support/aggregate-oracle';
import { randomGameRecord, seededRandom } from './support/random-game-record';
import { LeaguesService } from '../src/services/leagues/leagues.service';
import { registerAndLogin, requestsAs, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { firstGame, firstNumber, importSmallSeason, rosterOf } from './support/imported-season';
import { createTestApp, type TestApp } from './support/test-app';

type Body = Record<string, unknown> & { error?: string; errors?: Record<string, string>; version?: number; state?: string };

const BAT_ZERO = { pa: 0, ab: 0, r: 0, h: 0, b2: 0, b3: 0, hr: 0, rbi: 0, bb: 0, ibb: 0, hbp: 0, so: 0, sb: 0, cs: 0, sh: 0, sf: 0, gidp: 0 };
const PIT_ZERO = { outs: 0, bf: 0, pitches: null, h: 0, hr: 0, r: 0, er: 0, bb: 0, hbp: 0, so: 0, wp: 0, bk: 0 };

/** A consistent 9-inning game, visit 3 - 2 home, the home 9th not batted (the contracts test's game on real players). */
function boxScore(visit: number[], home: number[]): GameRecordBody {
  const bat = (side: 'visit' | 'home', playerId: number, batNum: number, counts: object) => ({ playerId, side, batNum, subOrder: 0, position: null, ...BAT_ZERO, ...counts });
  const pit = (side: 'visit' | 'home', playerId: number, order: number, counts: object) => ({ playerId, side, order, starter: order === 1, decision: null, ...PIT_ZERO, ...counts });
  return {
    winType: '1',
    winnerSide: 'visit',
    lineScore: { visit: [1, 0, 0, 2, 0, 0, 0, 0, 0], home: [0, 1, 0, 0, 0, 1, 0, 0, null] },
    visit: { runs: 3, hits: 5, errors: 0, walks: 2 },
    home: { runs: 2, hits: 4, errors: 1, walks: 1 },
    batting: [
      bat('visit', visit[1] as number, 1, { pa: 5, ab: 4, h: 2, r: 1, bb: 1, so: 1 }),
      bat('visit', visit[2] as number, 2, { pa: 4, ab: 3, h: 2, hr: 1, r: 2, rbi: 2, bb: 1, so: 1 }),
      bat('visit', visit[3] as number, 3, { pa: 4, ab: 4, h: 1, so: 2 }),
      bat('home', home[1] as number, 1, { pa: 4, ab: 3, h: 2, r: 1, bb: 1, so: 3 }),
      bat('home', home[2] as number, 2, { pa: 4, ab: 4, h: 2, r: 1, so: 3 }),
    ],
    pitching: [
      pit('visit', visit[0] as number, 1, { outs: 18, bf: 22, h: 3, r: 1, er: 1, bb: 1, so: 4, decision: 'w' }),
      pit('visit', visit[4] as number, 2, { outs: 6, bf: 7, h: 1, r: 1, er: 1, so: 2, decision: 's' }),
      pit('home', home[0] as number, 1, { outs: 27, bf: 36, h: 5, hr: 1, r: 3, er: 3, bb: 2, so: 4, decision: 'l' }),
    ],
  } as GameRecordBody;
}

describe('box-score entry and the official record on MySQL', () => {
  let t: TestApp;
  let mainId: number;
  let leagueA: number;
  let ta1: number;
  let ta2: number;
  let game: number; // ta2 at ta1
  let cancelled: number;
  let visitPlayers: number[];
  let homePlayers: number[];
  let head: LoggedIn;
  let gameManager: LoggedIn;
  let plainManager: LoggedIn;
  let member: LoggedIn;
  let writer: LoggedIn;

  const as = (who: LoggedIn | null) => requestsAs(t, who);
  const url = (gameId: number, tail = '') => `/api/game/admin/write/game/${gameId}${tail}`;
  const id = (sql: string, params: unknown[]) => firstNumber(t, sql, params);
  /** Everything a save writes, to show a refusal changed nothing. */
  const snapshot = async () =>
    JSON.stringify([
      await t.dataSource.query('SELECT * FROM game WHERE game_id = ?', [game]),
      await t.dataSource.query('SELECT side, player_id, h, r FROM game_batting WHERE game_id = ? ORDER BY game_batting_id', [game]),
      await t.dataSource.query('SELECT team_id, games, win, lose, bat_r, pit_r FROM league_team_stat WHERE league_id = ? ORDER BY team_id', [leagueA]),
      await t.dataSource.query('SELECT COUNT(*) AS n FROM game_record_version'),
    ]).replace(/"updated_at":"[^"]*"/g, '');
  const wins = (teamId: number) => id('SELECT COALESCE(SUM(win), 0) FROM league_team_stat WHERE league_id = ? AND team_id = ?', [leagueA, teamId]);

  beforeAll(async () => {
    t = await createTestApp();
    const season = await importSmallSeason(t, { leaguePath: 'entrytest' });
    ({ mainId, leagueA } = season);
    ({ TA1: ta1, TA2: ta2 } = season.teams);
    game = await firstGame(t, leagueA, ta2, ta1);
    cancelled = await firstGame(t, leagueA, ta1, ta2);
    visitPlayers = await rosterOf(t, ta2);
    homePlayers = await rosterOf(t, ta1);
    [head, gameManager, plainManager, member, writer] = await Promise.all(
      ['입력총괄', '입력기록원', '입력일반', '입력회원', '경기기록원'].map((username) => registerAndLogin(t, { username })),
    );
    const leagues = t.app.get(LeaguesService);
    await leagues.grantManager(mainId, head.userId, 1);
    await leagues.grantManager(mainId, gameManager.userId, 5);
    await leagues.grantManager(mainId, plainManager.userId, 3);
    const games = build(t).games;
    await games.reschedule(game, { writerId: writer.userId });
    await games.reschedule(cancelled, { isCancel: true, cancelReason: '우천' });
    // ta2's lineup: the pitcher at 0, three batters; ta1's pitcher bats ninth.
    await games.lineup(game, ta2, [
      { playerId: visitPlayers[0] as number, batNum: 0, position: 'P' },
      { playerId: visitPlayers[1] as number, batNum: 1, position: 'CF' },
      { playerId: visitPlayers[2] as number, batNum: 2, position: 'SS' },
    ]);
    await games.lineup(game, ta1, [{ playerId: homePlayers[0] as number, batNum: 9, position: 'P' }]);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 401, 403 (member, manager without the game role), lets the game scorer in, 404 for an unknown game', async () => {
    expect((await as(null).get(url(game))).status).toBe(401);
    expect((await as(member).get(url(game))).status).toBe(403);
    const denied = await as(plainManager).post(url(game, '/scoreboard'), { version: null });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe("'경기 기록 입력' 권한이 있는 관리자만 할 수 있는 작업입니다.");
    expect((await as(writer).get(url(game))).status).toBe(200);
    expect((await as(writer).get(url(cancelled))).status).toBe(403);
    expect((await as(gameManager).get(url(99999999))).status).toBe(404);
    expect((await as(writer).post(url(game, '/final'))).status).toBe(403);
    expect((await as(gameManager).post(url(game, '/correction'), { reason: '오기' })).status).toBe(403);
  });

  it('prefills a game without a record from the lineups', async () => {
    const response = await as(gameManager).get(url(game));
    expect(response.status).toBe(200);
    const editing = response.body.data as GameRecordEditing;
    expect(editing).toMatchObject({ gameId: game, version: null, state: 'none', prefilled: true, correctionOpen: false, visitTeamId: ta2, homeTeamId: ta1 });
    expect(editing.record.batting.map((line) => [line.side, line.playerId, line.batNum])).toEqual([
      ['visit', visitPlayers[1], 1],
      ['visit', visitPlayers[2], 2],
      ['home', homePlayers[0], 9],
    ]);
    expect(editing.record.pitching.map((line) => [line.side, line.playerId, line.order, line.starter])).toEqual([
      ['visit', visitPlayers[0], 1, true],
      ['home', homePlayers[0], 1, true],
    ]);
    expect(editing.players.visit.map((player) => player.playerId).sort()).toEqual([...visitPlayers].sort());
  });

  it('refuses a cancelled game and bad input (400, errors by path in Korean), changing nothing', async () => {
    const before = await snapshot();
    const record = boxScore(visitPlayers, homePlayers);
    const onCancelled = await as(gameManager).post(url(cancelled), { ...record, version: null });
    expect(onCancelled.status).toBe(400);
    expect(onCancelled.body.error).toBe('취소된 경기에는 기록을 입력할 수 없습니다.');

    const bad = (change: (r: GameRecordBody) => void) => {
      const copy = structuredClone(record);
      change(copy);
      return as(gameManager).post(url(game), { ...copy, version: null });
    };
    const cases: [string, (r: GameRecordBody) => void, string, RegExp][] = [
      ['letters', (r) => Object.assign(r.batting[0] as object, { h: '두 개' }), 'batting[0].h', /^0 이상의 정수/],
      ['negative', (r) => { r.pitching[0].outs = -3; }, 'pitching[0].outs', /^0 이상의 정수/],
      ['hits', (r) => { r.visit.hits = 6; }, 'visit.hits', /원정 팀 안타\(6\)가 타자 안타 합계\(5\)와 다릅니다/],
      ['line score', (r) => { r.lineScore.visit[8] = 1; }, 'lineScore.visit', /이닝별 점수 합계\(4\)가 득점\(3\)과 다릅니다/],
      ['batting R', (r) => { (r.batting[2] as { r: number }).r = 1; }, 'battingTotals.visit.r', /타자 득점 합계/],
      ['pitchers', (r) => { r.pitching[2].so = 5; }, 'pitchingTotals.home.so', /탈삼진 합계\(5\)/],
      ['PA', (r) => { r.batting[0].pa = 3; }, 'batting[0].pa', /보다 적습니다/],
      ['outs', (r) => { r.pitching[2].outs = 20; }, 'pitchingTotals.home.outs', /아웃 합계\(20\)/],
      ['twice', (r) => { r.batting.push({ ...r.batting[0], batNum: 4 } as GameRecordBody['batting'][number]); }, 'batting[5].playerId', /두 번/],
      ['did not pitch', (r) => { r.pitching.push({ ...r.pitching[2], playerId: homePlayers[5], order: 2, starter: false, outs: 0, bf: 0, h: 0, hr: 0, r: 0, er: 0, bb: 0, so: 0, decision: 'h' } as GameRecordBody['pitching'][number]); }, 'pitching[3].decision', /던지지 않은 투수/],
      ['two wins', (r) => { r.pitching[1].decision = 'w'; }, 'decisions.w', /승리 투수는 한 명뿐/],
      ['hold for a starter', (r) => { r.pitching[2].decision = 'h'; }, 'pitching[2].decision', /구원 투수만/],
    ];
    for (const [name, change, path, message] of cases) {
      const response = await bad(change);
      expect([name, response.status]).toEqual([name, 400]);
      expect([name, (response.body as Body).errors?.[path]]).toEqual([name, expect.stringMatching(message)]);
    }
    const badVersion = await as(gameManager).post(url(game), { ...record, version: 'x' });
    expect(badVersion.status).toBe(400);
    const linesFirst = await as(gameManager).post(url(game, '/records'), { batting: record.batting, pitching: record.pitching, version: null });
    expect(linesFirst.status).toBe(400);
    expect(linesFirst.body.error).toBe('점수판(이닝별 점수, 승리 유형)을 먼저 저장해 주세요.');
    expect(await snapshot()).toBe(before);
  });

  it('saves the score first, then the lines, with versions; a stale version gets 409 and nothing changes; totals follow', async () => {
    const record = boxScore(visitPlayers, homePlayers);
    const winsBefore = await wins(ta2);
    const { batting, pitching, ...scoreboard } = record;
    const first = await as(writer).post(url(game, '/scoreboard'), { ...scoreboard, version: null });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ gameId: game, version: 1, state: 'inProgress', correctionOpen: false });
    // A draft is not a result: no win in the totals, no winner in the summary, a progress on the schedule item.
    expect(await wins(ta2)).toBe(winsBefore);
    const summary = await t.http.get(`/api/game/${game}`);
    expect(summary.body.data ?? summary.body).toMatchObject({ visitScore: 3, homeScore: 2, winType: null, winnerSide: null });
    const item = ((await t.http.get(`/api/league/league/${leagueA}/schedule/game/${game}`)).body.data ?? {}) as { game?: unknown; progress?: unknown };
    expect(item).toMatchObject({ game: null, progress: { visitScore: 3, homeScore: 2, inning: 9, half: 'bottom', awaitingFinal: true } });

    const second = await as(gameManager).post(url(game, '/records'), { batting, pitching, version: 1 });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ version: 2, state: 'inProgress' });
    const hits = () => id('SELECT COALESCE(SUM(bat_h), 0) FROM league_player_stat WHERE league_id = ? AND player_id = ?', [leagueA, visitPlayers[1]]);
    expect(await hits()).toBe(0);

    const before = await snapshot();
    const stale = await as(writer).post(url(game), { ...record, visit: { ...record.visit, errors: 2 }, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toContain('다른 사람이 먼저 이 경기 기록을 저장했거나 정정을 열었습니다 (불러온 버전 1, 현재 버전 2)');
    expect(await snapshot()).toBe(before);

    const editing = (await as(gameManager).get(url(game))).body.data as GameRecordEditing;
    expect(editing).toMatchObject({ version: 2, state: 'inProgress', prefilled: false });
    expect(editing.record).toEqual(record);

    const audit = await t.dataSource.query("SELECT user_id FROM audit_entry WHERE kind = 'gameRecord.save' AND object_id = ? ORDER BY audit_id", [game]);
    expect(audit.map((row: { user_id: number }) => Number(row.user_id))).toEqual([writer.userId, gameManager.userId]);
  });

  it('final locks the record; a grade-1 correction opens it with a reason; each change is a version; the public detail says corrected', async () => {
    const record = boxScore(visitPlayers, homePlayers);
    const winsBefore = await wins(ta2);
    const final = await as(gameManager).post(url(game, '/final'));
    expect(final.status).toBe(200);
    expect(final.body.data).toMatchObject({ version: 3, state: 'final', correctionOpen: false });
    // Made final, the record counts: the win and the batter's hits reach the totals.
    expect(await wins(ta2)).toBe(winsBefore + 1);
    expect(await id('SELECT bat_h FROM league_player_stat WHERE league_id = ? AND player_id = ?', [leagueA, visitPlayers[1]])).toBe(2);
    expect((await as(gameManager).post(url(game, '/final'))).status).toBe(409);

    const locked = await as(gameManager).post(url(game), { ...record, version: 3 });
    expect(locked.status).toBe(409);
    expect(locked.body.error).toBe('확정된 기록입니다. 1등급 관리자가 정정을 연 뒤에만 고칠 수 있습니다.');
    expect((await as(head).post(url(game, '/correction'), { reason: '  ' })).status).toBe(400);

    const opened = await as(head).post(url(game, '/correction'), { reason: '3회 실책 정정' });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ version: 4, state: 'final', correctionOpen: true });
    // A form loaded before the correction is stale.
    expect((await as(gameManager).post(url(game), { ...record, version: 3 })).status).toBe(409);

    const changed = { ...record, home: { ...record.home, errors: 2 }, version: 4 };
    const saved = await as(gameManager).post(url(game), changed);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ version: 5, state: 'corrected', correctionOpen: true });
    const closed = await as(gameManager).post(url(game, '/final'));
    expect(closed.body.data).toMatchObject({ version: 6, state: 'corrected', correctionOpen: false });

    const versions = (await as(gameManager).get(url(game, '/versions'))).body.data as GameRecordVersionItem[];
    expect(versions.map((v) => [v.version, v.action, v.reason])).toEqual([
      [3, 'final', null],
      [4, 'correction', '3회 실책 정정'],
      [5, 'save', '3회 실책 정정'],
      [6, 'final', null],
    ]);
    expect(versions[2]?.changes).toEqual({ 'home.errors': [1, 2] });
    expect(versions[1]).toMatchObject({ userId: head.userId, username: '입력총괄' });
    expect(versions[0]?.createdAt).toMatch(/\+09:00$/);
    expect((await as(writer).get(url(game, '/versions'))).status).toBe(403);

    const detail = await t.http.get(`/api/game/${game}/detail`);
    expect(detail.body.data ?? detail.body).toMatchObject({ corrected: true });
    const kinds = await t.dataSource.query('SELECT kind FROM audit_entry WHERE object_id = ? AND kind LIKE ? ORDER BY audit_id', [game, 'gameRecord.%']);
    expect(kinds.map((row: { kind: string }) => row.kind)).toEqual([
      'gameRecord.save', 'gameRecord.save', 'gameRecord.final', 'gameRecord.correction', 'gameRecord.save', 'gameRecord.final',
    ]);
  });

  it('property: random valid box scores entered through the API give the same totals as importing them', async () => {
    const leagueOf = async (leaguePath: string) => {
      const season = await importSmallSeason(t, { leaguePath });
      await t.app.get(LeaguesService).grantManager(season.mainId, head.userId, 1);
      return season.leagueA;
    };
    const [entered, imported] = [await leagueOf('entryprop'), await leagueOf('importprop')];
    const gamesOf = async (leagueId: number) =>
      ((await t.dataSource.query('SELECT game_id FROM schedule WHERE league_id = ? AND visit_team_interleague = 0 ORDER BY game_id', [leagueId])) as { game_id: number }[]).map((row) => Number(row.game_id));
    const [enteredGames, importedGames] = [await gamesOf(entered), await gamesOf(imported)];
    expect(enteredGames.length).toBe(importedGames.length);
    const repo = t.dataSource.getRepository(Schedule);
    const random = seededRandom(15);
    const toImport: { schedule: Schedule; record: GameRecordInput }[] = [];
    for (let k = 0; k < enteredGames.length; k += 1) {
      const [a, b] = [await repo.findOneByOrFail({ gameId: enteredGames[k] }), await repo.findOneByOrFail({ gameId: importedGames[k] })];
      const rostersA = { visit: await rosterOf(t, a.visitTeamId as number), home: await rosterOf(t, a.homeTeamId as number) };
      const rostersB = { visit: await rosterOf(t, b.visitTeamId as number), home: await rosterOf(t, b.homeTeamId as number) };
      const record = randomGameRecord(random, rostersA, { consistent: true });
      const response = await as(head).post(url(a.gameId), { ...record, version: null });
      expect([k, response.status, response.body.errors]).toEqual([k, 200, undefined]);
      expect([k, (await as(head).post(url(a.gameId, '/final'))).status]).toEqual([k, 200]);
      // The same record on the other main's players (same roster positions).
      const moved = (side: 'visit' | 'home', playerId: number) => rostersB[side][rostersA[side].indexOf(playerId)] as number;
      toImport.push({
        schedule: b,
        record: {
          ...record,
          batting: record.batting.map((line) => ({ ...line, playerId: moved(line.side, line.playerId) })),
          pitching: record.pitching.map((line) => ({ ...line, playerId: moved(line.side, line.playerId) })),
        } as GameRecordInput,
      });
    }
    await t.dataSource.transaction((em) => t.app.get(GameRecordService).importRecords(em, toImport));
    // Keyed by team and player names, which both mains share.
    const named = async (leagueId: number) => {
      const stored = await storedLeague(t.dataSource, leagueId);
      const teams = new Map<string, string>(((await t.dataSource.query('SELECT team_id, team_name FROM team')) as { team_id: number; team_name: string }[]).map((row) => [String(row.team_id), row.team_name]));
      const players = new Map<string, string>(((await t.dataSource.query('SELECT player_id, player_name FROM player')) as { player_id: number; player_name: string }[]).map((row) => [String(row.player_id), row.player_name]));
      return {
        teams: Object.fromEntries(Object.entries(stored.teams).map(([teamId, row]) => [teams.get(teamId), row])),
        players: Object.fromEntries(Object.entries(stored.players).map(([key, row]) => {
          const [teamId, playerId] = key.split(':') as [string, string];
          return [`${teams.get(teamId)}:${players.get(playerId)}`, row];
        })),
      };
    };
    const [viaApi, viaImport] = [await named(entered), await named(imported)];
    expect(Object.keys(viaApi.players).length).toBeGreaterThan(10);
    expect(viaApi).toEqual(viaImport);
  });
});
