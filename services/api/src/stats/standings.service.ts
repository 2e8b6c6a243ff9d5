import { Injectable } from '@nestjs/common';
import {
  gameOutcome,
  SportType,
  type GameSide,
  type StandingRow,
  type StandingsProgress,
  type WinType,
} from '@dugout/contracts';
import { DataSource } from 'typeorm';
import {
  rawInstant,
  rawNumber,
  rawString,
  rawStringOrNull,
  seoulDate,
  type RawValue,
} from '../common/sql/raw-values';
import { computeStandings, winPct, type StandingsGame, type StandingsTeam } from './engine';
import { loadLeagueSettings } from './league-read.query';

type Row = Record<string, RawValue>;

/** A finished game of the league with its Korean day; a side that does not count here has a foreign team id. */
interface LeagueGame extends StandingsGame {
  date: string;
}

/** Stand-ins for a side that counts in another league, so the engine counts the game for the other side only. */
const OTHER_LEAGUE_VISIT = -1;
const OTHER_LEAGUE_HOME = -2;

/**
 * Team standings of a league, computed by the engine from the league's finished games (each side
 * counts in its own league, so a team's interleague games count in its league's standings) and
 * ordered by the league's own points and tiebreak settings.
 */
@Injectable()
export class StandingsService {
  constructor(private readonly dataSource: DataSource) {}

  async standings(seasonId: number, leagueId: number): Promise<StandingRow[]> {
    const settings = await loadLeagueSettings(this.dataSource, seasonId, leagueId);
    const [teams, games] = await Promise.all([this.teams(leagueId), this.games(leagueId)]);
    return computeStandings(teams, games, settings);
  }

  /** Each game day of the season and every team's wins and win pct after it, teams in standings order. */
  async progress(seasonId: number, leagueId: number): Promise<StandingsProgress> {
    const settings = await loadLeagueSettings(this.dataSource, seasonId, leagueId);
    const [teams, games] = await Promise.all([this.teams(leagueId), this.games(leagueId)]);
    const order = computeStandings(teams, games, settings);
    const totals = new Map(order.map((row) => [row.teamId, { win: 0, lose: 0 }]));
    const dates: string[] = [];
    const series = new Map(order.map((row) => [row.teamId, { wins: [] as number[], winPct: [] as (number | null)[] }]));
    const closeDay = () => {
      for (const [teamId, total] of totals) {
        const line = series.get(teamId);
        line?.wins.push(total.win);
        line?.winPct.push(total.win + total.lose === 0 ? null : winPct(total.win, total.lose));
      }
    };
    for (const game of games) {
      if (dates.length > 0 && dates[dates.length - 1] !== game.date) closeDay();
      if (dates[dates.length - 1] !== game.date) dates.push(game.date);
      const outcome = gameOutcome(game);
      for (const [teamId, result] of [
        [game.visitTeamId, outcome.visit],
        [game.homeTeamId, outcome.home],
      ] as const) {
        const total = totals.get(teamId);
        if (!total) continue;
        if (result === 'W') total.win += 1;
        if (result === 'L') total.lose += 1;
      }
    }
    if (dates.length > 0) closeDay();
    return {
      dates,
      teams: order.map((row) => ({ teamId: row.teamId, teamName: row.teamName, ...(series.get(row.teamId) ?? { wins: [], winPct: [] }) })),
    };
  }

  /** The league's own teams (not its interleague guests, not placeholder teams). */
  private async teams(leagueId: number): Promise<StandingsTeam[]> {
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
  private async games(leagueId: number): Promise<LeagueGame[]> {
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
