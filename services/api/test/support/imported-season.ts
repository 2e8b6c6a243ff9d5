import { SeasonImportService } from '../../src/data-tooling/season-import/season-import.service';
import { smallSeasonFile, type SmallSeasonOptions } from './small-season';
import type { TestApp } from './test-app';

export type SmallSeasonTeam = 'TA1' | 'TA2' | 'TA3' | 'TB1' | 'TB2' | 'TB3';

/** The small season imported into a main of its own, with the ids the tests look up by name. */
export interface ImportedSeason {
  mainId: number;
  seasonId: number;
  /** 'A 리그', the teams TA1 to TA3. */
  leagueA: number;
  /** 'B 리그', the teams TB1 to TB3. */
  leagueB: number;
  /** The main's one ground. */
  groundId: number;
  /** Each team of the season (팀 TA1 ...) by its key. */
  teams: Record<SmallSeasonTeam, number>;
}

const TEAMS: readonly SmallSeasonTeam[] = ['TA1', 'TA2', 'TA3', 'TB1', 'TB2', 'TB3'];

/** The first column of the query's first row, as a number (an id, a count). */
export async function firstNumber(t: TestApp, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.dataSource.query(sql, params);
  return Number(Object.values(row as object)[0]);
}

/** Imports smallSeasonFile (see there) as the data tooling does and answers its ids. */
export async function importSmallSeason(t: TestApp, options: SmallSeasonOptions = {}): Promise<ImportedSeason> {
  const result = await t.app.get(SeasonImportService).importFile(smallSeasonFile(options));
  if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
  const { mainId, seasonId } = result.summary;
  const leagueNamed = (leagueName: string) => firstNumber(t, 'SELECT league_id FROM league WHERE season_id = ? AND league_name = ?', [seasonId, leagueName]);
  const leagueA = await leagueNamed('A 리그');
  const leagueB = await leagueNamed('B 리그');
  const teams = {} as Record<SmallSeasonTeam, number>;
  for (const key of TEAMS) {
    teams[key] = await firstNumber(t, 'SELECT t.team_id FROM team t JOIN league_team lt ON lt.team_id = t.team_id WHERE t.team_name = ? AND lt.league_id = ?', [
      `팀 ${key}`,
      key.startsWith('TA') ? leagueA : leagueB,
    ]);
  }
  const groundId = await firstNumber(t, 'SELECT ground_id FROM ground WHERE main_id = ?', [mainId]);
  return { mainId, seasonId, leagueA, leagueB, groundId, teams };
}

/** The players on the team's roster, by id. */
export async function rosterOf(t: TestApp, teamId: number): Promise<number[]> {
  const rows: { player_id: number }[] = await t.dataSource.query('SELECT player_id FROM team_player WHERE team_id = ? ORDER BY player_id', [teamId]);
  return rows.map((row) => Number(row.player_id));
}

/** The players registered for the team in the league, by id. */
export async function registeredPlayers(t: TestApp, leagueId: number, teamId: number): Promise<number[]> {
  const rows: { player_id: number }[] = await t.dataSource.query('SELECT player_id FROM league_player WHERE league_id = ? AND team_id = ? ORDER BY player_id', [leagueId, teamId]);
  return rows.map((row) => Number(row.player_id));
}

/** The league's first game of the visiting team at the home team. */
export function firstGame(t: TestApp, leagueId: number, visitTeamId: number, homeTeamId: number): Promise<number> {
  return firstNumber(t, 'SELECT MIN(game_id) FROM schedule WHERE league_id = ? AND visit_team_id = ? AND home_team_id = ?', [leagueId, visitTeamId, homeTeamId]);
}
