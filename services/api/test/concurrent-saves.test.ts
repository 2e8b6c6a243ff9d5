import type { GameRecordSaved } from '@dugout/contracts';
import type { Connection } from 'mysql2/promise';
import type { SeasonFile, SeasonFileGame } from '../src/data-tooling/season-file';
import { LOCK_CONFLICT_MESSAGE } from '../src/common/errors/lock-conflict';
import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { LeaguesService } from '../src/services/leagues/leagues.service';
import { bearer, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { recomputeLeague, storedLeague } from './support/aggregate-oracle';
import { connectToServer } from './support/mysql-server';
import { randomGameRecord, seededRandom } from './support/random-game-record';
import { seasonGame, testSeasonFile } from './support/small-season';
import { createTestApp, type TestApp } from './support/test-app';

type Row = Record<string, unknown>;
interface TestGame {
  gameId: number;
  visit: number;
  home: number;
}

const TEAMS = 8;
const ROUNDS = 6;

/** One league of eight teams; each round pairs them into four games with no team in common. */
function pairedSeason(): SeasonFile {
  const teamKeys = Array.from({ length: TEAMS }, (_, i) => `c${i + 1}`);
  const games: SeasonFileGame[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let pair = 0; pair < TEAMS / 2; pair += 1) {
      const date = new Date(Date.UTC(2025, 3, 1 + round));
      games.push(
        seasonGame({
          key: `g${games.length + 1}`,
          leagueKey: 'A',
          scheduleTime: `${date.toISOString().slice(0, 10)}T${String(9 + pair).padStart(2, '0')}:00:00+09:00`,
          visitTeamKey: teamKeys[(pair * 2 + round) % TEAMS] as string,
          homeTeamKey: teamKeys[(pair * 2 + 1 + round) % TEAMS] as string,
        }),
      );
    }
  }
  return testSeasonFile({
    leaguePath: 'concurrenttest',
    mainName: '동시 저장 리그',
    leagues: [{ key: 'A', leagueName: 'A 리그', settings: null }],
    teamKeys,
    leagueOf: () => 'A',
    games,
  });
}

function mysqlUrl(t: TestApp): string {
  const { database } = t.config;
  if (database.type !== 'mysql') throw new Error('MySQL only');
  return database.url;
}

/** The paired season imported, its games and rosters, and a grade-1 manager of the league to save them. */
async function pairedSeasonWithScorer(t: TestApp) {
  const num = (value: unknown) => Number(value);
  const result = await t.app.get(SeasonImportService).importFile(pairedSeason());
  if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
  const mainId = result.summary.mainId;
  const [league]: Row[] = await t.dataSource.query('SELECT l.league_id FROM league l JOIN season s ON s.season_id = l.season_id WHERE s.main_id = ?', [mainId]);
  const leagueId = num(league?.['league_id']);
  const rows: Row[] = await t.dataSource.query('SELECT game_id, visit_team_id, home_team_id FROM schedule WHERE league_id = ? ORDER BY schedule_time, game_id', [leagueId]);
  const games: TestGame[] = rows.map((row) => ({ gameId: num(row['game_id']), visit: num(row['visit_team_id']), home: num(row['home_team_id']) }));
  const rosters = new Map<number, number[]>();
  for (const teamId of new Set(games.flatMap((game) => [game.visit, game.home]))) {
    const players: Row[] = await t.dataSource.query('SELECT player_id FROM team_player WHERE team_id = ? ORDER BY player_id', [teamId]);
    rosters.set(teamId, players.map((row) => num(row['player_id'])));
  }
  const scorer = await registerAndLogin(t, { username: '동시기록원' });
  await t.app.get(LeaguesService).grantManager(mainId, scorer.userId, 1);
  return { leagueId, games, rosters, scorer };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 26 §1: scorers saving different games of one league at the same instant on MySQL. Every
 * save answers 200 (no deadlock reaches the scorer), the season totals equal a recomputation from
 * the stored lines, a deadlock forced from another connection is retried inside the server, and
 * a lock that never comes free answers 503 with Retry-After.
 */
describe('concurrent saves of different games (MySQL)', () => {
  let t: TestApp;
  let leagueId: number;
  let games: TestGame[];
  let rosters: Map<number, number[]>;
  let scorer: LoggedIn;
  let other: Connection;

  const num = (value: unknown) => Number(value);
  const url = (gameId: number, tail = '') => `/api/game/admin/write/game/${gameId}${tail}`;
  const post = (path: string, body: object = {}) => t.http.post(path).set(bearer(scorer.accessToken)).send(body);
  const random = seededRandom(26);
  const recordOf = (game: TestGame) => randomGameRecord(random, { visit: rosters.get(game.visit) ?? [], home: rosters.get(game.home) ?? [] }, { consistent: true });

  /** A scorer's evening on one game: three saves of the whole box score, then final. */
  async function scoreGame(game: TestGame): Promise<number[]> {
    const statuses: number[] = [];
    let version: number | null = null;
    for (let save = 0; save < 3; save += 1) {
      const response = await post(url(game.gameId), { ...recordOf(game), version });
      statuses.push(response.status);
      if (response.status !== 200) return statuses;
      version = (response.body.data as GameRecordSaved).version;
    }
    statuses.push((await post(url(game.gameId, '/final'))).status);
    return statuses;
  }

  beforeAll(async () => {
    t = await createTestApp();
    ({ leagueId, games, rosters, scorer } = await pairedSeasonWithScorer(t));
    other = await connectToServer(mysqlUrl(t));
  });

  afterAll(async () => {
    await other?.end();
    await t?.close();
  });

  it('four scorers saving and finalising four games of one league at once all get 200, three rounds running', async () => {
    for (let round = 0; round < 3; round += 1) {
      const roundGames = games.slice(round * 4, round * 4 + 4);
      const statuses = await Promise.all(roundGames.map(scoreGame));
      expect(statuses).toEqual(roundGames.map(() => [200, 200, 200, 200]));
    }
    expect(await storedLeague(t.dataSource, leagueId)).toEqual(await recomputeLeague(t.dataSource, leagueId));
  });

  it('games with a team in common saved at once queue for that team and lose nothing: the totals equal a recomputation', async () => {
    // Rounds 4 and 5 pair the teams differently, so each of their games shares a team with two others.
    const statuses = await Promise.all(games.slice(16, 24).map(scoreGame));
    expect(statuses).toEqual(games.slice(16, 24).map(() => [200, 200, 200, 200]));
    expect(await storedLeague(t.dataSource, leagueId)).toEqual(await recomputeLeague(t.dataSource, leagueId));
  });

  it('a deadlock forced from another connection is retried inside the server and the save succeeds', async () => {
    const game = games[12] as TestGame;
    await other.query('CREATE TABLE IF NOT EXISTS deadlock_weight (id INT PRIMARY KEY)');
    await other.query('BEGIN');
    try {
      // Many rows written: InnoDB then rolls back the save, not this transaction, when they deadlock.
      await other.query(`INSERT INTO deadlock_weight (id) VALUES ${Array.from({ length: 500 }, (_, i) => `(${i + 1})`).join(',')}`);
      await other.query('SELECT team_id FROM team WHERE team_id = ? FOR UPDATE', [Math.min(game.visit, game.home)]);
      const saving = post(url(game.gameId), { ...recordOf(game), version: null }).then((response) => response);
      // Waits until the save holds its game's schedule row and waits for the team row held here:
      // one of its statements seen running on two looks 150 ms apart.
      let before = '';
      for (let tries = 0; ; tries += 1) {
        const [running] = (await other.query(
          "SELECT ID, INFO FROM information_schema.PROCESSLIST WHERE DB = DATABASE() AND ID <> CONNECTION_ID() AND INFO IS NOT NULL",
        )) as unknown as [Row[]];
        const now = running.map((row) => `${String(row['ID'])}:${String(row['INFO'])}`).join('\n');
        if (now && now === before) break;
        if (tries > 100) throw new Error('the save never waited for the team row');
        before = now;
        await sleep(150);
      }
      // The cycle: this connection now wants the schedule row the save holds.
      // Granted only once InnoDB has rolled the save back as the deadlock's victim.
      await other.query('SELECT game_id FROM schedule WHERE game_id = ? FOR UPDATE', [game.gameId]);
      await other.query('COMMIT');
      const response = await saving;
      expect(response.status).toBe(200);
      expect((response.body.data as GameRecordSaved).version).toBe(1);
    } finally {
      await other.query('ROLLBACK').catch(() => undefined);
      await other.query('DROP TABLE IF EXISTS deadlock_weight');
    }
  });

  it('a save that cannot get its locks answers 503 with Retry-After and a Korean message, and writes nothing', async () => {
    const game = games[13] as TestGame;
    await other.query('BEGIN');
    try {
      await other.query('SELECT game_id FROM schedule WHERE game_id = ? FOR UPDATE', [game.gameId]);
      const response = await post(url(game.gameId), { ...recordOf(game), version: null });
      expect(response.status).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.body.error).toBe(LOCK_CONFLICT_MESSAGE);
    } finally {
      await other.query('ROLLBACK');
    }
    const [row]: Row[] = await t.dataSource.query('SELECT COUNT(*) AS n FROM game WHERE game_id = ?', [game.gameId]);
    expect(num(row?.['n'])).toBe(0);
    const after = await post(url(game.gameId), { ...recordOf(game), version: null });
    expect(after.status).toBe(200);
  }, 60_000);
});

