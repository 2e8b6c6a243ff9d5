import type { DataSource } from 'typeorm';
import {
  aggregateBoxScores,
  BATTING_TOTAL_FIELDS,
  type BoxScore,
  computeStandings,
  PITCHING_TOTAL_FIELDS,
  type StandingsGame,
} from '../../src/stats-engine';
import { BATTING_COUNTS, PITCHING_COUNTS, type WinType } from '@dugout/contracts';
import { battingColumn, pitchingColumn } from '../../src/repositories/stats/stat-count.columns';

/**
 * Recomputes a league's aggregates from scratch, independently of the code that maintains them:
 * straight from the stored lines with the engine's aggregateBoxScores and computeStandings, the
 * league of each side taken from the schedule (the guest's own league in 교류전).
 */
export interface LeagueAggregates {
  players: Record<string, Record<string, number>>;
  teams: Record<string, Record<string, number>>;
}

type Row = Record<string, unknown>;
const n = (value: unknown) => Number(value);
/** A stored line's counts: a null (not recorded) count stays null. */
const countsOf = <K extends string>(line: Row, counts: readonly K[]) =>
  Object.fromEntries(counts.map((count) => [count, line[count] === null ? null : n(line[count])])) as Record<K, number>;

export async function recomputeLeague(dataSource: DataSource, leagueId: number): Promise<LeagueAggregates> {
  const games: Row[] = await dataSource.query(
    `SELECT g.game_id, g.win_type, g.winner_side, g.visit_score, g.home_score, s.visit_team_id, s.home_team_id,
            COALESCE(s.visit_team_league_id, s.league_id) AS visit_league, COALESCE(s.home_team_league_id, s.league_id) AS home_league
       FROM game g JOIN schedule s ON s.game_id = g.game_id
      WHERE g.win_type IS NOT NULL AND (COALESCE(s.visit_team_league_id, s.league_id) = ? OR COALESCE(s.home_team_league_id, s.league_id) = ?)`,
    [leagueId, leagueId],
  );
  const ids = games.map((game) => n(game['game_id']));
  const batting: Row[] = ids.length ? await dataSource.query(`SELECT * FROM game_batting WHERE game_id IN (${ids.join(',')})`) : [];
  const pitching: Row[] = ids.length ? await dataSource.query(`SELECT * FROM game_pitching WHERE game_id IN (${ids.join(',')})`) : [];

  const boxes: BoxScore[] = games.map((game) => {
    const gameId = n(game['game_id']);
    return {
      gameId,
      winType: game['win_type'] as WinType,
      visitTeamId: n(game['visit_team_id']),
      homeTeamId: n(game['home_team_id']),
      lines: [
        ...batting
          .filter((line) => n(line['game_id']) === gameId)
          .map((line) => ({
            playerId: n(line['player_id']),
            teamId: n(line['team_id']),
            batting: countsOf(line, BATTING_COUNTS),
          })),
        ...pitching
          .filter((line) => n(line['game_id']) === gameId)
          .map((line) => ({
            playerId: n(line['player_id']),
            teamId: n(line['team_id']),
            pitching: {
              ...countsOf(line, PITCHING_COUNTS),
              starter: n(line['starter']) === 1,
              decision: (line['decision'] as 'w' | 'l' | 's' | 'h' | null) ?? null,
            },
          })),
      ],
    };
  });
  const season = aggregateBoxScores(boxes);
  const leagueOfTeamInGame = new Map<string, number>();
  for (const game of games) {
    leagueOfTeamInGame.set(`${n(game['game_id'])}:${n(game['visit_team_id'])}`, n(game['visit_league']));
    leagueOfTeamInGame.set(`${n(game['game_id'])}:${n(game['home_team_id'])}`, n(game['home_league']));
  }
  // Teams that count in this league: those that played at least one game as this league's side.
  const teamsHere = new Set<number>();
  for (const [key, league] of leagueOfTeamInGame) if (league === leagueId) teamsHere.add(Number(key.split(':')[1]));

  const players: LeagueAggregates['players'] = {};
  for (const totals of season.players.values()) {
    if (!teamsHere.has(totals.teamId)) continue;
    players[`${totals.teamId}:${totals.playerId}`] = flatten(totals.games, totals.batting, totals.pitching);
  }

  const standingsGames: StandingsGame[] = games.map((game) => ({
    gameId: n(game['game_id']),
    visitTeamId: n(game['visit_team_id']),
    homeTeamId: n(game['home_team_id']),
    visitScore: n(game['visit_score']),
    homeScore: n(game['home_score']),
    winType: game['win_type'] as WinType,
    winnerSide: (game['winner_side'] as 'visit' | 'home' | null) ?? null,
  }));
  const standings = computeStandings(
    [...teamsHere].map((teamId) => ({ teamId, teamName: String(teamId) })),
    standingsGames,
  );
  const teams: LeagueAggregates['teams'] = {};
  for (const row of standings) {
    const totals = season.teams.get(row.teamId);
    if (!totals) continue;
    teams[String(row.teamId)] = {
      ...flatten(totals.games, totals.batting, totals.pitching),
      win: row.win,
      lose: row.lose,
      draw: row.draw,
      standingsGames: row.games,
    };
  }
  return { players, teams };
}

/** The maintained rows of a league, in the same shape. */
export async function storedLeague(dataSource: DataSource, leagueId: number): Promise<LeagueAggregates> {
  const playerRows: Row[] = await dataSource.query('SELECT * FROM league_player_stat WHERE league_id = ?', [leagueId]);
  const teamRows: Row[] = await dataSource.query('SELECT * FROM league_team_stat WHERE league_id = ?', [leagueId]);
  const players: LeagueAggregates['players'] = {};
  for (const row of playerRows) players[`${n(row['team_id'])}:${n(row['player_id'])}`] = flattenRow(row);
  const teams: LeagueAggregates['teams'] = {};
  for (const row of teamRows) {
    teams[String(n(row['team_id']))] = {
      ...flattenRow(row),
      win: n(row['win']),
      lose: n(row['lose']),
      draw: n(row['draw']),
      standingsGames: n(row['games']),
    };
  }
  return { players, teams };
}

function flatten(games: number, batting: Record<string, number>, pitching: Record<string, number>): Record<string, number> {
  const flat: Record<string, number> = { games };
  for (const field of BATTING_TOTAL_FIELDS) flat[battingColumn(field)] = batting[field];
  for (const field of PITCHING_TOTAL_FIELDS) flat[pitchingColumn(field)] = pitching[field];
  return flat;
}

function flattenRow(row: Row): Record<string, number> {
  const flat: Record<string, number> = { games: n(row['games']) };
  for (const field of BATTING_TOTAL_FIELDS) flat[battingColumn(field)] = n(row[battingColumn(field)]);
  for (const field of PITCHING_TOTAL_FIELDS) flat[pitchingColumn(field)] = n(row[pitchingColumn(field)]);
  return flat;
}
