import { Injectable } from '@nestjs/common';
import { SportType, type GameSide, type WinType } from '@dugout/contracts';
import { DataSource } from 'typeorm';
import { rawInstant, rawNumber, rawString, rawStringOrNull, seoulDate, type RawValue } from '../common/sql/raw-values';
import {
  BATTING_TOTAL_FIELDS,
  emptyBattingTotals,
  emptyPitchingTotals,
  PITCHING_TOTAL_FIELDS,
  type BattingTotals,
  type PitchingTotals,
  type PlayerSeasonInput,
  type StandingsGame,
  type StandingsTeam,
  type TeamSeasonInput,
} from './engine';

type Row = Record<string, RawValue>;

/** A finished game of the league with its Korean day; a side that does not count here has a foreign team id. */
export interface LeagueGame extends StandingsGame {
  date: string;
}

/** Stand-ins for a side that counts in another league, so the engine counts the game for the other side only. */
const OTHER_LEAGUE_VISIT = -1;
const OTHER_LEAGUE_HOME = -2;

/** The bat_* and pit_* count columns of a stat table (alias.bat_pa, ...), as stored by the aggregates. */
function statColumnsSql(alias: string): string {
  return [
    ...BATTING_TOTAL_FIELDS.map((field) => `${alias}.bat_${field}`),
    ...PITCHING_TOTAL_FIELDS.map((field) => `${alias}.pit_${field}`),
  ].join(', ');
}

/** The counts of a row selected with statColumnsSql (a missing row, all nulls, is zeros). */
function statTotalsOf(row: Row): { batting: BattingTotals; pitching: PitchingTotals } {
  const batting = emptyBattingTotals();
  for (const field of BATTING_TOTAL_FIELDS) batting[field] = rawNumber(row[`bat_${field}`]);
  const pitching = emptyPitchingTotals();
  for (const field of PITCHING_TOTAL_FIELDS) pitching[field] = rawNumber(row[`pit_${field}`]);
  return { batting, pitching };
}

/** The statistics module's reads: the maintained season totals and the finished games of a league. */
@Injectable()
export class StatsQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** Every player's season totals in the league, with the names the rankings show. */
  async leaguePlayers(leagueId: number): Promise<PlayerSeasonInput[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ps.player_id, ps.team_id, ps.games, p.player_name, t.team_name, ${statColumnsSql('ps')}
       FROM league_player_stat ps
       JOIN player p ON p.player_id = ps.player_id
       JOIN team t ON t.team_id = ps.team_id
       WHERE ps.league_id = ?`,
      [leagueId],
    );
    return rows.map((row) => ({
      playerId: rawNumber(row['player_id']),
      playerName: rawString(row['player_name']),
      teamId: rawNumber(row['team_id']),
      teamName: rawString(row['team_name']),
      games: rawNumber(row['games']),
      ...statTotalsOf(row),
    }));
  }

  /** Counted games of each team with totals in the league. */
  async teamGames(leagueId: number): Promise<Map<number, number>> {
    const rows: Row[] = await this.dataSource.query('SELECT team_id, games FROM league_team_stat WHERE league_id = ?', [leagueId]);
    return new Map(rows.map((row) => [rawNumber(row['team_id']), rawNumber(row['games'])]));
  }

  /** The league's own teams with their aggregates (zeros for a team without games). */
  async teamTotals(leagueId: number): Promise<TeamSeasonInput[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT t.team_id, t.team_name, ts.games, ${statColumnsSql('ts')}
       FROM league_team lt
       JOIN team t ON t.team_id = lt.team_id
       LEFT JOIN league_team_stat ts ON ts.league_id = lt.league_id AND ts.team_id = lt.team_id
       WHERE lt.league_id = ? AND lt.interleague = 0 AND t.spo_type <> ?`,
      [leagueId, SportType.Placeholder],
    );
    return rows.map((row) => ({
      teamId: rawNumber(row['team_id']),
      teamName: rawString(row['team_name']),
      games: rawNumber(row['games']),
      ...statTotalsOf(row),
    }));
  }

  /** The league's own teams (not its interleague guests, not placeholder teams). */
  async standingsTeams(leagueId: number): Promise<StandingsTeam[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT t.team_id, t.team_name, t.logo_img
       FROM league_team lt JOIN team t ON t.team_id = lt.team_id
       WHERE lt.league_id = ? AND lt.interleague = 0 AND t.spo_type <> ?`,
      [leagueId, SportType.Placeholder],
    );
    return rows.map((row) => ({
      teamId: rawNumber(row['team_id']),
      teamName: rawString(row['team_name']),
      logoImg: rawStringOrNull(row['logo_img']),
    }));
  }

  /** Finished games in which at least one side counts in the league, in time order. */
  async finishedGames(leagueId: number): Promise<LeagueGame[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT g.game_id, g.visit_team_id, g.home_team_id, g.visit_league_id, g.home_league_id,
         g.visit_score, g.home_score, g.win_type, g.winner_side, s.schedule_time
       FROM game g JOIN schedule s ON s.game_id = g.game_id
       WHERE (g.visit_league_id = ? OR g.home_league_id = ?) AND g.win_type IS NOT NULL
       ORDER BY s.schedule_time, g.game_id`,
      [leagueId, leagueId],
    );
    return rows.map((row) => ({
      gameId: rawNumber(row['game_id']),
      visitTeamId: rawNumber(row['visit_league_id']) === leagueId ? rawNumber(row['visit_team_id']) : OTHER_LEAGUE_VISIT,
      homeTeamId: rawNumber(row['home_league_id']) === leagueId ? rawNumber(row['home_team_id']) : OTHER_LEAGUE_HOME,
      visitScore: rawNumber(row['visit_score']),
      homeScore: rawNumber(row['home_score']),
      winType: rawString(row['win_type']) as WinType,
      winnerSide: rawStringOrNull(row['winner_side']) as GameSide | null,
      date: seoulDate(rawInstant(row['schedule_time'])),
    }));
  }
}
