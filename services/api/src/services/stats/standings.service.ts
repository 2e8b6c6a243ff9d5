import { Injectable } from '@nestjs/common';
import { gameOutcome, type StandingRow, type StandingsProgress } from '@dugout/contracts';
import { LeaguesService } from '../leagues/leagues.service';
import { computeStandings, winPct } from '../../stats-engine';
import { StatsRepository } from '../../repositories/stats/stats.repository';

/**
 * Team standings of a league, computed by the engine from the league's finished games (each side
 * counts in its own league, so a team's interleague games count in its league's standings) and
 * ordered by the league's own points and tiebreak settings.
 */
@Injectable()
export class StandingsService {
  constructor(
    private readonly leagues: LeaguesService,
    private readonly repository: StatsRepository,
  ) {}

  async standings(seasonId: number, leagueId: number): Promise<StandingRow[]> {
    const settings = await this.leagues.recordSettings(seasonId, leagueId);
    const [teams, games] = await Promise.all([this.repository.standingsTeams(leagueId), this.repository.finishedGames(leagueId)]);
    return computeStandings(teams, games, settings);
  }

  /** Each game day of the season and every team's wins and win pct after it, teams in standings order. */
  async progress(seasonId: number, leagueId: number): Promise<StandingsProgress> {
    const settings = await this.leagues.recordSettings(seasonId, leagueId);
    const [teams, games] = await Promise.all([this.repository.standingsTeams(leagueId), this.repository.finishedGames(leagueId)]);
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
}
