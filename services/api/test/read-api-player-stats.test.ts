import type {
  GamePitchers,
  PlayerCareer,
  PlayerSeasonStats,
  StatLine,
  TeamPlayerStat,
  TeamStat,
} from '@dugout/contracts';
import { GameRecordService } from '../src/services/games/game-record.service';
import { createReadFixture, getData, sql, type ReadFixture } from './read-api-fixture';
import { randomGameRecord, seededRandom } from './support/random-game-record';

const COUNTS = [
  'game_cnt', 'bat_tpa', 'bat_ab', 'bat_runs', 'bat_hits', 'bat_2b', 'bat_3b', 'bat_hr', 'bat_tb', 'bat_rbi', 'bat_bb', 'bat_ibb', 'bat_hbp',
  'bat_so', 'bat_sb', 'bat_cs', 'bat_sh', 'bat_sf', 'bat_gidp',
  'pit_game_cnt', 'pit_gs', 'pit_win', 'pit_lose', 'pit_save', 'pit_hold', 'pit_outs', 'pit_bf', 'pit_np', 'pit_hits', 'pit_hr',
  'pit_runs', 'pit_er', 'pit_bb', 'pit_hbp', 'pit_so', 'pit_wp', 'pit_bk',
] as const;
const RATES = ['bat_avg', 'bat_obp', 'bat_slg', 'bat_ops', 'pit_era', 'pit_whip'] as const;
const STAT_KEYS = [...COUNTS, ...RATES, 'pit_inning', 'unrecorded'];

type Count = (typeof COUNTS)[number];
type Counts = Record<Count, number>;

const countsOf = (line: StatLine): Counts => Object.fromEntries(COUNTS.map((key) => [key, line[key]])) as Counts;
const sumCounts = (lines: readonly StatLine[]): Counts =>
  Object.fromEntries(COUNTS.map((key) => [key, lines.reduce((sum, line) => sum + line[key], 0)])) as Counts;
const statOf = (line: StatLine): StatLine => Object.fromEntries(STAT_KEYS.map((key) => [key, line[key as keyof StatLine]])) as unknown as StatLine;

/** Every stat present with its type: counts whole numbers, rates numbers or null, innings in baseball notation. */
function expectStatLine(line: StatLine, identity: string[]): void {
  expect(Object.keys(line).sort()).toEqual([...STAT_KEYS, ...identity].sort());
  for (const key of COUNTS) {
    expect([key, Number.isInteger(line[key]) && line[key] >= 0]).toEqual([key, true]);
  }
  for (const key of RATES) {
    const value = line[key];
    expect([key, value === null || (typeof value === 'number' && Number.isFinite(value))]).toEqual([key, true]);
  }
  expect(line.pit_inning).toBe(`${Math.floor(line.pit_outs / 3)}${line.pit_outs % 3 ? `.${line.pit_outs % 3}` : ''}`);
  expect(line.bat_avg === null ? line.bat_ab === 0 : Math.abs(line.bat_avg - line.bat_hits / line.bat_ab) < 1e-12).toBe(true);
  for (const value of Object.values(line.unrecorded)) expect(Number.isInteger(value) && (value as number) > 0).toBe(true);
}

const TEAM_STAT_IDENTITY = ['teamId', 'team_name', 'seasonId', 'leagueId'];
const PLAYER_STAT_IDENTITY = ['teamId', 'team_name', 'playerId', 'player_name', 'backnumber', 'seasonId', 'leagueId'];

describe('read API: team and player totals', () => {
  let f: ReadFixture;
  let seasonId: number;
  let leagueIds: number[];
  /** A team of the first league of the running season, its best batter and its most used pitcher there. */
  let teamId: number;
  let batterId: number;
  let pitcherId: number;

  beforeAll(async () => {
    f = await createReadFixture();
    seasonId = f.activeSeason.seasonId;
    leagueIds = f.leagues.map((league) => league.leagueId);
    const [batter] = await sql<{ team_id: number; player_id: number }>(
      f.t,
      'SELECT team_id, player_id FROM league_player_stat WHERE league_id = ? ORDER BY bat_pa DESC, player_id LIMIT 1',
      [leagueIds[0]],
    );
    teamId = batter.team_id;
    batterId = batter.player_id;
    const [pitcher] = await sql<{ player_id: number }>(
      f.t,
      'SELECT player_id FROM league_player_stat WHERE league_id = ? AND team_id = ? ORDER BY pit_outs DESC, player_id LIMIT 1',
      [leagueIds[0], teamId],
    );
    pitcherId = pitcher.player_id;
  });

  afterAll(async () => {
    await f?.t.close();
  });

  /** Sums of the stored box-score lines that count in the leagues (each side in its own league; no-contest games count for nothing). */
  async function lineSums(leagues: readonly number[], team: number, player?: number) {
    const where = (alias: string) =>
      `${alias}.team_id = ? ${player === undefined ? '' : `AND ${alias}.player_id = ?`} AND g.win_type IS NOT NULL AND g.win_type <> '5'
       AND ((${alias}.side = 'visit' AND g.visit_league_id IN (${leagues.join(',')})) OR (${alias}.side = 'home' AND g.home_league_id IN (${leagues.join(',')})))`;
    const params = player === undefined ? [team] : [team, player];
    const [batting] = await sql<Record<string, string | null>>(
      f.t,
      `SELECT COUNT(DISTINCT b.game_id) AS games, SUM(b.pa) AS pa, SUM(b.ab) AS ab, SUM(b.h) AS h, SUM(b.b2) AS b2, SUM(b.hr) AS hr,
         SUM(b.ibb) AS ibb, SUM(b.gidp) AS gidp, SUM(b.sb) AS sb, SUM(CASE WHEN b.hbp IS NULL THEN 1 ELSE 0 END) AS hbp_missing
       FROM game_batting b JOIN game g ON g.game_id = b.game_id WHERE ${where('b')}`,
      params,
    );
    const [pitching] = await sql<Record<string, string | null>>(
      f.t,
      `SELECT COUNT(DISTINCT p.game_id) AS games, SUM(p.starter) AS gs, SUM(CASE WHEN p.decision = 'w' THEN 1 ELSE 0 END) AS win,
         SUM(p.outs) AS outs, SUM(p.er) AS er, SUM(p.so) AS so, SUM(p.pitches) AS np
       FROM game_pitching p JOIN game g ON g.game_id = p.game_id WHERE ${where('p')}`,
      params,
    );
    const n = (value: string | null | undefined) => Number(value ?? 0);
    return {
      batting: { games: n(batting.games), pa: n(batting.pa), ab: n(batting.ab), h: n(batting.h), b2: n(batting.b2), hr: n(batting.hr), ibb: n(batting.ibb), gidp: n(batting.gidp), sb: n(batting.sb) },
      hbpMissing: n(batting.hbp_missing),
      pitching: { games: n(pitching.games), gs: n(pitching.gs), win: n(pitching.win), outs: n(pitching.outs), er: n(pitching.er), so: n(pitching.so), np: n(pitching.np) },
    };
  }

  const battingOf = (line: StatLine) => ({
    pa: line.bat_tpa, ab: line.bat_ab, h: line.bat_hits, b2: line.bat_2b, hr: line.bat_hr, ibb: line.bat_ibb, gidp: line.bat_gidp, sb: line.bat_sb,
  });
  const pitchingOf = (line: StatLine) => ({
    games: line.pit_game_cnt, gs: line.pit_gs, win: line.pit_win, outs: line.pit_outs, er: line.pit_er, so: line.pit_so, np: line.pit_np,
  });

  describe('a team', () => {
    it("adds up the team's lines of the league, and the season is the sum of its leagues", async () => {
      const perLeague: TeamStat[] = [];
      for (const leagueId of leagueIds) {
        const stat = await getData<TeamStat>(f.t, `/api/team/${teamId}/stat/${seasonId}/${leagueId}`);
        expectStatLine(stat, TEAM_STAT_IDENTITY);
        expect(stat).toMatchObject({ teamId, seasonId, leagueId });
        const sums = await lineSums([leagueId], teamId);
        const { games: battingGames, ...batting } = sums.batting;
        expect(battingOf(stat)).toEqual(batting);
        expect(pitchingOf(stat)).toEqual({ ...sums.pitching, games: pitchingOf(stat).games });
        if (battingGames > 0) {
          const [{ games }] = await sql<{ games: string }>(
            f.t,
            `SELECT COUNT(*) AS games FROM game WHERE win_type IS NOT NULL AND win_type <> '5'
               AND ((visit_team_id = ? AND visit_league_id = ?) OR (home_team_id = ? AND home_league_id = ?))`,
            [teamId, leagueId, teamId, leagueId],
          );
          expect(stat.game_cnt).toBe(Number(games));
          expect(stat.pit_game_cnt).toBe(Number(games));
          // Each game has exactly one starter on each side.
          expect(stat.pit_gs).toBe(Number(games));
          expect(stat.pit_era).toBeCloseTo((stat.pit_er * 7 * 3) / stat.pit_outs, 12);
        }
        perLeague.push(stat);
      }
      expect(perLeague.some((stat) => stat.bat_tpa > 100)).toBe(true);
      const season = await getData<TeamStat>(f.t, `/api/team/${teamId}/stat/${seasonId}`);
      expectStatLine(season, TEAM_STAT_IDENTITY);
      expect(season).toMatchObject({ teamId, seasonId, leagueId: null });
      expect(countsOf(season)).toEqual(sumCounts(perLeague));
      const [{ team_name }] = await sql<{ team_name: string }>(f.t, 'SELECT team_name FROM team WHERE team_id = ?', [teamId]);
      expect(season.team_name).toBe(team_name);
    });

    it("lists every player with totals for the team, by back number then name, adding up to the team's totals", async () => {
      const [leagueId] = leagueIds;
      const players = await getData<TeamPlayerStat[]>(f.t, `/api/team/${teamId}/players/league/stat/${seasonId}/${leagueId}`);
      const stored = await sql<{ player_id: number }>(f.t, 'SELECT player_id FROM league_player_stat WHERE league_id = ? AND team_id = ?', [leagueId, teamId]);
      expect(players.map((row) => row.playerId).sort((a, b) => a - b)).toEqual(stored.map((row) => row.player_id).sort((a, b) => a - b));
      const roster = await sql<{ player_id: number; backnumber: string | null; player_name: string }>(
        f.t,
        'SELECT tp.player_id, tp.backnumber, p.player_name FROM team_player tp JOIN player p ON p.player_id = tp.player_id WHERE tp.team_id = ?',
        [teamId],
      );
      for (const row of players) {
        expectStatLine(row, PLAYER_STAT_IDENTITY);
        const member = roster.find((entry) => entry.player_id === row.playerId);
        expect({ backnumber: row.backnumber, player_name: row.player_name }).toEqual({ backnumber: member?.backnumber ?? null, player_name: member?.player_name });
        expect(row).toMatchObject({ teamId, seasonId, leagueId });
      }
      const numbers = players.map((row) => Number(row.backnumber));
      expect(numbers.every((value, index) => index === 0 || numbers[index - 1] <= value)).toBe(true);
      const team = await getData<TeamStat>(f.t, `/api/team/${teamId}/stat/${seasonId}/${leagueId}`);
      const sums = sumCounts(players);
      for (const key of COUNTS.filter((count) => count !== 'game_cnt' && count !== 'pit_game_cnt')) expect([key, sums[key]]).toEqual([key, team[key]]);

      const batter = players.find((row) => row.playerId === batterId) as TeamPlayerStat;
      expect(batter).toEqual(await getData<TeamPlayerStat>(f.t, `/api/team/${teamId}/player/${batterId}/stat/${seasonId}/${leagueId}`));
      const season = await getData<TeamPlayerStat[]>(f.t, `/api/team/${teamId}/players/league/stat/${seasonId}`);
      expect(season.map((row) => row.playerId)).toEqual(players.map((row) => row.playerId));
      expect(season.every((row) => row.leagueId === null)).toBe(true);
    });
  });

  describe('a player', () => {
    it.each([
      ['batter', () => batterId, (line: StatLine) => line.bat_tpa],
      ['pitcher', () => pitcherId, (line: StatLine) => line.pit_outs],
    ])("the %s's totals are the sums of his game lines for the team", async (_role, playerOf, mainCount) => {
      const playerId = playerOf();
      const [leagueId] = leagueIds;
      const stat = await getData<TeamPlayerStat>(f.t, `/api/team/${teamId}/player/${playerId}/stat/${seasonId}/${leagueId}`);
      expectStatLine(stat, PLAYER_STAT_IDENTITY);
      expect(mainCount(stat)).toBeGreaterThan(20);
      const sums = await lineSums([leagueId], teamId, playerId);
      expect({ games: stat.game_cnt, ...battingOf(stat) }).toEqual(sums.batting);
      expect(pitchingOf(stat)).toEqual(sums.pitching);
      expect(stat.unrecorded).toEqual({});
      if (stat.pit_outs > 0) expect(stat.pit_era).toBeCloseTo((stat.pit_er * 7 * 3) / stat.pit_outs, 12);
      const [member] = await sql<{ backnumber: string | null; player_name: string }>(
        f.t,
        'SELECT tp.backnumber, p.player_name FROM team_player tp JOIN player p ON p.player_id = tp.player_id WHERE tp.team_id = ? AND tp.player_id = ?',
        [teamId, playerId],
      );
      expect(stat).toMatchObject({ teamId, playerId, seasonId, leagueId, backnumber: member.backnumber, player_name: member.player_name });
      // The same totals through the league call of the game area.
      const byLeague = await getData<TeamPlayerStat>(f.t, `/api/game/league/${leagueId}/team/${teamId}/player/${playerId}/stat`);
      expect(byLeague).toEqual(stat);
    });

    it("a season by league: one entry per league he has totals in, the total is their sum and the season's totals", async () => {
      const answer = await getData<PlayerSeasonStats>(f.t, `/api/team/${teamId}/player/${batterId}/season/${seasonId}`);
      expect(Object.keys(answer).sort()).toEqual(
        ['teamId', 'team_name', 'playerId', 'player_name', 'backnumber', 'seasonId', 'season_name', 'leagues', 'total'].sort(),
      );
      expect(answer).toMatchObject({ teamId, playerId: batterId, seasonId, season_name: f.activeSeason.seasonName });
      const stored = await sql<{ league_id: number }>(
        f.t,
        `SELECT ps.league_id FROM league_player_stat ps JOIN league l ON l.league_id = ps.league_id
         WHERE l.season_id = ? AND ps.team_id = ? AND ps.player_id = ? ORDER BY l.sort_order`,
        [seasonId, teamId, batterId],
      );
      expect(answer.leagues.map((league) => league.leagueId)).toEqual(stored.map((row) => row.league_id));
      for (const league of answer.leagues) {
        expectStatLine(league, ['leagueId', 'league_name']);
        expect(league.league_name).toBe(f.leagues.find((entry) => entry.leagueId === league.leagueId)?.leagueName);
        const one = await getData<TeamPlayerStat>(f.t, `/api/team/${teamId}/player/${batterId}/stat/${seasonId}/${league.leagueId}`);
        expect(statOf(league)).toEqual(statOf(one));
      }
      expectStatLine(answer.total, []);
      expect(countsOf(answer.total)).toEqual(sumCounts(answer.leagues));
      const season = await getData<TeamPlayerStat>(f.t, `/api/team/${teamId}/player/${batterId}/stat/${seasonId}`);
      expect(statOf(season)).toEqual(answer.total);
      expect(season.leagueId).toBeNull();
    });

    it('a player of the team without totals answers zeros, not 404', async () => {
      const [idle] = await sql<{ team_id: number; player_id: number }>(
        f.t,
        `SELECT tp.team_id, tp.player_id FROM team_player tp
         WHERE NOT EXISTS (SELECT 1 FROM league_player_stat ps WHERE ps.team_id = tp.team_id AND ps.player_id = tp.player_id)
         ORDER BY tp.team_id, tp.player_id LIMIT 1`,
      );
      const stat = await getData<TeamPlayerStat>(f.t, `/api/team/${idle.team_id}/player/${idle.player_id}/stat/${seasonId}`);
      expectStatLine(stat, PLAYER_STAT_IDENTITY);
      expect(COUNTS.every((key) => stat[key] === 0)).toBe(true);
      expect(RATES.every((key) => stat[key] === null)).toBe(true);
      expect(stat.pit_inning).toBe('0');
      const season = await getData<PlayerSeasonStats>(f.t, `/api/team/${idle.team_id}/player/${idle.player_id}/season/${seasonId}`);
      expect(season.leagues).toEqual([]);
      expect(countsOf(season.total)).toEqual(countsOf(stat));
      const career = await getData<PlayerCareer>(f.t, `/api/league/main/${f.mainId}/player/${idle.player_id}/career`);
      expect(career.rows).toEqual([]);
      expect(countsOf(career.total)).toEqual(countsOf(stat));
    });
  });

  describe("a game's pitchers", () => {
    it('lists both sides in pitching order with their decisions and current totals in the league each side counts in', async () => {
      // An interleague game: each side's pitchers show the totals of their own league.
      const [game] = await sql<{ game_id: number; visit_team_id: number; home_team_id: number; visit_league_id: number; home_league_id: number }>(
        f.t,
        `SELECT game_id, visit_team_id, home_team_id, visit_league_id, home_league_id FROM game
         WHERE visit_league_id <> home_league_id AND win_type IS NOT NULL AND win_type <> '5' ORDER BY game_id LIMIT 1`,
      );
      const answer = await getData<GamePitchers>(f.t, `/api/game/${game.game_id}/player/pitcher`);
      expect(Object.keys(answer).sort()).toEqual(['gameId', 'home', 'visit']);
      expect(answer.gameId).toBe(game.game_id);
      for (const side of ['visit', 'home'] as const) {
        const part = answer[side];
        expect(Object.keys(part).sort()).toEqual(['leagueId', 'pitchers', 'teamId', 'team_name']);
        expect({ teamId: part.teamId, leagueId: part.leagueId }).toEqual({ teamId: game[`${side}_team_id`], leagueId: game[`${side}_league_id`] });
        const lines = await sql<{ player_id: number; pitch_order: number; starter: number; decision: string | null }>(
          f.t,
          'SELECT player_id, pitch_order, starter, decision FROM game_pitching WHERE game_id = ? AND side = ? ORDER BY pitch_order',
          [game.game_id, side],
        );
        expect(part.pitchers.map((pitcher) => [pitcher.playerId, pitcher.order, pitcher.starter, pitcher.decision])).toEqual(
          lines.map((line) => [line.player_id, line.pitch_order, Boolean(line.starter), line.decision]),
        );
        expect(part.pitchers[0].starter).toBe(true);
        for (const pitcher of part.pitchers) {
          expectStatLine(pitcher, ['playerId', 'player_name', 'backnumber', 'order', 'starter', 'decision']);
          const season = await getData<TeamPlayerStat>(f.t, `/api/game/league/${part.leagueId}/team/${part.teamId}/player/${pitcher.playerId}/stat`);
          expect(statOf(pitcher)).toEqual(statOf(season));
          expect({ player_name: pitcher.player_name, backnumber: pitcher.backnumber }).toEqual({ player_name: season.player_name, backnumber: season.backnumber });
          expect(pitcher.pit_game_cnt).toBeGreaterThan(0);
        }
      }
      const decisions = [...answer.visit.pitchers, ...answer.home.pitchers].map((pitcher) => pitcher.decision);
      expect(decisions.filter((decision) => decision === 'w')).toHaveLength(1);
      expect(decisions.filter((decision) => decision === 'l')).toHaveLength(1);
    });
  });

  describe('a career', () => {
    it('has a row per season, league and team, newest season first, and a total that is their sum', async () => {
      // A player who moved: two seasons with two teams.
      const [moved] = await sql<{ player_id: number }>(
        f.t,
        `SELECT ps.player_id FROM league_player_stat ps JOIN league l ON l.league_id = ps.league_id
         GROUP BY ps.player_id HAVING COUNT(DISTINCT l.season_id) > 1 AND COUNT(DISTINCT ps.team_id) > 1 ORDER BY ps.player_id LIMIT 1`,
      );
      const career = await getData<PlayerCareer>(f.t, `/api/league/main/${f.mainId}/player/${moved.player_id}/career`);
      expect(Object.keys(career).sort()).toEqual(['mainId', 'playerId', 'player_name', 'rows', 'total']);
      expect(career).toMatchObject({ mainId: f.mainId, playerId: moved.player_id });
      const stored = await sql<{ season_id: number; league_id: number; team_id: number }>(
        f.t,
        `SELECT l.season_id, ps.league_id, ps.team_id FROM league_player_stat ps JOIN league l ON l.league_id = ps.league_id
         WHERE ps.player_id = ? ORDER BY l.season_id DESC, l.sort_order`,
        [moved.player_id],
      );
      expect(career.rows.map((row) => [row.seasonId, row.leagueId, row.teamId])).toEqual(stored.map((row) => [row.season_id, row.league_id, row.team_id]));
      expect(new Set(career.rows.map((row) => row.teamId)).size).toBe(2);
      for (const row of career.rows) {
        expectStatLine(row, ['seasonId', 'season_name', 'leagueId', 'league_name', 'teamId', 'team_name']);
        expect(row.season_name).toBe(f.seasons.find((season) => season.seasonId === row.seasonId)?.seasonName);
        const sums = await lineSums([row.leagueId], row.teamId, moved.player_id);
        expect({ games: row.game_cnt, ...battingOf(row) }).toEqual(sums.batting);
        expect(pitchingOf(row)).toEqual(sums.pitching);
      }
      expectStatLine(career.total, []);
      expect(countsOf(career.total)).toEqual(sumCounts(career.rows));
      const total = career.total;
      expect(total.bat_avg).toBeCloseTo(total.bat_hits / total.bat_ab, 12);
      // Every gangseo league keeps ERA per 7 innings, so the career does too.
      if (total.pit_outs > 0) expect(total.pit_era).toBeCloseTo((total.pit_er * 7 * 3) / total.pit_outs, 12);
    });
  });

  it('names every call in the OpenAPI document with a Korean summary and its parameters', async () => {
    const document = (await f.t.http.get('/api/docs/openapi.json')).body as {
      paths: Record<string, { get?: { summary?: string; tags?: string[]; parameters?: { name: string; in: string; description?: string }[] } }>;
    };
    const paths = [
      '/api/team/{id}/stat/{x}',
      '/api/team/{id}/stat/{x}/{y}',
      '/api/team/{id}/player/{pid}/stat/{x}',
      '/api/team/{id}/player/{pid}/stat/{x}/{y}',
      '/api/team/{id}/player/{pid}/season/{s}',
      '/api/team/{id}/players/league/stat/{x}',
      '/api/team/{id}/players/league/stat/{x}/{y}',
      '/api/game/league/{l}/team/{t}/player/{p}/stat',
      '/api/game/{id}/player/pitcher',
      '/api/league/main/{mainId}/player/{pid}/career',
    ];
    for (const path of paths) {
      const operation = document.paths[path]?.get;
      expect([path, operation?.summary]).toEqual([path, expect.stringMatching(/[가-힣]/)]);
      expect(operation?.tags?.length).toBeGreaterThan(0);
      const names = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      const parameters = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect(parameters.map((parameter) => parameter.name).sort()).toEqual([...names].sort());
      for (const parameter of parameters) expect([path, parameter.name, parameter.description]).toEqual([path, parameter.name, expect.stringMatching(/[가-힣]/)]);
    }
  });

  describe('bad requests', () => {
    it.each([
      '/api/team/x/stat/1',
      '/api/team/0/stat/1',
      '/api/team/1/stat/-1',
      '/api/team/1/stat/1/1.5',
      '/api/team/1/player/abc/stat/1',
      '/api/team/1/player/1/stat/1/0',
      '/api/team/1/player/1/season/x',
      '/api/team/1/players/league/stat/x',
      '/api/team/1/players/league/stat/1/y',
      '/api/game/league/x/team/1/player/1/stat',
      '/api/game/league/1/team/0/player/1/stat',
      '/api/game/x/player/pitcher',
      '/api/league/main/x/player/1/career',
      '/api/league/main/1/player/0/career',
    ])('%s is 400 with a Korean message', async (url) => {
      const response = await f.t.http.get(url);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ ok: false, data: null, error: '잘못된 번호 형식입니다.' });
    });

    it('unknown teams, players, seasons, leagues, games and league mains are 404 with Korean messages', async () => {
      const [otherLeague] = f.seasons[1] ? await sql<{ league_id: number }>(f.t, 'SELECT league_id FROM league WHERE season_id = ? LIMIT 1', [f.seasons[1].seasonId]) : [];
      const [stranger] = await sql<{ player_id: number }>(
        f.t,
        'SELECT player_id FROM team_player WHERE player_id NOT IN (SELECT player_id FROM team_player WHERE team_id = ?) ORDER BY player_id LIMIT 1',
        [teamId],
      );
      const [unplayed] = await sql<{ game_id: number }>(
        f.t,
        'SELECT s.game_id FROM schedule s WHERE s.game_id NOT IN (SELECT game_id FROM game) ORDER BY s.game_id LIMIT 1',
      );
      const cases: [string, string][] = [
        [`/api/team/999999/stat/${seasonId}`, '팀을 찾을 수 없습니다.'],
        [`/api/team/999999/players/league/stat/${seasonId}`, '팀을 찾을 수 없습니다.'],
        [`/api/team/${teamId}/stat/999999`, '시즌을 찾을 수 없습니다.'],
        [`/api/team/${teamId}/stat/${seasonId}/999999`, '리그를 찾을 수 없습니다.'],
        [`/api/team/${teamId}/stat/${seasonId}/${otherLeague.league_id}`, '리그를 찾을 수 없습니다.'],
        [`/api/team/${teamId}/players/league/stat/999999`, '시즌을 찾을 수 없습니다.'],
        [`/api/team/${teamId}/player/999999/stat/${seasonId}`, '선수를 찾을 수 없습니다.'],
        [`/api/team/${teamId}/player/${stranger.player_id}/stat/${seasonId}`, '이 팀의 선수가 아닙니다.'],
        [`/api/team/${teamId}/player/${stranger.player_id}/season/${seasonId}`, '이 팀의 선수가 아닙니다.'],
        [`/api/team/${teamId}/player/${batterId}/stat/999999`, '시즌을 찾을 수 없습니다.'],
        [`/api/team/${teamId}/player/${batterId}/season/999999`, '시즌을 찾을 수 없습니다.'],
        [`/api/team/999999/player/${batterId}/season/${seasonId}`, '팀을 찾을 수 없습니다.'],
        [`/api/game/league/999999/team/${teamId}/player/${batterId}/stat`, '리그를 찾을 수 없습니다.'],
        [`/api/game/league/${leagueIds[0]}/team/${teamId}/player/${stranger.player_id}/stat`, '이 팀의 선수가 아닙니다.'],
        ['/api/game/999999/player/pitcher', '경기를 찾을 수 없습니다.'],
        [`/api/game/${unplayed.game_id}/player/pitcher`, '경기 기록이 없습니다.'],
        [`/api/league/main/999999/player/${batterId}/career`, '리그를 찾을 수 없습니다.'],
        [`/api/league/main/${f.mainId}/player/999999/career`, '선수를 찾을 수 없습니다.'],
      ];
      for (const [url, message] of cases) {
        const response = await f.t.http.get(url);
        expect([url, response.status, response.body]).toEqual([url, 404, { ok: false, data: null, error: message }]);
      }
    });
  });

  // Runs last: it writes a game record the other tests would read.
  describe('a count not recorded', () => {
    it('a line without HBP shows in `unrecorded` and leaves OBP and OPS unanswered', async () => {
      const [leagueId] = leagueIds;
      const [game] = await sql<{ game_id: number; visit_team_id: number; home_team_id: number }>(
        f.t,
        `SELECT s.game_id, s.visit_team_id, s.home_team_id FROM schedule s
         WHERE s.league_id = ? AND s.is_cancel = 0 AND s.visit_team_interleague = 0 AND s.home_team_interleague = 0
           AND s.game_id NOT IN (SELECT game_id FROM game) AND s.game_id NOT IN (SELECT game_id FROM suspended_game)
         ORDER BY s.schedule_time LIMIT 1`,
        [leagueId],
      );
      const members = await sql<{ team_id: number; player_id: number }>(f.t, 'SELECT team_id, player_id FROM team_player WHERE team_id IN (?, ?)', [
        game.visit_team_id,
        game.home_team_id,
      ]);
      const roster = (team: number) => members.filter((member) => member.team_id === team).map((member) => member.player_id);
      const record = randomGameRecord(seededRandom(10), { visit: roster(game.visit_team_id), home: roster(game.home_team_id) }, { winType: '1' });
      const index = record.batting.findIndex((line) => line.hbp === 0 && line.pa > 0);
      const line = record.batting[index];
      record.batting[index] = { ...line, hbp: null };
      const team = line.side === 'visit' ? game.visit_team_id : game.home_team_id;
      const url = `/api/team/${team}/player/${line.playerId}/stat/${seasonId}/${leagueId}`;
      const before = await getData<TeamPlayerStat>(f.t, url);
      expect(before.unrecorded).toEqual({});

      await f.t.app.get(GameRecordService).writeRecord(game.game_id, record);

      const after = await getData<TeamPlayerStat>(f.t, url);
      expect(after.unrecorded).toEqual({ bat_hbp: 1 });
      expect(after.bat_tpa).toBe(before.bat_tpa + line.pa);
      expect(after.bat_hbp).toBe(before.bat_hbp);
      expect([after.bat_obp, after.bat_ops]).toEqual([null, null]);
      expect(after.bat_avg).not.toBeNull();
      expect(after.bat_slg).not.toBeNull();
      expect((await lineSums([leagueId], team, line.playerId)).hbpMissing).toBe(1);

      const teamStat = await getData<TeamStat>(f.t, `/api/team/${team}/stat/${seasonId}/${leagueId}`);
      expect(teamStat.unrecorded).toEqual({ bat_hbp: 1 });
      expect([teamStat.bat_obp, teamStat.bat_ops]).toEqual([null, null]);
      const season = await getData<PlayerSeasonStats>(f.t, `/api/team/${team}/player/${line.playerId}/season/${seasonId}`);
      expect(season.total.unrecorded).toEqual({ bat_hbp: 1 });
      const career = await getData<PlayerCareer>(f.t, `/api/league/main/${f.mainId}/player/${line.playerId}/career`);
      expect(career.total.unrecorded).toEqual({ bat_hbp: 1 });
      expect(career.total.bat_obp).toBeNull();
      // The other players of the game keep their OBP.
      const other = record.batting.find((entry) => entry.side === line.side && entry.playerId !== line.playerId && entry.ab > 0);
      if (other) expect((await getData<TeamPlayerStat>(f.t, `/api/team/${team}/player/${other.playerId}/stat/${seasonId}/${leagueId}`)).bat_obp).not.toBeNull();
    });
  });
});
