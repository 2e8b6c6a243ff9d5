import { gameOutcome, type GameRecordBody, type GameRecordEditing, type StandingRow, type WinType } from '@dugout/contracts';
import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { LeaguesService } from '../src/services/leagues/leagues.service';
import { bearer, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { partialScoreboard, randomGameRecord, seededRandom } from './support/random-game-record';
import { smallSeasonFile } from './support/small-season';
import { createTestApp, type TestApp } from './support/test-app';

type Side = 'visit' | 'home';
type Row = Record<string, unknown>;
type Standing = Pick<StandingRow, 'games' | 'win' | 'lose' | 'draw' | 'runsScored' | 'runsAllowed'>;

/**
 * Issue 25 §1: only an official record (made final, or corrected after) is a result. Random
 * sequences of what a scorer does (score only, lines only, whole box score, final, a correction)
 * on the games of one league, checking after every step that the standings' W/L/T and R/RA come
 * from exactly the official games, and that a step leaving a game unofficial changes no standing.
 */
describe('official records: what counts in the standings (MySQL)', () => {
  let t: TestApp;
  let seasonId: number;
  let leagueA: number;
  let games: { gameId: number; visit: number; home: number }[];
  let rosters: Map<number, number[]>;
  let head: LoggedIn;

  const num = (value: unknown) => Number(value);
  const url = (gameId: number, tail = '') => `/api/game/admin/write/game/${gameId}${tail}`;
  const post = (path: string, body: object = {}) => t.http.post(path).set(bearer(head.accessToken)).send(body);
  const editing = async (gameId: number) => (await t.http.get(url(gameId)).set(bearer(head.accessToken))).body.data as GameRecordEditing;

  const standings = async (): Promise<Map<number, Standing>> => {
    const response = await t.http.get(`/api/game/rank/team/${seasonId}/${leagueA}`);
    expect(response.status).toBe(200);
    const rows = (response.body.data?.data ?? response.body.data) as StandingRow[];
    return new Map(rows.map((row) => [row.teamId, { games: row.games, win: row.win, lose: row.lose, draw: row.draw, runsScored: row.runsScored, runsAllowed: row.runsAllowed }]));
  };

  /** The standings as they must be: from the official records alone, read straight from the tables. */
  const oracle = async (): Promise<Map<number, Standing>> => {
    const teams: Row[] = await t.dataSource.query('SELECT team_id FROM league_team WHERE league_id = ? AND interleague = 0', [leagueA]);
    const table = new Map<number, Standing>(teams.map((row) => [num(row['team_id']), { games: 0, win: 0, lose: 0, draw: 0, runsScored: 0, runsAllowed: 0 }]));
    const official: Row[] = await t.dataSource.query(
      `SELECT game_id, visit_team_id, home_team_id, visit_league_id, home_league_id, visit_score, home_score, win_type, winner_side
       FROM game WHERE win_type IS NOT NULL AND record_state IN ('final', 'corrected')`,
    );
    for (const game of official) {
      const outcome = gameOutcome({ visitScore: num(game['visit_score']), homeScore: num(game['home_score']), winType: game['win_type'] as WinType, winnerSide: (game['winner_side'] ?? null) as Side | null });
      if (!outcome.counted) continue;
      for (const side of ['visit', 'home'] as const) {
        const teamId = num(game[`${side}_team_id`]);
        const row = table.get(teamId);
        if (!row || num(game[`${side}_league_id`]) !== leagueA) continue;
        const result = outcome[side];
        row.games += 1;
        if (result === 'W') row.win += 1;
        if (result === 'L') row.lose += 1;
        if (result === 'D') row.draw += 1;
        const [[scored], [allowed]] = await Promise.all([
          t.dataSource.query('SELECT COALESCE(SUM(r), 0) AS runs FROM game_batting WHERE game_id = ? AND team_id = ?', [game['game_id'], teamId]),
          t.dataSource.query('SELECT COALESCE(SUM(r), 0) AS runs FROM game_pitching WHERE game_id = ? AND team_id = ?', [game['game_id'], teamId]),
        ]);
        row.runsScored += num((scored as Row)['runs']);
        row.runsAllowed += num((allowed as Row)['runs']);
      }
    }
    return table;
  };

  const stateOf = async (gameId: number): Promise<string | null> => {
    const [row]: Row[] = await t.dataSource.query('SELECT record_state FROM game WHERE game_id = ?', [gameId]);
    return row ? String(row['record_state']) : null;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const result = await t.app.get(SeasonImportService).importFile(smallSeasonFile({ leaguePath: 'officialtest' }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
    const mainId = result.summary.mainId;
    const [season]: Row[] = await t.dataSource.query('SELECT season_id FROM season WHERE main_id = ?', [mainId]);
    seasonId = num(season?.['season_id']);
    const [league]: Row[] = await t.dataSource.query("SELECT league_id FROM league WHERE season_id = ? AND league_name = 'A 리그'", [seasonId]);
    leagueA = num(league?.['league_id']);
    const rows: Row[] = await t.dataSource.query(
      `SELECT s.game_id, s.visit_team_id, s.home_team_id FROM schedule s JOIN league l ON l.league_id = s.league_id
       WHERE l.season_id = ? ORDER BY s.game_id`,
      [seasonId],
    );
    games = rows.map((row) => ({ gameId: num(row['game_id']), visit: num(row['visit_team_id']), home: num(row['home_team_id']) }));
    rosters = new Map();
    for (const teamId of new Set(games.flatMap((game) => [game.visit, game.home]))) {
      const players: Row[] = await t.dataSource.query('SELECT player_id FROM team_player WHERE team_id = ? ORDER BY player_id', [teamId]);
      rosters.set(teamId, players.map((row) => num(row['player_id'])));
    }
    head = await registerAndLogin(t, { username: '확정총괄' });
    await t.app.get(LeaguesService).grantManager(mainId, head.userId, 1);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('a score saved alone for a game in progress is no result: no W/L, a progress on the schedule, refused lines say why', async () => {
    const game = games[0] as (typeof games)[number];
    const before = await standings();
    const saved = await post(url(game.gameId, '/scoreboard'), {
      version: null,
      winType: null,
      winnerSide: null,
      lineScore: { visit: [1, 0, 2], home: [0, 0] },
      visit: { runs: 3, hits: 4, errors: 0, walks: 1 },
      home: { runs: 0, hits: 1, errors: 1, walks: 0 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ version: 1, state: 'inProgress' });
    expect(await standings()).toEqual(before);
    const item = (await t.http.get(`/api/league/league/${leagueA}/schedule/game/${game.gameId}`)).body.data;
    expect(item).toMatchObject({ game: null, progress: { visitScore: 3, homeScore: 0, inning: 3, half: 'top', awaitingFinal: false } });
    const results = (await t.http.get(`/api/league/league/${leagueA}/game`)).body.data;
    const listed = (results?.data ?? results) as { gameId: number; game: unknown; progress: unknown }[];
    expect(listed.find((entry) => entry.gameId === game.gameId)).toMatchObject({ game: null, progress: { visitScore: 3 } });
    const detail = (await t.http.get(`/api/game/${game.gameId}/detail`)).body.data;
    expect(detail).toMatchObject({ winType: null, winnerSide: null, countsForStats: true });

    // Not final: 확정 of a game without a result is refused.
    const final = await post(url(game.gameId, '/final'));
    expect(final.status).toBe(400);
    expect(final.body.error).toBe('끝나지 않은 경기(승리 유형 없음)는 확정할 수 없습니다.');

    // The whole box score, then a score alone that no longer matches the stored batters: refused in the full save's words.
    const record = randomGameRecord(seededRandom(7), { visit: rosters.get(game.visit) ?? [], home: rosters.get(game.home) ?? [] }, { consistent: true });
    const full = await post(url(game.gameId), { ...record, version: 1 });
    expect(full.status).toBe(200);
    const { batting: _b, pitching: _p, ...scoreboard } = record;
    const side = record.visit.runs > 0 ? 'visit' : 'home';
    const lineScore = { ...record.lineScore, [side]: record.lineScore[side].map((runs, k) => (k === 0 ? (runs ?? 0) + 2 : runs)) };
    const mismatch = await post(url(game.gameId, '/scoreboard'), { ...scoreboard, lineScore, [side]: { ...record[side], runs: record[side].runs + 2 }, version: 2 });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors?.[`battingTotals.${side}.r`]).toMatch(/^타자 득점 합계\(\d+\)가 (원정|홈) 팀 득점\(\d+\)과 다릅니다\.$/);
    expect(await standings()).toEqual(before);
  });

  it('property: over random save sequences the standings count exactly the official records, and a draft never moves them', async () => {
    for (const seed of [3, 11, 29]) {
      const random = seededRandom(seed);
      for (let step = 0; step < 40; step += 1) {
        const game = random.pick(games);
        const current = await editing(game.gameId);
        const stateBefore = await stateOf(game.gameId);
        const before = await standings();
        const record = () => randomGameRecord(random, { visit: rosters.get(game.visit) ?? [], home: rosters.get(game.home) ?? [] }, { consistent: true });
        const op = random.pick(['scoreboard', 'lines', 'full', 'final', 'correction'] as const);
        let status = 0;
        if (op === 'scoreboard') {
          // The stored lines' scoreboard with or without its result, or a partial score of a game still on.
          const base = current.prefilled || current.record.batting.length === 0 ? partialScoreboard(random) : current.record;
          const { batting: _b, pitching: _p, ...scoreboard } = base as GameRecordBody;
          const withResult = random.next() < 0.5 && !current.prefilled && current.record.batting.length > 0;
          status = (await post(url(game.gameId, '/scoreboard'), { ...scoreboard, ...(withResult ? {} : { winType: null, winnerSide: null }), version: current.version })).status;
        } else if (op === 'lines') {
          const { batting, pitching } = record();
          status = (await post(url(game.gameId, '/records'), { batting, pitching, version: current.version })).status;
        } else if (op === 'full') {
          status = (await post(url(game.gameId), { ...record(), version: current.version })).status;
        } else if (op === 'final') {
          status = (await post(url(game.gameId, '/final'))).status;
        } else {
          status = (await post(url(game.gameId, '/correction'), { reason: '기록 정정' })).status;
          if (status === 200) {
            const opened = await editing(game.gameId);
            expect((await post(url(game.gameId), { ...record(), version: opened.version })).status).toBe(200);
            expect((await post(url(game.gameId, '/final'))).status).toBe(200);
          }
        }
        expect([seed, step, op, status < 500]).toEqual([seed, step, op, true]);
        const after = await standings();
        expect({ seed, step, op, standings: Object.fromEntries(after) }).toEqual({ seed, step, op, standings: Object.fromEntries(await oracle()) });
        const stateAfter = await stateOf(game.gameId);
        if ((stateBefore === null || stateBefore === 'draft') && (stateAfter === null || stateAfter === 'draft')) {
          expect({ seed, step, op, standings: Object.fromEntries(after) }).toEqual({ seed, step, op, standings: Object.fromEntries(before) });
        }
      }
    }
    // The sequences reached both kinds of record: official results and drafts that hold a result not yet made final.
    const [counts]: Row[] = await t.dataSource.query(
      `SELECT SUM(CASE WHEN record_state <> 'draft' THEN 1 ELSE 0 END) AS official,
              SUM(CASE WHEN record_state = 'draft' THEN 1 ELSE 0 END) AS drafts FROM game`,
    );
    expect(num(counts?.['official'])).toBeGreaterThanOrEqual(3);
    expect(num(counts?.['drafts'])).toBeGreaterThanOrEqual(1);
  });
});
