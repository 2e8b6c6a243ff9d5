import { ForbiddenException, Injectable } from '@nestjs/common';
import { effectiveLeagueRoles, rolesToJson, type LeagueManagerAccessRights, type LeagueManagerCheck, type TeamManagerCheck } from '@dugout/contracts';
import { LeaguesService } from '../leagues/leagues.service';
import { TeamsService } from '../teams/teams.service';
import { ACCESS_MESSAGES, leagueAccessDenial, type LeagueAdminNeed } from './access-rules';

/** Where a league-admin route names its league main: the route parameter holding it and what it is. */
export type LeagueMainSource =
  | { mainId: string }
  | { leaguePath: string }
  | { seasonId: string }
  | { leagueId: string };

/** A league manager's rights in the main a route is about (what LeagueAdminGuard found). */
export interface LeagueAdminAccess extends LeagueManagerAccessRights {
  mainId: number;
  userId: number;
}

/**
 * Who may do what in the admin areas: a manager of *this* league main with the grade or role an
 * action needs, a manager of *this* team. Asks the leagues and teams services, never their tables.
 */
@Injectable()
export class AccessService {
  constructor(
    private readonly leagues: LeaguesService,
    private readonly teams: TeamsService,
  ) {}

  /** The league main a route is about (404 when its main, path, season or league does not exist). */
  resolveLeagueMain(source: LeagueMainSource, value: string | number): Promise<number> {
    if ('mainId' in source) return this.leagues.requireMain(Number(value)).then(() => Number(value));
    if ('leaguePath' in source) return this.leagues.mainIdOfPath(String(value));
    if ('seasonId' in source) return this.leagues.mainIdOfSeason(Number(value));
    return this.leagues.mainIdOfLeague(Number(value));
  }

  /** The member's grade and role flags in the main, or null when he is not one of its managers. */
  async leagueRights(mainId: number, userId: number): Promise<LeagueManagerAccessRights | null> {
    const manager = await this.leagues.managerOf(mainId, userId);
    return manager ? { grade: manager.grade, roles: manager.roles } : null;
  }

  /** 403 (in Korean) unless the member is a manager of the main with what the action needs. */
  async requireLeagueAccess(mainId: number, userId: number, need: LeagueAdminNeed = {}): Promise<LeagueAdminAccess> {
    const rights = await this.leagueRights(mainId, userId);
    const denial = leagueAccessDenial(rights, need);
    if (denial !== null || !rights) throw new ForbiddenException(denial ?? ACCESS_MESSAGES.notLeagueManager);
    return { ...rights, mainId, userId };
  }

  /** GET /api/league/admin/manager/can_access/{league}/{userId}: the league path's main (404 when unknown). */
  async leagueCheck(leaguePath: string, userId: number): Promise<LeagueManagerCheck> {
    const mainId = await this.leagues.mainIdOfPath(leaguePath);
    const rights = await this.leagueRights(mainId, userId);
    if (!rights) return { result: false, grade: null, role: '{}' };
    return { result: true, grade: rights.grade, role: rolesToJson(effectiveLeagueRoles(rights)) };
  }

  /** 404 when the team does not exist, 403 unless the member is one of its managers. */
  async requireTeamManager(teamId: number, userId: number): Promise<void> {
    await this.teams.requireTeam(teamId);
    if (!(await this.teams.isTeamManager(teamId, userId))) throw new ForbiddenException(ACCESS_MESSAGES.notTeamManager);
  }

  /** GET /api/team/{id}/admin/can_access/{userId} (404 when the team does not exist). */
  async teamCheck(teamId: number, userId: number): Promise<TeamManagerCheck> {
    await this.teams.requireTeam(teamId);
    return { result: await this.teams.isTeamManager(teamId, userId) };
  }
}
