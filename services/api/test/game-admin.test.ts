import type { GameAdminList, GameOrderAdmin, GameOrderTeam, GameStateCounts, LeagueManagerCheck, ScorerGameRow } from '@dugout/contracts';
import { registerAndLogin, requestsAs, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { adminCast } from './support/admin-cast';
import { firstGame, firstNumber, importSmallSeason, registeredPlayers, rosterOf } from './support/imported-season';
import { dhLineup, plainLineup } from './support/lineups';
import { createTestApp, type TestApp } from './support/test-app';

type Body = Record<string, unknown> & { data?: unknown; error?: string; errors?: Record<string, string> };

describe('admin game list, counts and lineups on MySQL', () => {
  let t: TestApp;
  let mainId: number;
  let seasonId: number;
  let leagueA: number;
  let ta1: number;
  let ta2: number;
  let tb1: number;
  let gameA: number; // ta2 at ta1, league A, 2025-04
  let ta1Players: number[]; // by back number order of insertion
  let tb1Player: number;
  let newPlayer: number; // on ta1's roster, not registered in the league
  let head: LoggedIn;
  let gameManager: LoggedIn; // grade 3 with leagueGame
  let plainManager: LoggedIn; // grade 3 without roles
  let member: LoggedIn;
  let otherHead: LoggedIn;

  const as = (who: LoggedIn | null) => requestsAs(t, who);
  const id = (sql: string, params: unknown[]) => firstNumber(t, sql, params);
  const lineupRows = async (): Promise<string> =>
    JSON.stringify(await t.dataSource.query('SELECT game_id, team_id, player_id, bat_num, position FROM game_lineup ORDER BY game_id, team_id, bat_num'));
  const auditRows = async (): Promise<{ user_id: number; object_id: number; changes: string }[]> =>
    t.dataSource.query("SELECT user_id, object_id, changes FROM audit_entry WHERE scope_type = 'leagueMain' AND scope_id = ? AND kind = 'lineup.save' ORDER BY audit_id", [mainId]);
  const orderUrl = (gameId: number, teamId?: number) => `/api/game/admin/order/${gameId}${teamId ? `/${teamId}` : ''}`;

  beforeAll(async () => {
    t = await createTestApp();
    const season = await importSmallSeason(t, { leaguePath: 'gametest' });
    ({ mainId, seasonId, leagueA } = season);
    ({ TA1: ta1, TA2: ta2, TB1: tb1 } = season.teams);
    const otherMainId = (await importSmallSeason(t, { leaguePath: 'gametestb' })).mainId;
    gameA = await firstGame(t, leagueA, ta2, ta1);
    ta1Players = await registeredPlayers(t, leagueA, ta1);
    [tb1Player] = (await rosterOf(t, tb1)) as [number];
    const b = build(t);
    newPlayer = await b.players.player({ playerName: '미등록 박선수', birthday: '19950505', phone: '010-2222-4444', proType: 0, proTypeMiddle: 0 });
    await b.teams.rosterLine(ta1, newPlayer, { backnumber: '88', teamRole: 7, position: 'OU' });

    ({ head, roleManager: gameManager, plainManager, member, otherHead } = await adminCast(t, { mainId, otherMainId }, ['leagueGame'], ['경기총괄', '기록관리자', '일반관리자2', '일반회원2', '다른리그총괄']));
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 401, 403 to members, other mains and managers without the game role, 404 for unknown games and teams', async () => {
    const before = await lineupRows();
    const calls: [string, (who: LoggedIn | null) => Promise<{ status: number; body: Body }>][] = [
      ['list', (who) => as(who).get(`/api/game/admin/list/${seasonId}/202504`)],
      ['count', (who) => as(who).get(`/api/game/admin/gameCount/${seasonId}/0/202504`)],
      ['order', (who) => as(who).get(orderUrl(gameA))],
      ['team', (who) => as(who).get(orderUrl(gameA, ta1))],
      ['save', (who) => as(who).post(orderUrl(gameA, ta1), { entries: dhLineup(ta1Players) })],
    ];
    for (const [name, call] of calls) {
      expect([name, (await call(null)).status]).toEqual([name, 401]);
      for (const who of [member, plainManager, otherHead]) expect([name, who.userId, (await call(who)).status]).toEqual([name, who.userId, 403]);
    }
    const missingRole = await as(plainManager).get(orderUrl(gameA));
    expect(missingRole.body.error).toBe("'경기 기록 입력' 권한이 있는 관리자만 할 수 있는 작업입니다.");
    expect((await as(head).get(orderUrl(999999))).status).toBe(404);
    const outside = await as(head).get(orderUrl(gameA, tb1));
    expect([outside.status, outside.body.error]).toEqual([404, '이 경기에 나서는 팀이 아닙니다.']);
    expect((await as(head).post(orderUrl(gameA, tb1), { entries: dhLineup(ta1Players) })).status).toBe(404);
    expect((await as(head).get(`/api/game/admin/list/999999/202504`)).status).toBe(404);
    const badMonth = await as(head).get(`/api/game/admin/list/${seasonId}/2025-04`);
    expect([badMonth.status, badMonth.body.errors]).toEqual([400, { month: '월은 YYYYMM 형식으로 입력해 주세요.' }]);
    expect(await lineupRows()).toBe(before);
  });

  it('lists the month with states, scorer and score, and counts per state', async () => {
    const games: { game_id: number; visit_team_id: number; home_team_id: number }[] = await t.dataSource.query(
      'SELECT game_id, visit_team_id, home_team_id FROM schedule WHERE league_id = ? ORDER BY schedule_time, game_id',
      [leagueA],
    );
    const [cancelled, finished, inProgress, suspended] = games.filter((game) => Number(game.game_id) !== gameA).map((game) => game) as typeof games;
    const b = build(t);
    await b.games.reschedule(cancelled!.game_id, { isCancel: true, cancelReason: '우천취소' });
    await b.games.reschedule(finished!.game_id, { writerId: gameManager.userId });
    const leagueOf = leagueA;
    for (const [game, winType, visitScore, homeScore] of [
      [finished!, '1', 5, 3],
      [inProgress!, null, 2, 1],
    ] as const) {
      await b.games.result(
        game.game_id,
        { winType, winnerSide: winType ? 'visit' : null, visitTeamId: game.visit_team_id, homeTeamId: game.home_team_id, visitLeagueId: leagueOf, homeLeagueId: leagueOf, visitScore, homeScore },
        winType ? 'final' : 'draft',
      );
    }
    await b.games.suspend(suspended!.game_id, seasonId);

    const all = await as(gameManager).get(`/api/game/admin/list/${seasonId}/202504`);
    expect(all.status).toBe(200);
    const list = all.body.data as GameAdminList;
    expect(list.data).toHaveLength(16);
    const league = (await as(gameManager).get(`/api/game/admin/list/${seasonId}/202504/${leagueA}`)).body.data as GameAdminList;
    expect(league.data).toHaveLength(8);
    const row = (gameId: number) => league.data.find((game) => game.gameId === Number(gameId));
    expect(row(cancelled!.game_id)).toMatchObject({ state: 'cancelled', isCancel: true, score: null });
    expect(row(finished!.game_id)).toMatchObject({ state: 'final', score: { visit: 5, home: 3 }, writer: { username: '기록관리자' }, hasRecord: true });
    expect(row(inProgress!.game_id)).toMatchObject({ state: 'inProgress', score: { visit: 2, home: 1 } });
    expect(row(suspended!.game_id)).toMatchObject({ state: 'suspended', suspended: true });
    expect(row(gameA)).toMatchObject({ state: 'scheduled', score: null, lineups: { visit: false, home: false } });
    expect(league.data.map((game) => game.scheduleTime)).toEqual([...league.data.map((game) => game.scheduleTime)].sort());

    const counts = (await as(gameManager).get(`/api/game/admin/gameCount/${seasonId}/${leagueA}/202504`)).body.data as GameStateCounts;
    expect(counts).toEqual({ scheduled: 4, inProgress: 1, final: 1, corrected: 0, cancelled: 1, suspended: 1, total: 8 });
    const seasonCounts = (await as(gameManager).get(`/api/game/admin/gameCount/${seasonId}/0/202504`)).body.data as GameStateCounts;
    expect(seasonCounts.total).toBe(16);
    expect((await as(gameManager).get(`/api/game/admin/gameCount/${seasonId}/0/202505`)).body.data).toMatchObject({ total: 0 });
    expect((await as(gameManager).get(`/api/game/admin/gameCount/${seasonId}/x/202504`)).status).toBe(400);
  });

  it('shows each side with its roster and the ineligible players with their reasons', async () => {
    const answer = await as(gameManager).get(orderUrl(gameA));
    expect(answer.status).toBe(200);
    const order = answer.body.data as GameOrderAdmin;
    expect(order.game.gameId).toBe(gameA);
    expect(order.visit).toMatchObject({ teamId: ta2, side: 'visit', teamName: '팀 TA2', submitted: false, entries: [] });
    expect(order.home).toMatchObject({ teamId: ta1, side: 'home', teamName: '팀 TA1', submitted: false });
    expect(order.home?.players).toHaveLength(13);
    expect(order.home?.players.find((player) => player.playerId === newPlayer)).toMatchObject({
      eligible: false,
      reasons: ['이 리그에 선수 등록이 되어 있지 않습니다.'],
    });
    expect(order.home?.players.filter((player) => player.eligible)).toHaveLength(12);
  });

  it('saves a lineup, replaces it, audits both, and the public lineup dialog reads it', async () => {
    const saved = await as(gameManager).post(orderUrl(gameA, ta1), { entries: dhLineup(ta1Players) });
    expect(saved.status).toBe(201);
    const team = saved.body.data as GameOrderTeam;
    expect(team.submitted).toBe(true);
    expect(team.entries.map((entry) => entry.batNum)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 100]);
    expect(team.entries.find((entry) => entry.batNum === 0)).toEqual({ playerId: ta1Players[0], batNum: 0, position: 'P' });

    const publicOrder = await as(null).get(`/api/league/league/${leagueA}/schedule/${gameA}/order`);
    expect(publicOrder.status).toBe(200);
    const home = (publicOrder.body.data as { home: { submitted: boolean; entries: { batNum: number; position: string | null; player: { playerName: string } }[] } }).home;
    expect(home.submitted).toBe(true);
    expect(home.entries.map((entry) => [entry.batNum, entry.position])).toEqual([
      [1, 'C'], [2, '1B'], [3, '2B'], [4, '3B'], [5, 'SS'], [6, 'LF'], [7, 'CF'], [8, 'RF'], [9, 'DH'], [0, 'P'], [100, null],
    ]);
    const list = (await as(gameManager).get(`/api/game/admin/list/${seasonId}/202504/${leagueA}`)).body.data as GameAdminList;
    expect(list.data.find((game) => game.gameId === gameA)?.lineups).toEqual({ visit: false, home: true });

    const replaced = await as(head).post(orderUrl(gameA, ta1), { entries: plainLineup(ta1Players) });
    expect(replaced.status).toBe(201);
    const rows: { bat_num: number }[] = await t.dataSource.query('SELECT bat_num FROM game_lineup WHERE game_id = ? AND team_id = ? ORDER BY bat_num', [gameA, ta1]);
    expect(rows.map((row) => Number(row.bat_num))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);

    const audits = await auditRows();
    expect(audits).toHaveLength(2);
    expect(audits.map((entry) => [Number(entry.user_id), Number(entry.object_id)])).toEqual([
      [gameManager.userId, gameA],
      [head.userId, gameA],
    ]);
    const changes = JSON.parse(audits[1]!.changes) as Record<string, { before: unknown; after: unknown }>;
    expect(String(changes['lineup']?.before)).toContain('0 P TA1 선수');
    expect(String(changes['lineup']?.after)).toContain('1 P TA1 선수');
  });

  it('refuses ineligible players, a player twice, bad batting numbers, other teams\' players and a cancelled game; nothing changes', async () => {
    const before = await lineupRows();
    const auditsBefore = (await auditRows()).length;
    const withPlayer = (playerId: number) => plainLineup(ta1Players).map((entry) => (entry.batNum === 9 ? { ...entry, playerId } : entry));

    const ineligible = await as(head).post(orderUrl(gameA, ta1), { entries: withPlayer(newPlayer) });
    expect(ineligible.status).toBe(400);
    expect(ineligible.body.errors).toEqual({ entries: '미등록 박선수 선수는 이 경기에 출전할 수 없습니다: 이 리그에 선수 등록이 되어 있지 않습니다.' });

    const twice = await as(head).post(orderUrl(gameA, ta1), { entries: [...plainLineup(ta1Players), { playerId: ta1Players[0], batNum: 100, position: null }] });
    expect([twice.status, twice.body.errors]).toEqual([400, { entries: `같은 선수를 두 번 넣을 수 없습니다 (선수 번호 ${ta1Players[0]}).` }]);

    const badBatNum = await as(head).post(orderUrl(gameA, ta1), { entries: plainLineup(ta1Players).map((entry) => (entry.batNum === 9 ? { ...entry, batNum: 'x' } : entry)) });
    expect(badBatNum.status).toBe(400);
    const outOfRange = await as(head).post(orderUrl(gameA, ta1), { entries: [...plainLineup(ta1Players), { playerId: ta1Players[10], batNum: 1000, position: null }] });
    expect(outOfRange.status).toBe(400);
    expect(Object.values(outOfRange.body.errors ?? {})).toContain('타순은 -9부터 199까지의 정수로 입력해 주세요.');
    const noDhPitcher = await as(head).post(orderUrl(gameA, ta1), { entries: dhLineup(ta1Players).filter((entry) => entry.batNum !== 0) });
    expect([noDhPitcher.status, noDhPitcher.body.errors]).toEqual([400, { entries: '지명타자(DH)가 있으면 선발 투수를 타순 0 이하에 입력해 주세요.' }]);

    const stranger = await as(head).post(orderUrl(gameA, ta1), { entries: withPlayer(tb1Player) });
    expect([stranger.status, stranger.body.errors]).toEqual([400, { entries: `이 팀 소속이 아닌 선수는 라인업에 넣을 수 없습니다 (선수 번호 ${tb1Player}).` }]);

    const cancelledGame = await id("SELECT game_id FROM schedule WHERE league_id = ? AND is_cancel = 1 LIMIT 1", [leagueA]);
    const cancelledTeam = await id('SELECT home_team_id FROM schedule WHERE game_id = ?', [cancelledGame]);
    const cancelled = await as(head).post(orderUrl(cancelledGame, cancelledTeam), { entries: plainLineup(ta1Players) });
    expect([cancelled.status, cancelled.body.error]).toEqual([400, '취소된 경기의 라인업은 저장할 수 없습니다.']);

    expect(await lineupRows()).toBe(before);
    expect(await auditRows()).toHaveLength(auditsBefore);
  });

  it("lets a game's scorer without a grade into that game's lineups, lists his games, and keeps him out of the rest", async () => {
    const scorer = await registerAndLogin(t, { username: '배정기록원' });
    const check = async () => (await as(scorer).get(`/api/league/admin/manager/can_access/gametest/${scorer.userId}`)).body.data as LeagueManagerCheck;
    expect(await check()).toEqual({ result: false, grade: null, role: '{}', gameWriter: false });
    expect((await as(scorer).get(`/api/game/admin/writer/${scorer.userId}`)).body.data).toEqual([]);

    const soon = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const otherGame = await id('SELECT game_id FROM schedule WHERE league_id = ? AND game_id <> ? ORDER BY game_id LIMIT 1', [leagueA, gameA]);
    const b = build(t);
    await b.games.reschedule(gameA, { writerId: scorer.userId, scheduleTime: soon });
    expect(await check()).toEqual({ result: false, grade: null, role: '{}', gameWriter: true });

    const mine = await as(scorer).get(`/api/game/admin/writer/${scorer.userId}`);
    expect(mine.status).toBe(200);
    const rows = mine.body.data as ScorerGameRow[];
    expect(rows.map((row) => [row.gameId, row.leaguePath, row.seasonId, row.leagueId, row.state])).toEqual([[gameA, 'gametest', seasonId, leagueA, 'scheduled']]);
    expect((await as(member).get(`/api/game/admin/writer/${scorer.userId}`)).status).toBe(403);

    expect((await as(scorer).get(orderUrl(gameA))).status).toBe(200);
    const saved = await as(scorer).post(orderUrl(gameA, ta1), { entries: dhLineup(ta1Players) });
    expect(saved.status).toBe(201);
    const audits = await auditRows();
    expect(Number(audits[audits.length - 1]?.user_id)).toBe(scorer.userId);
    expect((await as(scorer).get(orderUrl(otherGame))).status).toBe(403);
    expect((await as(scorer).get(`/api/game/admin/list/${seasonId}/202504`)).status).toBe(403);

    await b.games.reschedule(gameA, { isCancel: true });
    expect((await as(scorer).get(`/api/game/admin/writer/${scorer.userId}`)).body.data).toEqual([]);
    expect((await check()).gameWriter).toBe(false);
    await b.games.reschedule(gameA, { isCancel: false });
  });

  it('names who entered the record of a game without an assigned scorer, and keeps the assigned scorer apart', async () => {
    const [open] = (await t.dataSource.query(
      `SELECT s.game_id FROM schedule s LEFT JOIN game g ON g.game_id = s.game_id
       WHERE s.league_id = ? AND g.game_id IS NULL AND s.is_cancel = 0 AND s.writer_id IS NULL AND s.game_id <> ?
         AND s.game_id NOT IN (SELECT game_id FROM suspended_game) ORDER BY s.game_id`,
      [leagueA, gameA],
    )) as { game_id: number }[];
    if (!open) throw new Error('a game of league A without a record is needed');
    const gameId = Number(open.game_id);
    const month = async () => ((await as(head).get(`/api/game/admin/list/${seasonId}/202504/${leagueA}`)).body.data as GameAdminList).data;
    expect((await month()).find((game) => game.gameId === gameId)).toMatchObject({ writer: null, recordedBy: null });

    const saved = await as(gameManager).post(`/api/game/admin/write/game/${gameId}/scoreboard`, {
      winType: '1',
      winnerSide: 'visit',
      lineScore: { visit: [1, 0, 0, 0, 0, 0, 0, 0, 0], home: [0, 0, 0, 0, 0, 0, 0, 0, 0] },
      visit: { runs: 1, hits: 0, errors: 0, walks: 0 },
      home: { runs: 0, hits: 0, errors: 0, walks: 0 },
      version: null,
    });
    expect(saved.status).toBe(200);
    const entered = (await month()).find((game) => game.gameId === gameId);
    expect(entered).toMatchObject({ writer: null, recordedBy: { username: '기록관리자' }, hasRecord: true });

    // The head saves next: the list names the last one who entered it; the assigned scorer stays in writer.
    await build(t).games.reschedule(gameId, { writerId: plainManager.userId });
    const again = await as(head).post(`/api/game/admin/write/game/${gameId}/scoreboard`, {
      winType: '1',
      winnerSide: 'visit',
      lineScore: { visit: [2, 0, 0, 0, 0, 0, 0, 0, 0], home: [0, 0, 0, 0, 0, 0, 0, 0, 0] },
      visit: { runs: 2, hits: 0, errors: 0, walks: 0 },
      home: { runs: 0, hits: 0, errors: 0, walks: 0 },
      version: 1,
    });
    expect(again.status).toBe(200);
    expect((await month()).find((game) => game.gameId === gameId)).toMatchObject({ writer: { username: '일반관리자2' }, recordedBy: { username: '경기총괄' } });
    // A record loaded from a season file has no entry behind it.
    const loaded = (await month()).filter((game) => game.hasRecord && game.gameId !== gameId);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.map((game) => game.recordedBy)).toEqual(loaded.map(() => null));
  });
});
