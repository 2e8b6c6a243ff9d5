import { Injectable } from '@nestjs/common';
import type {
  PlayerGameLog,
  ScheduleItem,
  StandingRow,
  TeamPageSeason,
  TeamPageSeasons,
  TeamRosterStat,
  TeamRosterStats,
} from '@dugout/contracts';
import { found, TEAM_NOT_FOUND } from '../../common/errors/not-found';
import { LeagueApplicationsService } from '../league-entries/league-applications.service';
import { ScheduleReadService } from '../schedules/schedule-read.service';
import { PlayerStatsService } from '../stats/player-stats.service';
import { StandingsService } from '../stats/standings.service';
import { TeamsService } from '../teams/teams.service';
import { TeamsRepository } from '../../repositories/teams/teams.repository';

/**
 * The public team pages (/team/{teamId}/*): what the team's home, schedule, results, roster and
 * player pages show, asked of the schedules, stats, league entries and teams modules.
 */
@Injectable()
export class TeamPagesService {
  constructor(
    private readonly teams: TeamsService,
    private readonly teamRows: TeamsRepository,
    private readonly schedules: ScheduleReadService,
    private readonly playerStats: PlayerStatsService,
    private readonly standings: StandingsService,
    private readonly leagueEntries: LeagueApplicationsService,
  ) {}

  /** The team's next games (not cancelled, not played) from now on, in every league. */
  async nextGames(teamId: number, limit: number): Promise<ScheduleItem[]> {
    found(await this.teamRows.teamName(teamId), TEAM_NOT_FOUND);
    return this.schedules.teamUpcoming(teamId, limit);
  }

  /** The team's last results in every league, newest first. */
  async recentResults(teamId: number, limit: number): Promise<ScheduleItem[]> {
    found(await this.teamRows.teamName(teamId), TEAM_NOT_FOUND);
    return this.schedules.teamResults(teamId, limit);
  }

  /** The team's games of the season, in time order. */
  async seasonGames(teamId: number, seasonId: number): Promise<ScheduleItem[]> {
    found(await this.teamRows.teamName(teamId), TEAM_NOT_FOUND);
    return this.schedules.teamSeasonGames(teamId, seasonId);
  }

  /** The seasons the team played in (newest first), each league with the team's line of its standings. */
  async seasons(teamId: number): Promise<TeamPageSeasons> {
    found(await this.teamRows.teamName(teamId), TEAM_NOT_FOUND);
    const { leagues } = await this.leagueEntries.history(teamId);
    const seasons = new Map<number, TeamPageSeason>();
    for (const league of leagues) {
      const season = seasons.get(league.seasonId) ?? {
        seasonId: league.seasonId,
        seasonName: league.seasonName,
        beginDate: league.beginDate,
        mainId: league.mainId,
        mainName: league.mainName,
        leaguePath: league.leaguePath,
        leagues: [],
      };
      seasons.set(league.seasonId, season);
      const table = await this.standings.standings(league.seasonId, league.leagueId);
      season.leagues.push({ leagueId: league.leagueId, leagueName: league.leagueName, standing: standingOf(table, teamId) });
    }
    return [...seasons.values()].sort((a, b) => b.beginDate.localeCompare(a.beginDate) || b.seasonId - a.seasonId);
  }

  /**
   * The roster (back number order) with each player's totals for the team in the season; players
   * with totals who are no longer on the roster follow, as the totals answer orders them.
   */
  async rosterStats(teamId: number, seasonId: number): Promise<TeamRosterStats> {
    const [roster, stats] = await Promise.all([this.teams.roster(teamId), this.playerStats.teamPlayersStat(teamId, seasonId, null)]);
    const statOf = new Map(stats.map((stat) => [stat.playerId, stat]));
    const onRoster = new Set(roster.map((entry) => entry.playerId));
    const rows: TeamRosterStat[] = roster.map((entry) => ({
      playerId: entry.playerId,
      playerName: entry.playerName,
      backnumber: entry.backnumber,
      position: entry.position,
      teamRole: entry.teamRole,
      stat: statOf.get(entry.playerId) ?? null,
    }));
    const formerPlayers: TeamRosterStat[] = stats
      .filter((stat) => !onRoster.has(stat.playerId))
      .map((stat) => ({ playerId: stat.playerId, playerName: stat.player_name, backnumber: null, position: null, teamRole: null, stat }));
    return [...rows, ...formerPlayers];
  }

  /** The player's games for the team in the season with his line in each (the season-progress chart). */
  playerGames(teamId: number, playerId: number, seasonId: number): Promise<PlayerGameLog> {
    return this.playerStats.playerGameLog(teamId, playerId, seasonId);
  }
}

function standingOf(table: readonly StandingRow[], teamId: number): TeamPageSeason['leagues'][number]['standing'] {
  const row = table.find((line) => line.teamId === teamId);
  if (!row) return null;
  const { rank, games, win, lose, draw, winPct, gamesBehind, point } = row;
  return { rank, games, win, lose, draw, winPct, gamesBehind, point, teamCount: table.length };
}
