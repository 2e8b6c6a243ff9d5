import { Injectable } from '@nestjs/common';
import { isHeadManager, type LeagueAdminDashboard, type ScheduleItem, type Season, type TeamAdminDashboard, type TeamDashboardGame } from '@dugout/contracts';
import type { LeagueAdminAccess } from '../access';
import { found, LEAGUE_MAIN_NOT_FOUND } from '../../common/errors/not-found';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { ManagerRequestsRepository } from '../../repositories/managers/manager-requests.repository';
import { SchedulesRepository } from '../../repositories/schedules/schedules.repository';
import { TeamJoinsRepository } from '../../repositories/team-joins/team-joins.repository';

/** How many next games the team dashboard lists. */
export const TEAM_NEXT_GAMES = 5;
/** The window (from now) in which a missing lineup is counted as still to submit. */
export const LINEUP_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

/** The admin dashboards' figures, read from the repositories that own them. */
@Injectable()
export class AdminDashboardService {
  constructor(
    private readonly leagues: LeaguesRepository,
    private readonly schedules: SchedulesRepository,
    private readonly managers: ManagerRequestsRepository,
    private readonly joins: TeamJoinsRepository,
  ) {}

  async league(mainId: number, access: LeagueAdminAccess, now: number = Date.now()): Promise<LeagueAdminDashboard> {
    const [season, pendingManagerRequests] = await Promise.all([
      this.activeSeason(mainId),
      isHeadManager(access) ? this.managers.pendingCount(mainId) : Promise.resolve(null),
    ]);
    const counts = season ? await this.schedules.seasonGameCounts(season.seasonId, now) : { played: 0, toPlay: 0, recordsNotEntered: 0 };
    return {
      activeSeason: season ? { seasonId: season.seasonId, seasonName: season.seasonName } : null,
      gamesPlayed: counts.played,
      gamesToPlay: counts.toPlay,
      recordsNotEntered: counts.recordsNotEntered,
      pendingManagerRequests,
    };
  }

  /** The main's flagged season, or null when it has none; 404 when the main does not exist. */
  private async activeSeason(mainId: number): Promise<Season | null> {
    found(await this.leagues.main(mainId), LEAGUE_MAIN_NOT_FOUND);
    return this.leagues.activeSeason(mainId);
  }

  async team(teamId: number, now: number = Date.now()): Promise<TeamAdminDashboard> {
    const [games, lineupsToSubmit, pendingJoinRequests] = await Promise.all([
      this.schedules.teamUpcoming(teamId, now, TEAM_NEXT_GAMES),
      this.schedules.countTeamGamesWithoutLineup(teamId, now, now + LINEUP_WINDOW_MS),
      this.joins.pendingCount(teamId),
    ]);
    return {
      nextGames: games.map((item) => teamGame(teamId, item)),
      lineupsToSubmit,
      pendingJoinRequests,
    };
  }
}

function teamGame(teamId: number, item: ScheduleItem): TeamDashboardGame {
  const home = item.homeTeamId === teamId;
  const opponent = home ? item.visitTeamInfo : item.homeTeamInfo;
  return {
    gameId: item.gameId,
    leagueId: item.leagueId,
    leagueName: item.league.leagueName,
    scheduleTime: item.scheduleTime,
    opponentName: opponent?.teamName ?? null,
    home,
    groundName: item.ground?.groundName ?? null,
  };
}
