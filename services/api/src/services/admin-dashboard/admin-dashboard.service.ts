import { Injectable } from '@nestjs/common';
import { isHeadManager, type LeagueAdminDashboard, type ScheduleItem, type TeamAdminDashboard, type TeamDashboardGame } from '@dugout/contracts';
import type { LeagueAdminAccess } from '../access';
import { LeaguesService } from '../leagues/leagues.service';
import { LeagueManagersService } from '../managers/league-managers.service';
import { ScheduleReadService } from '../schedules/schedule-read.service';
import { TeamJoinsService } from '../team-joins/team-joins.service';

/** How many next games the team dashboard lists. */
export const TEAM_NEXT_GAMES = 5;
/** The window (from now) in which a missing lineup is counted as still to submit. */
export const LINEUP_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

/** The admin dashboards' figures, asked of the modules that own them. */
@Injectable()
export class AdminDashboardService {
  constructor(
    private readonly leagues: LeaguesService,
    private readonly schedules: ScheduleReadService,
    private readonly managers: LeagueManagersService,
    private readonly joins: TeamJoinsService,
  ) {}

  async league(mainId: number, access: LeagueAdminAccess, now: number = Date.now()): Promise<LeagueAdminDashboard> {
    const [season, pendingManagerRequests] = await Promise.all([
      this.leagues.getActiveSeason(mainId),
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

  async team(teamId: number, now: number = Date.now()): Promise<TeamAdminDashboard> {
    const [games, lineupsToSubmit, pendingJoinRequests] = await Promise.all([
      this.schedules.teamUpcoming(teamId, TEAM_NEXT_GAMES, now),
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
