import type { PlayerGameLog, ScheduleItem, StandingRow, TeamPageSeasons, TeamPlayerStat, TeamRosterStats } from '@dugout/contracts';
import { build } from './factories';
import { createReadFixture, getData, sql, type ReadFixture } from './read-api-fixture';

const BATTING_KEYS = ['bat_tpa', 'bat_ab', 'bat_hits', 'bat_hr', 'bat_rbi', 'bat_bb', 'bat_so'] as const;
const PITCHING_KEYS = ['pit_outs', 'pit_er', 'pit_so', 'pit_hits', 'pit_bb'] as const;

const isTeamGame = (item: ScheduleItem, teamId: number) => item.visitTeamId === teamId || item.homeTeamId === teamId;

describe('public team pages on MySQL (the demo league "gangseo")', () => {
  let f: ReadFixture;
  let seasonId: number;
  let teamId: number;
  let batterId: number;
  let pitcherId: number;
  /** A game of the team to come, moved to 2030 so it is after now whatever day the test runs. */
  let futureGameId: number;

  beforeAll(async () => {
    f = await createReadFixture();
    seasonId = f.activeSeason.seasonId;
    const [batter] = await sql<{ team_id: number; player_id: number }>(
      f.t,
      'SELECT team_id, player_id FROM league_player_stat WHERE league_id = ? ORDER BY bat_pa DESC, player_id LIMIT 1',
      [f.leagues[0].leagueId],
    );
    teamId = Number(batter.team_id);
    batterId = Number(batter.player_id);
    const [pitcher] = await sql<{ player_id: number }>(
      f.t,
      'SELECT player_id FROM league_player_stat WHERE league_id = ? AND team_id = ? ORDER BY pit_outs DESC, player_id LIMIT 1',
      [f.leagues[0].leagueId, teamId],
    );
    pitcherId = Number(pitcher.player_id);
    const [future] = await sql<{ game_id: number }>(
      f.t,
      `SELECT s.game_id FROM schedule s LEFT JOIN game g ON g.game_id = s.game_id
        WHERE (s.visit_team_id = ? OR s.home_team_id = ?) AND g.game_id IS NULL AND s.is_cancel = 0
        ORDER BY s.schedule_time DESC LIMIT 1`,
      [teamId, teamId],
    );
    futureGameId = Number(future.game_id);
    await build(f.t).games.reschedule(futureGameId, { scheduleTime: new Date('2030-05-01T01:00:00Z') });
  }, 180_000);

  afterAll(async () => {
    await f?.t.close();
  });

  it("lists the team's seasons newest first with its line of each league's standings, as the standings say", async () => {
    const seasons = await getData<TeamPageSeasons>(f.t, `/api/team/${teamId}/seasons`);
    expect(seasons.map((season) => season.seasonId)).toEqual(
      f.seasons.filter((season) => seasons.some((own) => own.seasonId === season.seasonId)).map((season) => season.seasonId),
    );
    expect(seasons.length).toBeGreaterThanOrEqual(1);
    const current = seasons.find((season) => season.seasonId === seasonId);
    expect(current?.leaguePath).toBe('gangseo');
    for (const season of seasons) {
      for (const league of season.leagues) {
        const table = await getData<StandingRow[]>(f.t, `/api/game/rank/team/${season.seasonId}/${league.leagueId}`);
        const row = table.find((line) => line.teamId === teamId);
        expect(row).toBeDefined();
        expect(league.standing).toEqual({
          rank: row?.rank,
          games: row?.games,
          win: row?.win,
          lose: row?.lose,
          draw: row?.draw,
          winPct: row?.winPct,
          gamesBehind: row?.gamesBehind,
          point: row?.point,
          teamCount: table.length,
        });
      }
    }
    expect(current?.leagues.some((league) => (league.standing?.games ?? 0) > 0)).toBe(true);
  });

  it("answers the team's season games in time order: the league lists' games of the team, with scores and win types", async () => {
    const games = await getData<ScheduleItem[]>(f.t, `/api/team/${teamId}/game/season/${seasonId}`);
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((game) => isTeamGame(game, teamId))).toBe(true);
    const times = games.map((game) => Date.parse(game.scheduleTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const fromLeagues = new Set<number>();
    for (const league of f.leagues) {
      const hosted = await getData<ScheduleItem[]>(f.t, `/api/league/league/${league.leagueId}/schedule/${teamId}`);
      for (const game of hosted) fromLeagues.add(game.gameId);
    }
    expect(new Set(games.map((game) => game.gameId))).toEqual(fromLeagues);
    const played = games.filter((game) => game.game !== null);
    expect(played.length).toBeGreaterThan(0);
    expect(played.every((game) => typeof game.game?.visitScore === 'number' && game.game.winType !== null)).toBe(true);
  });

  it('answers the last n results newest first, the same games as the end of the season list', async () => {
    const recent = await getData<ScheduleItem[]>(f.t, `/api/team/${teamId}/game/recent/3`);
    const season = await getData<ScheduleItem[]>(f.t, `/api/team/${teamId}/game/season/${seasonId}`);
    const played = season.filter((game) => game.game?.winType);
    expect(recent.map((game) => game.gameId)).toEqual(played.slice(-3).reverse().map((game) => game.gameId));
  });

  it('answers the next n games: not played, not cancelled, after now', async () => {
    const next = await getData<ScheduleItem[]>(f.t, `/api/team/${teamId}/schedule/next/5`);
    expect(next.map((game) => game.gameId)).toContain(futureGameId);
    for (const game of next) {
      expect(isTeamGame(game, teamId)).toBe(true);
      expect(game.game).toBeNull();
      expect(game.isCancel).toBe(false);
      expect(Date.parse(game.scheduleTime)).toBeGreaterThan(Date.now());
    }
  });

  it("lists the roster with each player's season totals as the records engine answers them", async () => {
    const roster = await getData<TeamRosterStats>(f.t, `/api/team/${teamId}/roster/stat/${seasonId}`);
    const totals = await getData<TeamPlayerStat[]>(f.t, `/api/team/${teamId}/players/league/stat/${seasonId}`);
    const [{ count }] = await sql<{ count: number }>(f.t, 'SELECT COUNT(*) AS count FROM team_player WHERE team_id = ?', [teamId]);
    expect(roster.filter((row) => row.teamRole !== null)).toHaveLength(Number(count));
    expect(roster.flatMap((row) => (row.stat ? [row.stat] : [])).sort((a, b) => a.playerId - b.playerId)).toEqual(
      [...totals].sort((a, b) => a.playerId - b.playerId),
    );
    const batter = roster.find((row) => row.playerId === batterId);
    expect(batter?.stat?.bat_tpa).toBeGreaterThan(0);
  });

  it("a player's games add up to his season totals (batting and pitching)", async () => {
    for (const playerId of [batterId, pitcherId]) {
      const log = await getData<PlayerGameLog>(f.t, `/api/team/${teamId}/player/${playerId}/games/${seasonId}`);
      const season = await getData<TeamPlayerStat>(f.t, `/api/team/${teamId}/player/${playerId}/stat/${seasonId}`);
      expect(log.length).toBeGreaterThan(0);
      const times = log.map((line) => Date.parse(line.scheduleTime));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const key of BATTING_KEYS) {
        expect([key, log.reduce((sum, line) => sum + line.batting[key], 0)]).toEqual([key, season[key]]);
      }
      for (const key of PITCHING_KEYS) {
        expect([key, log.reduce((sum, line) => sum + line.pitching[key], 0)]).toEqual([key, season[key]]);
      }
      expect(log.filter((line) => line.batting.bat_tpa > 0)).toHaveLength(season.game_cnt);
      expect(log.every((line) => line.opponentTeamName.length > 0)).toBe(true);
    }
  });

  it('answers 404 for an unknown team, season or a player not on the team, with a Korean message', async () => {
    for (const url of [
      '/api/team/999999/seasons',
      '/api/team/999999/game/recent/5',
      '/api/team/999999/schedule/next/5',
      `/api/team/999999/game/season/${seasonId}`,
      `/api/team/${teamId}/game/season/999999`,
      `/api/team/999999/roster/stat/${seasonId}`,
      `/api/team/${teamId}/player/999999/games/${seasonId}`,
    ]) {
      const response = await f.t.http.get(url);
      expect([url, response.status]).toEqual([url, 404]);
      expect(response.body.ok).toBe(false);
      expect(response.body.error).toMatch(/[가-힣]/);
    }
  });

  it('answers 400 for a count outside 1 to 100 or a bad id, never 500', async () => {
    for (const url of [
      `/api/team/${teamId}/game/recent/0`,
      `/api/team/${teamId}/game/recent/101`,
      `/api/team/${teamId}/schedule/next/abc`,
      `/api/team/abc/seasons`,
      `/api/team/${teamId}/roster/stat/-1`,
    ]) {
      const response = await f.t.http.get(url);
      expect([url, response.status]).toEqual([url, 400]);
    }
  });

  it('serves the pages without login (the web asks for it; the records are public like the league pages)', async () => {
    const response = await f.t.http.get(`/api/team/${teamId}/roster/stat/${seasonId}`);
    expect(response.status).toBe(200);
  });
});
