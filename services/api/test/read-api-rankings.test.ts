import type {
  PlayerRankingLists,
  PlayerRankingRow,
  RankingPage,
  StandingRow,
  StandingsProgress,
  TeamBattingRow,
  TeamPitchingRow,
} from '@dugout/contracts';
import type { ScheduleItem } from '@dugout/contracts';
import { GameRecordService } from '../src/services/games/game-record.service';
import { build } from './factories';
import { createReadFixture, getData, sql, type ReadFixture } from './read-api-fixture';

const PLAYER_ROW_KEYS = [
  'rank', 'playerId', 'teamId', 'player_name', 'team_name', 'game_cnt', 'bat_avg', 'bat_tpa', 'bat_ab', 'bat_hits', 'bat_rbi', 'bat_hr',
  'pit_era', 'pit_inning', 'pit_outs', 'pit_bf', 'pit_win', 'pit_so',
].sort();

/** Null (no value) sorts last whatever the direction, as the engine ranks. */
function isSorted<Row>(rows: readonly Row[], value: (row: Row) => number | null, direction: 'asc' | 'desc'): boolean {
  const key = (row: Row) => {
    const v = value(row);
    if (v === null) return Number.POSITIVE_INFINITY;
    return direction === 'asc' ? v : -v;
  };
  return rows.every((row, index) => index === 0 || key(rows[index - 1]) <= key(row));
}

const pairKey = (row: { teamId: number; playerId: number }) => `${row.teamId}:${row.playerId}`;

describe('read API: standings and rankings', () => {
  let f: ReadFixture;
  let base: (path: string) => string;

  beforeAll(async () => {
    f = await createReadFixture();
    base = (path) => `/api/game/rank/${path}/${f.activeSeason.seasonId}`;
  });

  afterAll(async () => {
    await f?.t.close();
  });

  /** A team's counted games in the league, straight from the game records (each side counts in its own league). */
  async function countedGames(leagueId: number): Promise<Map<number, { games: number; win: number; lose: number; draw: number }>> {
    const rows = await sql<{ team_id: number; result: string }>(
      f.t,
      `SELECT visit_team_id AS team_id,
         CASE WHEN win_type = '8' THEN 'L' WHEN winner_side = 'visit' THEN 'W' WHEN winner_side = 'home' THEN 'L' ELSE 'D' END AS result
       FROM game WHERE visit_league_id = ? AND win_type IS NOT NULL AND win_type <> '5'
       UNION ALL
       SELECT home_team_id AS team_id,
         CASE WHEN win_type = '8' THEN 'L' WHEN winner_side = 'home' THEN 'W' WHEN winner_side = 'visit' THEN 'L' ELSE 'D' END AS result
       FROM game WHERE home_league_id = ? AND win_type IS NOT NULL AND win_type <> '5'`,
      [leagueId, leagueId],
    );
    const totals = new Map<number, { games: number; win: number; lose: number; draw: number }>();
    for (const row of rows) {
      const total = totals.get(row.team_id) ?? { games: 0, win: 0, lose: 0, draw: 0 };
      total.games += 1;
      if (row.result === 'W') total.win += 1;
      if (row.result === 'L') total.lose += 1;
      if (row.result === 'D') total.draw += 1;
      totals.set(row.team_id, total);
    }
    return totals;
  }

  describe('team standings', () => {
    it("counts each team's games, wins, losses and draws from the game records, with the league's points", async () => {
      for (const { leagueId } of f.leagues) {
        const standings = await getData<StandingRow[]>(f.t, `${base('team')}/${leagueId}`);
        const counted = await countedGames(leagueId);
        const teams = await sql<{ team_id: number }>(
          f.t,
          'SELECT lt.team_id FROM league_team lt JOIN team t ON t.team_id = lt.team_id WHERE lt.league_id = ? AND lt.interleague = 0 AND t.spo_type <> 9',
          [leagueId],
        );
        expect(standings.map((row) => row.teamId).sort((a, b) => a - b)).toEqual(teams.map((row) => row.team_id).sort((a, b) => a - b));
        for (const row of standings) {
          const expected = counted.get(row.teamId) ?? { games: 0, win: 0, lose: 0, draw: 0 };
          expect({ games: row.games, win: row.win, lose: row.lose, draw: row.draw }).toEqual(expected);
          expect(row.win + row.lose + row.draw).toBe(row.games);
          expect(row.games).toBeGreaterThan(3);
          // gangseo: 2 points a win, 1 a draw.
          expect(row.point).toBe(2 * row.win + row.draw);
          expect(row.winPct).toBeCloseTo(row.win + row.lose === 0 ? 0 : row.win / (row.win + row.lose), 12);
        }
        expect(standings[0].rank).toBe(1);
        expect(standings[0].gamesBehind).toBe(0);
        // gangseo orders by win pct first: ranks follow it.
        expect(isSorted(standings, (row) => row.winPct, 'desc')).toBe(true);
        expect(standings.every((row, index) => index === 0 || standings[index - 1].rank <= row.rank)).toBe(true);
        // Runs are the runs actually scored: the team batting page's R and the team pitching page's R.
        const batting = await getData<RankingPage<TeamBattingRow>>(f.t, `${base('teamBat')}/${leagueId}`);
        const pitching = await getData<RankingPage<TeamPitchingRow>>(f.t, `${base('teamPit')}/${leagueId}`);
        for (const row of standings) {
          const runs = { scored: batting.rows.find((team) => team.teamId === row.teamId)?.bat_runs, allowed: pitching.rows.find((team) => team.teamId === row.teamId)?.pit_runs };
          expect({ team: row.teamId, scored: row.runsScored, allowed: row.runsAllowed }).toEqual({ team: row.teamId, ...runs });
        }
      }
    });

    it('charts the standings day by day, ending at the current wins and win pct', async () => {
      const [{ leagueId }] = f.leagues;
      const standings = await getData<StandingRow[]>(f.t, `${base('team')}/${leagueId}`);
      const progress = await getData<StandingsProgress>(f.t, `${base('teamProgress')}/${leagueId}`);
      expect(progress.dates.length).toBeGreaterThan(5);
      expect(progress.dates).toEqual([...new Set(progress.dates)].sort());
      for (const date of progress.dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(progress.teams.map((team) => team.teamId)).toEqual(standings.map((row) => row.teamId));
      for (const team of progress.teams) {
        const row = standings.find((standing) => standing.teamId === team.teamId) as StandingRow;
        expect(team.teamName).toBe(row.teamName);
        expect(team.wins).toHaveLength(progress.dates.length);
        expect(team.winPct).toHaveLength(progress.dates.length);
        expect(team.wins[team.wins.length - 1]).toBe(row.win);
        expect(team.winPct[team.winPct.length - 1]).toBeCloseTo(row.winPct, 12);
        expect(team.wins.every((wins, index) => index === 0 || team.wins[index - 1] <= wins)).toBe(true);
      }
    });
  });

  describe('player rankings', () => {
    it('splits the batters into qualified and below-qualification lists by their team games', async () => {
      for (const { leagueId } of f.leagues) {
        const qualified = await getData<RankingPage<PlayerRankingRow>>(f.t, `${base('batter')}/${leagueId}`);
        const below = await getData<RankingPage<PlayerRankingRow>>(f.t, `${base('subbatter')}/${leagueId}`);
        const standings = await getData<StandingRow[]>(f.t, `${base('team')}/${leagueId}`);
        const teamGames = new Map(standings.map((row) => [row.teamId, row.games]));
        const maxGames = Math.max(...standings.map((row) => row.games));
        expect(qualified).toMatchObject({ teamGames: maxGames, qualifyMultiplier: 2, qualifyThreshold: 2 * maxGames, order: 'avg' });
        expect(qualified.rows.length).toBeGreaterThan(5);
        expect(below.rows.length).toBeGreaterThan(5);
        for (const row of qualified.rows) {
          expect(Object.keys(row).sort()).toEqual(PLAYER_ROW_KEYS);
          expect(row.bat_tpa).toBeGreaterThanOrEqual(2 * (teamGames.get(row.teamId) ?? 0));
        }
        for (const row of below.rows) expect(row.bat_tpa).toBeLessThan(2 * (teamGames.get(row.teamId) ?? 0));
        expect(isSorted(qualified.rows, (row) => row.bat_avg, 'desc')).toBe(true);
        expect(qualified.rows[0].rank).toBe(1);

        const batted = await sql<{ team_id: number; player_id: number }>(
          f.t,
          'SELECT team_id, player_id FROM league_player_stat WHERE league_id = ? AND bat_pa > 0',
          [leagueId],
        );
        const listed = [...qualified.rows, ...below.rows].map(pairKey);
        expect(new Set(listed).size).toBe(listed.length);
        expect(listed.sort()).toEqual(batted.map((row) => pairKey({ teamId: row.team_id, playerId: row.player_id })).sort());
      }
    });

    it.each([
      ['batter', 'subbatter', 'bat_pa > 0', 'rbi'],
      ['pitcher', 'subpitcher', 'pit_games > 0', 'so'],
    ])('%s?all=true lists every player of both lists for exports, in the asked order', async (path, subPath, recorded, od) => {
      const [{ leagueId }] = f.leagues;
      const every = await getData<RankingPage<PlayerRankingRow>>(f.t, `${base(path)}/${leagueId}?all=true&od=${od}`);
      const qualified = await getData<RankingPage<PlayerRankingRow>>(f.t, `${base(path)}/${leagueId}`);
      const below = await getData<RankingPage<PlayerRankingRow>>(f.t, `${base(subPath)}/${leagueId}`);
      const rows = await sql<{ team_id: number; player_id: number }>(
        f.t,
        `SELECT team_id, player_id FROM league_player_stat WHERE league_id = ? AND ${recorded}`,
        [leagueId],
      );
      expect(every.rows.map(pairKey).sort()).toEqual([...qualified.rows, ...below.rows].map(pairKey).sort());
      expect(every.rows.map(pairKey).sort()).toEqual(rows.map((row) => pairKey({ teamId: row.team_id, playerId: row.player_id })).sort());
      const key = od === 'rbi' ? (row: PlayerRankingRow) => row.bat_rbi : (row: PlayerRankingRow) => row.pit_so;
      expect(isSorted(every.rows, key, 'desc')).toBe(true);
      expect(every.order).toBe(od);
    });

    it("adds up each batter's lines of the games that count in the league", async () => {
      const [{ leagueId }] = f.leagues;
      const page = await getData<RankingPage<PlayerRankingRow>>(f.t, `${base('batter')}/${leagueId}?od=hits`);
      for (const row of page.rows.slice(0, 10)) {
        const [lines] = await sql<{ h: string; pa: string; ab: string; rbi: string; hr: string }>(
          f.t,
          `SELECT SUM(b.h) AS h, SUM(b.pa) AS pa, SUM(b.ab) AS ab, SUM(b.rbi) AS rbi, SUM(b.hr) AS hr
           FROM game_batting b JOIN game g ON g.game_id = b.game_id
           WHERE b.player_id = ? AND b.team_id = ? AND g.win_type IS NOT NULL AND g.win_type <> '5'
             AND ((b.side = 'visit' AND g.visit_league_id = ?) OR (b.side = 'home' AND g.home_league_id = ?))`,
          [row.playerId, row.teamId, leagueId, leagueId],
        );
        expect([row.bat_hits, row.bat_tpa, row.bat_ab, row.bat_rbi, row.bat_hr]).toEqual(
          [lines.h, lines.pa, lines.ab, lines.rbi, lines.hr].map(Number),
        );
        expect(row.bat_avg).toBeCloseTo(row.bat_hits / row.bat_ab, 12);
      }
      expect(page.order).toBe('hits');
      expect(isSorted(page.rows, (row) => row.bat_hits, 'desc')).toBe(true);
    });

    it.each(['rbi', 'hr', 'tpa', 'ab', 'games'] as const)('orders batters by ?od=%s', async (od) => {
      const [{ leagueId }] = f.leagues;
      const page = await getData<RankingPage<PlayerRankingRow>>(f.t, `${base('subbatter')}/${leagueId}?od=${od}`);
      const value = { rbi: 'bat_rbi', hr: 'bat_hr', tpa: 'bat_tpa', ab: 'bat_ab', games: 'game_cnt' }[od] as keyof PlayerRankingRow;
      expect(page.order).toBe(od);
      expect(isSorted(page.rows, (row) => row[value] as number, 'desc')).toBe(true);
      const ranks = page.rows.map((row) => row.rank);
      expect(ranks[0]).toBe(1);
      page.rows.forEach((row, index) => {
        if (index > 0 && row[value] === page.rows[index - 1][value]) expect(row.rank).toBe(page.rows[index - 1].rank);
        else expect(row.rank).toBe(index + 1);
      });
    });

    it('splits the pitchers by qualifying innings and orders them by ERA, or by ?od=', async () => {
      for (const { leagueId } of f.leagues) {
        const qualified = await getData<RankingPage<PlayerRankingRow>>(f.t, `${base('pitcher')}/${leagueId}`);
        const below = await getData<RankingPage<PlayerRankingRow>>(f.t, `${base('subpitcher')}/${leagueId}`);
        const standings = await getData<StandingRow[]>(f.t, `${base('team')}/${leagueId}`);
        const teamGames = new Map(standings.map((row) => [row.teamId, row.games]));
        const maxGames = Math.max(...standings.map((row) => row.games));
        expect(qualified).toMatchObject({
          teamGames: maxGames,
          qualifyMultiplier: 0.8,
          qualifyThreshold: Math.ceil(0.8 * maxGames * 3 - 1e-9),
          order: 'era',
        });
        expect(qualified.rows.length).toBeGreaterThan(3);
        // Outs >= 0.8 x team games x 3, compared in whole numbers as the engine does.
        for (const row of qualified.rows) expect(row.pit_outs * 10).toBeGreaterThanOrEqual(24 * (teamGames.get(row.teamId) ?? 0));
        for (const row of below.rows) expect(row.pit_outs * 10).toBeLessThan(24 * (teamGames.get(row.teamId) ?? 0));
        expect(isSorted(qualified.rows, (row) => row.pit_era, 'asc')).toBe(true);
        for (const row of qualified.rows) {
          expect(row.pit_inning).toBe(`${Math.floor(row.pit_outs / 3)}${row.pit_outs % 3 ? `.${row.pit_outs % 3}` : ''}`);
        }
        const pitched = await sql<{ team_id: number; player_id: number }>(
          f.t,
          'SELECT team_id, player_id FROM league_player_stat WHERE league_id = ? AND pit_games > 0',
          [leagueId],
        );
        const listed = [...qualified.rows, ...below.rows].map(pairKey).sort();
        expect(listed).toEqual(pitched.map((row) => pairKey({ teamId: row.team_id, playerId: row.player_id })).sort());

        for (const [od, field] of [['win', 'pit_win'], ['so', 'pit_so'], ['inning', 'pit_outs'], ['bf', 'pit_bf'], ['games', 'game_cnt']] as const) {
          const page = await getData<RankingPage<PlayerRankingRow>>(f.t, `${base('pitcher')}/${leagueId}?od=${od}`);
          expect(page.rows.map(pairKey).sort()).toEqual(qualified.rows.map(pairKey).sort());
          expect(isSorted(page.rows, (row) => row[field], 'desc')).toBe(true);
        }
      }
    });

    it("shows the league home's top 5 of each list", async () => {
      const [{ leagueId }] = f.leagues;
      const lists = await getData<PlayerRankingLists>(f.t, `${base('mainPage')}/${leagueId}`);
      expect(Object.keys(lists).sort()).toEqual(['listAvg', 'listEra', 'listHr', 'listRbi', 'listSo', 'listWin']);
      for (const list of Object.values(lists)) expect(list).toHaveLength(5);
      const batters = await getData<RankingPage<PlayerRankingRow>>(f.t, `${base('batter')}/${leagueId}`);
      const pitchers = await getData<RankingPage<PlayerRankingRow>>(f.t, `${base('pitcher')}/${leagueId}`);
      expect(lists.listAvg).toEqual(batters.rows.slice(0, 5));
      expect(lists.listEra).toEqual(pitchers.rows.slice(0, 5));
      expect(isSorted(lists.listRbi, (row) => row.bat_rbi, 'desc')).toBe(true);
      expect(isSorted(lists.listSo, (row) => row.pit_so, 'desc')).toBe(true);
      const [{ most }] = await sql<{ most: number }>(f.t, 'SELECT MAX(bat_hr) AS most FROM league_player_stat WHERE league_id = ?', [leagueId]);
      expect(lists.listHr[0].bat_hr).toBe(Number(most));
    });
  });

  describe('team rankings', () => {
    it("adds up each team's batting and orders by average, or by ?od=", async () => {
      for (const { leagueId } of f.leagues) {
        const page = await getData<RankingPage<TeamBattingRow>>(f.t, `${base('teamBat')}/${leagueId}`);
        const standings = await getData<StandingRow[]>(f.t, `${base('team')}/${leagueId}`);
        expect(page.rows.map((row) => row.teamId).sort((a, b) => a - b)).toEqual(standings.map((row) => row.teamId).sort((a, b) => a - b));
        expect(page).toMatchObject({ teamGames: Math.max(...standings.map((row) => row.games)), qualifyMultiplier: 0, qualifyThreshold: 0, order: 'avg' });
        expect(isSorted(page.rows, (row) => row.bat_avg, 'desc')).toBe(true);
        const players = await sql<{ team_id: number; h: string; hr: string; pa: string }>(
          f.t,
          'SELECT team_id, SUM(bat_h) AS h, SUM(bat_hr) AS hr, SUM(bat_pa) AS pa FROM league_player_stat WHERE league_id = ? GROUP BY team_id',
          [leagueId],
        );
        for (const row of page.rows) {
          const sums = players.find((player) => player.team_id === row.teamId);
          expect([row.bat_hits, row.bat_hr, row.bat_tpa]).toEqual([Number(sums?.h), Number(sums?.hr), Number(sums?.pa)]);
          expect(row.game_cnt).toBe(standings.find((standing) => standing.teamId === row.teamId)?.games);
        }
        const byHr = await getData<RankingPage<TeamBattingRow>>(f.t, `${base('teamBat')}/${leagueId}?od=hr`);
        expect(byHr.order).toBe('hr');
        expect(isSorted(byHr.rows, (row) => row.bat_hr, 'desc')).toBe(true);
      }
    });

    it("adds up each team's pitching and orders by ERA, or by ?od=", async () => {
      for (const { leagueId } of f.leagues) {
        const page = await getData<RankingPage<TeamPitchingRow>>(f.t, `${base('teamPit')}/${leagueId}`);
        expect(isSorted(page.rows, (row) => row.pit_era, 'asc')).toBe(true);
        const players = await sql<{ team_id: number; outs: string; er: string; so: string }>(
          f.t,
          'SELECT team_id, SUM(pit_outs) AS outs, SUM(pit_er) AS er, SUM(pit_so) AS so FROM league_player_stat WHERE league_id = ? GROUP BY team_id',
          [leagueId],
        );
        for (const row of page.rows) {
          const sums = players.find((player) => player.team_id === row.teamId);
          expect([row.pit_outs, row.pit_er, row.pit_so]).toEqual([Number(sums?.outs), Number(sums?.er), Number(sums?.so)]);
          // gangseo: ERA per 7 innings.
          expect(row.pit_era).toBeCloseTo((row.pit_er * 7 * 3) / row.pit_outs, 12);
        }
        const bySo = await getData<RankingPage<TeamPitchingRow>>(f.t, `${base('teamPit')}/${leagueId}?od=so`);
        expect(isSorted(bySo.rows, (row) => row.pit_so, 'desc')).toBe(true);
      }
    });
  });

  describe('bad requests', () => {
    it.each(['batter', 'subbatter', 'pitcher', 'subpitcher', 'teamBat', 'teamPit'])('%s: an unknown ?od= is 400 with a Korean message', async (path) => {
      const [{ leagueId }] = f.leagues;
      const response = await f.t.http.get(`${base(path)}/${leagueId}?od=salary`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ ok: false, data: null, error: '정렬 기준이 올바르지 않습니다.' });
      expect(response.body.errors.od).toMatch(/^정렬 기준은 .+ 중 하나여야 합니다\.$/);
    });

    it('?all= takes only true or false', async () => {
      const [{ leagueId }] = f.leagues;
      const response = await f.t.http.get(`${base('batter')}/${leagueId}?all=maybe`);
      expect(response.status).toBe(400);
      expect(response.body.errors.all).toBe('true 또는 false만 사용할 수 있습니다.');
    });

    it('a batter order is not a pitcher order', async () => {
      const [{ leagueId }] = f.leagues;
      expect((await f.t.http.get(`${base('pitcher')}/${leagueId}?od=avg`)).status).toBe(400);
      expect((await f.t.http.get(`${base('batter')}/${leagueId}?od=era`)).status).toBe(400);
    });

    it.each(['team', 'teamProgress', 'teamBat', 'teamPit', 'batter', 'subbatter', 'pitcher', 'subpitcher', 'mainPage'])(
      '%s: 404 for an unknown league or a league of another season, 400 for malformed ids',
      async (path) => {
        const [{ leagueId }] = f.leagues;
        const unknown = await f.t.http.get(`/api/game/rank/${path}/${f.activeSeason.seasonId}/999999`);
        expect(unknown.status).toBe(404);
        expect(unknown.body).toEqual({ ok: false, data: null, error: '리그를 찾을 수 없습니다.' });
        expect((await f.t.http.get(`/api/game/rank/${path}/${f.seasons[1].seasonId}/${leagueId}`)).status).toBe(404);
        expect((await f.t.http.get(`/api/game/rank/${path}/x/${leagueId}`)).status).toBe(400);
      },
    );
  });
  // Runs last: it changes the data the other tests read.
  describe('answers after a write', () => {
    it('never serves an answer computed before a game record was deleted or a team renamed', async () => {
      const [{ leagueId }] = f.leagues;
      const recent = await getData<ScheduleItem[]>(f.t, `/api/league/league/${leagueId}/gameMain`);
      // An official result (the recent list also shows a game being entered, as 경기 중).
      const game = recent.find((item) => item.game !== null && item.leagueId === leagueId && !item.visitTeamInterleague && !item.homeTeamInterleague) as ScheduleItem;
      const before = await getData<StandingRow[]>(f.t, `${base('team')}/${leagueId}`);
      const allPitchers = async () =>
        [
          ...(await getData<RankingPage<PlayerRankingRow>>(f.t, `${base('pitcher')}/${leagueId}`)).rows,
          ...(await getData<RankingPage<PlayerRankingRow>>(f.t, `${base('subpitcher')}/${leagueId}`)).rows,
        ].reduce((sum, row) => sum + row.pit_outs, 0);
      const pitcherOutsBefore = await allPitchers();
      const [{ outs }] = await sql<{ outs: string }>(f.t, 'SELECT SUM(outs) AS outs FROM game_pitching WHERE game_id = ?', [game.gameId]);
      expect(Number(outs)).toBeGreaterThan(20);
      // Asked again: the answer comes from the read cache, without a query.
      const queries = jest.spyOn(f.t.dataSource, 'query');
      try {
        expect(await getData(f.t, `${base('team')}/${leagueId}`)).toEqual(before);
        expect(queries).not.toHaveBeenCalled();
      } finally {
        queries.mockRestore();
      }

      await f.t.app.get(GameRecordService).deleteRecord(game.gameId);

      const after = await getData<StandingRow[]>(f.t, `${base('team')}/${leagueId}`);
      for (const teamId of [game.visitTeamId, game.homeTeamId]) {
        const was = before.find((row) => row.teamId === teamId) as StandingRow;
        expect(after.find((row) => row.teamId === teamId)?.games).toBe(was.games - 1);
      }
      const recentAfter = await getData<ScheduleItem[]>(f.t, `/api/league/league/${leagueId}/gameMain`);
      expect(recentAfter.some((item) => item.gameId === game.gameId)).toBe(false);
      const item = await getData<ScheduleItem>(f.t, `/api/league/league/${leagueId}/schedule/game/${game.gameId}`);
      expect(item.game).toBeNull();
      expect(await allPitchers()).toBe(pitcherOutsBefore - Number(outs));

      const teamId = game.homeTeamId as number;
      await build(f.t).teams.changeTeam(teamId, { teamName: '새이름 베어스' });
      const renamed = await getData<StandingRow[]>(f.t, `${base('team')}/${leagueId}`);
      expect(renamed.find((row) => row.teamId === teamId)?.teamName).toBe('새이름 베어스');
      const schedule = await getData<ScheduleItem[]>(f.t, `/api/league/league/${leagueId}/schedule/${teamId}`);
      for (const entry of schedule) {
        const side = entry.homeTeamId === teamId ? entry.homeTeam : entry.visitTeam;
        expect(side?.team.teamName).toBe('새이름 베어스');
      }
    });
  });
});
