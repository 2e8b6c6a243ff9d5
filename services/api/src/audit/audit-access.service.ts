import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { isHeadManager, LeagueManagerGrade } from '@dugout/contracts';
import { LeaguesService } from '../leagues/leagues.service';
import { TeamsService } from '../teams/teams.service';

export const AUDIT_MESSAGES = {
  leagueForbidden: '이 리그의 총괄 관리자만 변경 기록을 볼 수 있습니다.',
  teamForbidden: '이 팀의 관리자만 변경 기록을 볼 수 있습니다.',
  teamNotFound: '팀을 찾을 수 없습니다.',
} as const;

/**
 * Who may read a log: a grade-1 manager of the league main, a manager of the team.
 * (Through the leagues' and teams' own manager reads, until the access module's guards exist.)
 */
@Injectable()
export class AuditAccess {
  constructor(
    private readonly leagues: LeaguesService,
    private readonly teams: TeamsService,
  ) {}

  async assertLeagueMainLog(mainId: number, userId: number): Promise<void> {
    await this.leagues.requireMain(mainId);
    const managed = await this.leagues.managedMains(userId);
    const head = managed.some((main) => main.mainId === mainId && isHeadManager({ grade: main.grade as LeagueManagerGrade }));
    if (!head) throw new ForbiddenException(AUDIT_MESSAGES.leagueForbidden);
  }

  async assertTeamLog(teamId: number, userId: number): Promise<void> {
    if (!(await this.teams.teamExists(teamId))) throw new NotFoundException(AUDIT_MESSAGES.teamNotFound);
    const managed = await this.teams.managedTeams(userId);
    if (!managed.some((team) => team.teamId === teamId)) throw new ForbiddenException(AUDIT_MESSAGES.teamForbidden);
  }
}
