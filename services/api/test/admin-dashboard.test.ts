import type { LeagueAdminDashboard, TeamAdminDashboard } from '@dugout/contracts';
import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { bearer, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { smallSeasonFile } from './support/small-season';
import { createTestApp, type TestApp } from './support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const wholeSecond = (instant: number) => new Date(Math.floor(instant / 1000) * 1000);

// The admin dashboards: counts over the small season (16 games in 2025, no records) after the
// test marks some played, cancelled or suspended and adds games to come.
describe('admin dashboards on MySQL', () => {
  let t: TestApp;
  let mainId: number;
  let seasonId: number;
  let leagueA: number;
  const teams = new Map<string, number>();
  let head: LoggedIn;
  let scorer: LoggedIn;
  let otherHead: LoggedIn;
  let member: LoggedIn;
  let teamManager: LoggedIn;
  let otherTeamManager: LoggedIn;

  const get = (url: string, who?: LoggedIn) => (who ? t.http.get(url).set(bearer(who.accessToken)) : t.http.get(url));
  const leagueUrl = (id: number | string) => `/api/league/admin/main/${id}/dashboard`;
  const teamUrl = (id: number | string) => `/api/team/${id}/admin/dashboard`;
  const team = (name: string) => teams.get(name) as number;

  async function addGame(at: number, visit: number, home: number, isCancel = false): Promise<number> {
    const [ground] = await t.dataSource.query("SELECT ground_id FROM ground WHERE ground_name = '테스트 구장' LIMIT 1");
    return build(t).games.scheduled({ leagueId: leagueA, scheduleTime: wholeSecond(at), visitTeamId: visit, homeTeamId: home, isCancel, groundId: Number(ground.ground_id) });
  }

  async function addLineup(gameId: number, teamId: number): Promise<void> {
    const [player] = await t.dataSource.query('SELECT player_id FROM team_player WHERE team_id = ? LIMIT 1', [teamId]);
    await build(t).games.lineup(gameId, teamId, [{ playerId: Number(player.player_id), batNum: 1, position: 'CF' }]);
  }

  beforeAll(async () => {
    t = await createTestApp();
    const seasonImport = t.app.get(SeasonImportService);
    for (const leaguePath of ['dashtest', 'dashother']) {
      const result = await seasonImport.importFile(smallSeasonFile({ leaguePath }));
      if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
    }
    const [main] = await t.dataSource.query(
      `SELECT lm.main_id, se.season_id FROM league_main lm JOIN season se ON se.main_id = lm.main_id WHERE lm.league_path = 'dashtest'`,
    );
    mainId = Number(main.main_id);
    seasonId = Number(main.season_id);
    const leagues: { league_id: number; league_name: string }[] = await t.dataSource.query(
      'SELECT league_id, league_name FROM league WHERE season_id = ?',
      [seasonId],
    );
    leagueA = Number(leagues.find((league) => league.league_name === 'A 리그')?.league_id);
    const rows: { team_id: number; team_name: string }[] = await t.dataSource.query(
      `SELECT DISTINCT t.team_id, t.team_name FROM team t JOIN league_team lt ON lt.team_id = t.team_id
       JOIN league l ON l.league_id = lt.league_id WHERE l.season_id = ?`,
      [seasonId],
    );
    for (const row of rows) teams.set(row.team_name, Number(row.team_id));
    const [otherMain] = await t.dataSource.query(`SELECT main_id FROM league_main WHERE league_path = 'dashother'`);

    [head, scorer, otherHead, member, teamManager, otherTeamManager] = await Promise.all(
      Array.from({ length: 6 }, () => registerAndLogin(t)),
    );
    const b = build(t);
    await b.leagues.manager(mainId, head.userId, { grade: 1 });
    await b.leagues.manager(mainId, scorer.userId, { grade: 5 });
    await b.leagues.manager(Number(otherMain.main_id), otherHead.userId, { grade: 1 });
    await b.teams.managers(team('팀 TA1'), teamManager.userId);
    await b.teams.managers(team('팀 TA2'), otherTeamManager.userId);

    // Three past games of the season: one played, one cancelled, one suspended.
    const [played, cancelled, suspended]: { game_id: number; visit_team_id: number; home_team_id: number }[] = await t.dataSource.query(
      'SELECT game_id, visit_team_id, home_team_id FROM schedule WHERE league_id = ? ORDER BY game_id LIMIT 3',
      [leagueA],
    );
    if (!played || !cancelled || !suspended) throw new Error('small season without games');
    // Played: an official (final) result; a draft would be a game in progress.
    await b.games.result(
      played.game_id,
      { winType: '1', winnerSide: 'home', visitTeamId: played.visit_team_id, homeTeamId: played.home_team_id, visitLeagueId: leagueA, homeLeagueId: leagueA, visitScore: 0, homeScore: 3 },
      'final',
    );
    await b.games.reschedule(cancelled.game_id, { isCancel: true });
    await b.games.suspend(suspended.game_id, seasonId);

    // Games to come for TA1: in 2 days (no lineup of TA1, one of TA2), in 3 days (TA1's lineup in),
    // in 20 days (outside the lineup window), and a cancelled one tomorrow.
    const now = Date.now();
    const inTwoDays = await addGame(now + 2 * DAY, team('팀 TA1'), team('팀 TA2'));
    await addLineup(inTwoDays, team('팀 TA2'));
    const inThreeDays = await addGame(now + 3 * DAY, team('팀 TA3'), team('팀 TA1'));
    await addLineup(inThreeDays, team('팀 TA1'));
    await addGame(now + 20 * DAY, team('팀 TA2'), team('팀 TA1'));
    await addGame(now + DAY, team('팀 TA1'), team('팀 TA3'), true);

    // One pending manager request.
    const request = await t.http.post(`/api/league/main/${mainId}/requestManager`).set(bearer(member.accessToken)).send({});
    expect(request.status).toBeLessThan(300);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('gives a grade-1 manager the active season, game counts and pending manager requests', async () => {
    const response = await get(leagueUrl(mainId), head);
    expect(response.status).toBe(200);
    const data = response.body.data as LeagueAdminDashboard;
    expect(data).toEqual({
      activeSeason: { seasonId, seasonName: '2025 시즌' },
      gamesPlayed: 1,
      // The three added games not cancelled.
      gamesToPlay: 3,
      // 16 past games less the played, cancelled and suspended ones.
      recordsNotEntered: 13,
      pendingManagerRequests: 1,
    });
  });

  it('gives another grade the counts without the manager requests', async () => {
    const data = (await get(leagueUrl(mainId), scorer)).body.data as LeagueAdminDashboard;
    expect(data.pendingManagerRequests).toBeNull();
    expect(data.recordsNotEntered).toBe(13);
  });

  it('answers zeros and no season when the main has no active season', async () => {
    await build(t).leagues.changeSeason(seasonId, { active: false });
    try {
      const data = (await get(leagueUrl(mainId), head)).body.data as LeagueAdminDashboard;
      expect(data).toEqual({ activeSeason: null, gamesPlayed: 0, gamesToPlay: 0, recordsNotEntered: 0, pendingManagerRequests: 1 });
    } finally {
      await build(t).leagues.changeSeason(seasonId, { active: true });
    }
  });

  it('guards the league dashboard: 401, 403, 404, 400', async () => {
    expect((await get(leagueUrl(mainId))).status).toBe(401);
    expect((await get(leagueUrl(mainId), member)).status).toBe(403);
    expect((await get(leagueUrl(mainId), otherHead)).status).toBe(403);
    expect((await get(leagueUrl(mainId), teamManager)).status).toBe(403);
    const missing = await get(leagueUrl(999999), head);
    expect(missing.status).toBe(404);
    expect(JSON.stringify(missing.body)).toMatch(/[가-힣]/);
    expect((await get(leagueUrl('abc'), head)).status).toBe(400);
  });

  it("gives a team manager the team's next games, lineups still to submit and the pending join requests (none here)", async () => {
    const response = await get(teamUrl(team('팀 TA1')), teamManager);
    expect(response.status).toBe(200);
    const data = response.body.data as TeamAdminDashboard;
    expect(data.nextGames.map(({ opponentName, home, leagueName, groundName }) => ({ opponentName, home, leagueName, groundName }))).toEqual([
      { opponentName: '팀 TA2', home: false, leagueName: 'A 리그', groundName: '테스트 구장' },
      { opponentName: '팀 TA3', home: true, leagueName: 'A 리그', groundName: '테스트 구장' },
      { opponentName: '팀 TA2', home: true, leagueName: 'A 리그', groundName: '테스트 구장' },
    ]);
    expect(data.nextGames[0]?.scheduleTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
    expect(data.lineupsToSubmit).toBe(1);
    expect(data.pendingJoinRequests).toBe(0);
  });

  it('lists at most five next games', async () => {
    const now = Date.now();
    for (let i = 0; i < 4; i += 1) await addGame(now + (30 + i) * DAY, team('팀 TA3'), team('팀 TA2'));
    for (let i = 0; i < 4; i += 1) await addGame(now + (30 + i) * DAY, team('팀 TA2'), team('팀 TA3'));
    const data = (await get(teamUrl(team('팀 TA2')), otherTeamManager)).body.data as TeamAdminDashboard;
    expect(data.nextGames).toHaveLength(5);
    expect(data.nextGames[0]?.opponentName).toBe('팀 TA1');
    // TA2's game in 2 days already has its lineup.
    expect(data.lineupsToSubmit).toBe(0);
  });

  it('guards the team dashboard: 401, 403, 404, 400', async () => {
    expect((await get(teamUrl(team('팀 TA1')))).status).toBe(401);
    expect((await get(teamUrl(team('팀 TA1')), member)).status).toBe(403);
    expect((await get(teamUrl(team('팀 TA1')), otherTeamManager)).status).toBe(403);
    expect((await get(teamUrl(team('팀 TA1')), head)).status).toBe(403);
    expect((await get(teamUrl(999999), teamManager)).status).toBe(404);
    expect((await get(teamUrl('abc'), teamManager)).status).toBe(400);
  });
});
