import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { TeamManagerItem } from '@dugout/contracts';
import { AuditService } from '../audit/audit.service';
import { TeamsService } from '../teams/teams.service';
import { found, TEAM_NOT_FOUND } from '../../common/errors/not-found';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { UsersRepository } from '../../repositories/users/users.repository';

/** A team's staff-portal managers (team staff screens `manager` and `manager/add`). */
@Injectable()
export class TeamManagersService {
  constructor(
    private readonly teams: TeamsService,
    private readonly teamRows: TeamsRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditService,
  ) {}

  /** GET /api/team/{id}/managers, in the order they became managers. */
  async list(teamId: number): Promise<TeamManagerItem[]> {
    found(await this.teamRows.teamName(teamId), TEAM_NOT_FOUND);
    const ids = await this.teamRows.managerIds(teamId);
    const contacts = await this.users.contacts(ids);
    return ids.map((userId) => ({ userId, username: contacts.get(userId)?.username ?? '(탈퇴한 회원)', email: contacts.get(userId)?.email ?? '' }));
  }

  /** POST /api/team/{id}/manager/{uid}: a member of the team (his player on the roster). */
  async add(actorId: number, teamId: number, userId: number): Promise<TeamManagerItem[]> {
    await this.teams.transaction(async (em) => {
      await this.teams.addManager(em, teamId, userId);
      await this.record(em, actorId, teamId, userId, 'teamManager.add');
    });
    return this.list(teamId);
  }

  /** DELETE /api/team/{id}/manager/{uid}: the team keeps at least one manager (400). */
  async remove(actorId: number, teamId: number, userId: number): Promise<TeamManagerItem[]> {
    await this.teams.transaction(async (em) => {
      await this.teams.removeManager(em, teamId, userId);
      await this.record(em, actorId, teamId, userId, 'teamManager.remove');
    });
    return this.list(teamId);
  }

  /** The write's audit entry, in its transaction: both are kept or neither. */
  private async record(
    em: EntityManager,
    actorId: number,
    teamId: number,
    userId: number,
    kind: 'teamManager.add' | 'teamManager.remove',
  ): Promise<void> {
    const snapshot = { teamId, userId };
    await this.audit.record(em, {
      userId: actorId,
      scope: { type: 'team', id: teamId },
      kind,
      object: { type: 'teamManager', id: userId },
      before: kind === 'teamManager.add' ? null : snapshot,
      after: kind === 'teamManager.add' ? snapshot : null,
    });
  }
}
