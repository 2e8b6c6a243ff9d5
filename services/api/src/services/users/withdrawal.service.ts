import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { LeagueManagerGrade, type WithdrawResult } from '@dugout/contracts';
import { found, LEAGUE_MAIN_NOT_FOUND, TEAM_NOT_FOUND } from '../../common/errors/not-found';
import { AuditService } from '../audit/audit.service';
import { Clock, TokenService } from '../auth';
import { seoulDate } from '../../common/sql/raw-values';
import { LeaguesService } from '../leagues/leagues.service';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { PlayersRepository } from '../../repositories/players/players.repository';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { TeamsService } from '../teams/teams.service';
import { UserProfileService } from './user-profile.service';
import { UsersRepository } from '../../repositories/users/users.repository';
import { USER_MESSAGES, UsersService } from './users.service';

export const WITHDRAW_MESSAGES = {
  wrongPassword: '비밀번호가 올바르지 않습니다.',
  lastTeamManager: (teams: string[]) =>
    `${teams.join(', ')} 팀의 유일한 관리자입니다. 다른 회원을 팀 관리자로 지정한 뒤에 탈퇴해 주세요.`,
  lastLeagueHead: (mains: string[]) =>
    `${mains.join(', ')}의 유일한 총괄 관리자입니다. 다른 회원을 총괄 관리자로 지정한 뒤에 탈퇴해 주세요.`,
} as const;

/**
 * Withdrawal (/user/withdraw): the member confirms with his password and his account is closed as
 * the privacy policy says (services/api/docs/users.md). Staff duties that nobody else holds must
 * be handed over first.
 */
@Injectable()
export class WithdrawalService {
  constructor(
    private readonly users: UsersService,
    private readonly repository: UsersRepository,
    private readonly profiles: UserProfileService,
    private readonly players: PlayersRepository,
    private readonly teams: TeamsService,
    private readonly teamRows: TeamsRepository,
    private readonly leagues: LeaguesService,
    private readonly leagueRows: LeaguesRepository,
    private readonly tokens: TokenService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /**
   * In one transaction: the member stops managing his teams and leagues (each removal in that
   * team's or league's audit log), his roster entries end, his player records keep only the
   * player's name, and his account is anonymized and marked withdrawn. After the commit every
   * refresh token is revoked and the photo file goes.
   */
  async withdraw(userId: number, password: string): Promise<WithdrawResult> {
    const { result } = await this.users.checkPassword(userId, password);
    if (!result) {
      throw new BadRequestException({ message: WITHDRAW_MESSAGES.wrongPassword, errors: { password: WITHDRAW_MESSAGES.wrongPassword } });
    }
    const managedTeams = await this.teamRows.managedTeams(userId);
    const managedMains = await this.leagueRows.managedMains(userId);
    await this.refuseLastDuties(userId, managedTeams, managedMains);

    const now = this.clock.now();
    let photo: string | null = null;
    await this.repository.transaction(async (em) => {
      const user = await this.repository.findActiveForUpdate(em, userId);
      if (!user) throw new NotFoundException(USER_MESSAGES.userNotFound);
      photo = user.photo;
      for (const { teamId } of managedTeams) {
        // Checked again under the lock: a manager removed meanwhile still leaves the team one.
        await this.teams.removeManager(em, teamId, userId);
        await this.audit.record(em, {
          userId,
          scope: { type: 'team', id: teamId },
          kind: 'teamManager.remove',
          object: { type: 'teamManager', id: userId },
          before: { teamId, userId },
          after: null,
        });
      }
      for (const { mainId } of managedMains) {
        const before = await this.leagues.removeManager(em, mainId, userId);
        await this.audit.record(em, {
          userId,
          scope: { type: 'leagueMain', id: mainId },
          kind: 'manager.remove',
          object: { type: 'leagueManager', id: userId },
          before: { userId, grade: before.grade, memo: before.memo, roles: [...before.roles] },
          after: null,
        });
      }
      const today = seoulDate(now.getTime());
      const playerIds = await this.players.idsOfUser(userId);
      for (const teamId of await this.teamRows.teamIdsOfPlayers(playerIds)) {
        const line = await this.teamRows.rosterLineIn(em, teamId, playerIds);
        if (line) await this.teamRows.endRosterLine(em, teamId, line, today, userId);
      }
      await this.players.anonymizeOfMember(em, userId);
      await this.repository.anonymize(em, userId, now);
    });
    // Refreshing already fails for a withdrawn account; revoking keeps no live token behind.
    await this.tokens.revokeAllOf(userId);
    if (photo) await this.profiles.removePhoto(photo);
    return { result: true };
  }

  private async refuseLastDuties(
    userId: number,
    teams: readonly { teamId: number; teamName: string }[],
    mains: readonly { mainId: number; mainName: string; grade: number }[],
  ): Promise<void> {
    const lastOfTeams: string[] = [];
    for (const team of teams) {
      found(await this.teamRows.teamName(team.teamId), TEAM_NOT_FOUND);
      const managers = await this.teamRows.managerIds(team.teamId);
      if (managers.every((id) => id === userId)) lastOfTeams.push(team.teamName);
    }
    if (lastOfTeams.length > 0) throw new ConflictException(WITHDRAW_MESSAGES.lastTeamManager(lastOfTeams));
    const lastHeadOf: string[] = [];
    for (const main of mains) {
      if (main.grade !== LeagueManagerGrade.Head) continue;
      found(await this.leagueRows.main(main.mainId), LEAGUE_MAIN_NOT_FOUND);
      const heads = (await this.leagueRows.managersOf(main.mainId)).filter((manager) => manager.grade === LeagueManagerGrade.Head);
      if (heads.every((manager) => manager.userId === userId)) lastHeadOf.push(main.mainName);
    }
    if (lastHeadOf.length > 0) throw new ConflictException(WITHDRAW_MESSAGES.lastLeagueHead(lastHeadOf));
  }
}
