import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { effectiveLeagueRoles, LeagueManagerGrade, rolesToJson, type LeagueManagerAccessRights, type LeagueManagerCheck, type TeamManagerCheck } from '@dugout/contracts';
import { found, GAME_NOT_FOUND, LEAGUE_MAIN_NOT_FOUND, LEAGUE_NOT_FOUND, SEASON_NOT_FOUND, TEAM_NOT_FOUND } from '../../common/errors/not-found';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { ACCESS_MESSAGES, leagueAccessDenial, type LeagueAdminNeed } from './access-rules';

/** Where a league-admin route names its league main: the route parameter holding it and what it is. */
export type LeagueMainSource =
  | { mainId: string }
  | { leaguePath: string }
  /** A main id (digits) or a league path, as the board routes name their main. */
  | { leagueMain: string }
  | { seasonId: string }
  | { leagueId: string }
  /** A schedule item's game id: its host league's main. */
  | { gameId: string };

/** A league manager's rights in the main a route is about (what LeagueAdminGuard found). */
export interface LeagueAdminAccess extends LeagueManagerAccessRights {
  mainId: number;
  userId: number;
  /** Let in as the game's scorer (need.orGameWriter) rather than by a manager grade: then grade 5's rights, no roles. */
  gameWriter?: boolean;
}

/**
 * Who may do what in the admin areas: a manager of *this* league main with the grade or role an
 * action needs, a manager of *this* team. Reads the managers through the leagues' and teams'
 * repositories (the rule is here; those modules' routes use this module's guards).
 */
@Injectable()
export class AccessService {
  constructor(
    private readonly leagues: LeaguesRepository,
    private readonly teams: TeamsRepository,
  ) {}

  /** The league main a route is about (404 when its main, path, season or league does not exist). */
  resolveLeagueMain(source: LeagueMainSource, value: string | number): Promise<number> {
    if ('mainId' in source) return this.requireMain(Number(value)).then(() => Number(value));
    if ('leaguePath' in source) return this.mainIdOfPath(String(value));
    if ('leagueMain' in source) return this.mainIdOfMainOrPath(String(value));
    if ('seasonId' in source) return this.leagues.mainIdOfSeason(Number(value)).then((id) => found(id, SEASON_NOT_FOUND));
    if ('gameId' in source) return this.leagues.mainIdOfGame(Number(value)).then((id) => found(id, GAME_NOT_FOUND));
    return this.leagues.mainIdOfLeague(Number(value)).then((id) => found(id, LEAGUE_NOT_FOUND));
  }

  private async requireMain(mainId: number): Promise<void> {
    if (!(await this.leagues.mainExists(mainId))) throw new NotFoundException(LEAGUE_MAIN_NOT_FOUND);
  }

  private async mainIdOfPath(leaguePath: string): Promise<number> {
    return found(await this.leagues.mainIdByPath(leaguePath), LEAGUE_MAIN_NOT_FOUND);
  }

  private async requireTeam(teamId: number): Promise<void> {
    if (!(await this.teams.teamExists(teamId))) throw new NotFoundException(TEAM_NOT_FOUND);
  }

  /** Digits naming an existing main are its id; anything else is a league path (404 when neither). */
  private async mainIdOfMainOrPath(value: string): Promise<number> {
    if (/^[1-9]\d{0,9}$/.test(value)) {
      try {
        await this.requireMain(Number(value));
        return Number(value);
      } catch (error) {
        if (!(error instanceof NotFoundException)) throw error;
      }
    }
    return this.mainIdOfPath(value);
  }

  /** The member's grade and role flags in the main, or null when he is not one of its managers. */
  async leagueRights(mainId: number, userId: number): Promise<LeagueManagerAccessRights | null> {
    const manager = await this.leagues.manager(mainId, userId);
    return manager ? { grade: manager.grade, roles: manager.roles } : null;
  }

  /** 403 (in Korean) unless the member is a manager of the main with what the action needs. */
  async requireLeagueAccess(mainId: number, userId: number, need: LeagueAdminNeed = {}): Promise<LeagueAdminAccess> {
    const rights = await this.leagueRights(mainId, userId);
    const denial = leagueAccessDenial(rights, need);
    if (denial !== null || !rights) throw new ForbiddenException(denial ?? ACCESS_MESSAGES.notLeagueManager);
    return { ...rights, mainId, userId };
  }

  /**
   * Like requireLeagueAccess, and when that refuses and the need allows it, the game's scorer
   * (schedule.writer_id) is let in as grade 5 of the main (the record entry only).
   */
  async requireLeagueOrGameWriter(mainId: number, userId: number, need: LeagueAdminNeed, gameId: number): Promise<LeagueAdminAccess> {
    try {
      return await this.requireLeagueAccess(mainId, userId, need);
    } catch (error) {
      if (!(error instanceof ForbiddenException) || !need.orGameWriter) throw error;
      if ((await this.leagues.writerOfGame(gameId)) !== userId) throw error;
      return { mainId, userId, grade: LeagueManagerGrade.Scorer, roles: [], gameWriter: true };
    }
  }

  /** GET /api/league/admin/manager/can_access/{league}/{userId}: the league path's main (404 when unknown). */
  async leagueCheck(leaguePath: string, userId: number): Promise<LeagueManagerCheck> {
    const mainId = await this.mainIdOfPath(leaguePath);
    const rights = await this.leagueRights(mainId, userId);
    if (!rights) return { result: false, grade: null, role: '{}', gameWriter: await this.leagues.isWriterInMain(mainId, userId) };
    return { result: true, grade: rights.grade, role: rolesToJson(effectiveLeagueRoles(rights)), gameWriter: false };
  }

  /** 404 when the team does not exist, 403 unless the member is one of its managers. */
  async requireTeamManager(teamId: number, userId: number): Promise<void> {
    await this.requireTeam(teamId);
    if (!(await this.teams.isManager(teamId, userId))) throw new ForbiddenException(ACCESS_MESSAGES.notTeamManager);
  }

  /** GET /api/team/{id}/admin/can_access/{userId} (404 when the team does not exist). */
  async teamCheck(teamId: number, userId: number): Promise<TeamManagerCheck> {
    await this.requireTeam(teamId);
    return { result: await this.teams.isManager(teamId, userId) };
  }
}
