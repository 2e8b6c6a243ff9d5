import { ConflictException, ForbiddenException, Injectable, Logger, NotFoundException, BadRequestException } from '@nestjs/common';
import {
  TEAM_PROFILE_LIMITS,
  TEAM_PROFILE_MESSAGES,
  TeamRole,
  seoulToday,
  teamProfileFormSchema,
  type TeamCreated,
  type TeamProfileInfo,
  type TeamProfileForm,
} from '@dugout/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { FilesService, type IncomingFile } from '../files/files.service';
import type { MultipartForm } from '../files/multipart-form';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { PlayersService } from '../players/players.service';
import { PlayersRepository } from '../../repositories/players/players.repository';
import { found, MEMBER_NOT_FOUND } from '../../common/errors/not-found';
import { UsersRepository } from '../../repositories/users/users.repository';
import { TeamsRepository, type TeamFields } from '../../repositories/teams/teams.repository';

const M = TEAM_PROFILE_MESSAGES;
const TEAM_NOT_FOUND = '팀을 찾을 수 없습니다.';
const NOT_CREATOR = '팀을 만든 본인만 이 팀의 관리자로 다시 지정할 수 있습니다.';
/** Logos live under team/ in the file storage; team.logo_img keeps the name after that folder. */
const LOGO_FOLDER = 'team';

const formPipe = new ContractValidationPipe(teamProfileFormSchema);

const nameTaken = () => new ConflictException({ message: M.teamNameTaken, errors: { teamName: M.teamNameTaken } });

/** The snapshot of a team's info fields the audit log compares. */
const snapshotOf = (fields: TeamFields) => ({ ...fields });

/**
 * Making a team (/user/makeTeam) and its info (GET /api/team/{id}, the staff portal's teamInfo).
 * The logo goes through the file service (checked by content, resized); the team row, its first
 * manager and its head on the roster are written in one transaction, and a failed write removes
 * the stored logo again.
 */
@Injectable()
export class TeamProfileService {
  private readonly logger = new Logger(TeamProfileService.name);

  constructor(
    private readonly repository: TeamsRepository,
    private readonly leagues: LeaguesRepository,
    private readonly players: PlayersService,
    private readonly playerRows: PlayersRepository,
    private readonly members: UsersRepository,
    private readonly files: FilesService,
    private readonly audit: AuditService,
  ) {}

  /** GET /api/team/{id}: spec 3's fields, the home ground, the introduction and the league mains it plays in. */
  async info(teamId: number): Promise<TeamProfileInfo> {
    const row = await this.repository.teamInfo(teamId);
    if (!row) throw new NotFoundException(TEAM_NOT_FOUND);
    const mains = await this.leagues.mainsOfTeams([teamId]);
    return { ...row.profile, homeGround: row.homeGround, introduction: row.introduction, leagueMains: mains.get(teamId) ?? [] };
  }

  /**
   * POST /api/team/user: the member makes a team and becomes, in the same transaction, its team
   * manager and its head (teamRole 1) with his player record (made from his account data if he
   * has none).
   */
  async create(userId: number, input: MultipartForm): Promise<TeamCreated> {
    const form: TeamProfileForm = await formPipe.transform(input.fields);
    const member = found(await this.members.findActive(userId), MEMBER_NOT_FOUND);
    const logo = await this.storeLogo(input.files);
    try {
      const teamId = await this.repository.transaction(async (em) => {
        if (await this.repository.teamNameTaken(em, form.teamName, null)) throw nameTaken();
        const created = await this.repository.insertTeam(em, fieldsOf(form, logo?.name ?? null));
        await this.repository.insertManager(created, userId, em);
        const playerId = await this.players.ensureOfMember(em, {
          userId,
          playerName: member.username,
          birthday: member.birthday,
          gender: member.gender,
          phone: member.phone,
        });
        await this.repository.insertRosterPlayer(em, created, playerId, TeamRole.Head, dashed(seoulToday()));
        return created;
      });
      return { teamId, teamName: form.teamName };
    } catch (error) {
      if (logo) await this.removeLogo(logo.name);
      throw error;
    }
  }

  /**
   * POST /api/team/{id}: a manager of the team (checked by @TeamAdmin) edits its info. A new logo
   * replaces the old one, whose file goes after the commit; the change is in the team's audit log.
   */
  async update(userId: number, teamId: number, input: MultipartForm): Promise<TeamProfileInfo> {
    const form: TeamProfileForm = await formPipe.transform(input.fields);
    const logo = await this.storeLogo(input.files);
    let oldLogo: string | null = null;
    try {
      await this.repository.transaction(async (em) => {
        const current = await this.requireFields(em, teamId);
        if (await this.repository.teamNameTaken(em, form.teamName, teamId)) throw nameTaken();
        const next = fieldsOf(form, logo ? logo.name : current.logoImg);
        await this.repository.updateTeam(em, teamId, next);
        await this.audit.record(em, {
          userId,
          scope: { type: 'team', id: teamId },
          kind: 'team.update',
          object: { type: 'team', id: teamId },
          before: snapshotOf(current),
          after: snapshotOf(next),
        });
        oldLogo = logo ? current.logoImg : null;
      });
    } catch (error) {
      if (logo) await this.removeLogo(logo.name);
      throw error;
    }
    if (oldLogo) await this.removeLogo(oldLogo);
    return this.info(teamId);
  }

  /**
   * POST /api/team/{id}/userManager/{uid} (the spec's step after making a team): the team's
   * creator, its head on the roster, is made its manager again if he is no longer one. Making a
   * team already does this, so the call is idempotent; anyone else gets 403.
   */
  async restoreCreatorManager(callerId: number, teamId: number, userId: number): Promise<{ result: boolean }> {
    if (callerId !== userId) throw new ForbiddenException(NOT_CREATOR);
    await this.repository.transaction(async (em) => {
      await this.requireFields(em, teamId);
      const playerIds = await this.playerRows.idsOfUser(userId);
      const heads = await this.repository.headPlayerIds(em, teamId);
      if (!playerIds.some((playerId) => heads.includes(playerId))) throw new ForbiddenException(NOT_CREATOR);
      if (!(await this.repository.isManager(teamId, userId))) await this.repository.insertManager(teamId, userId, em);
    });
    return { result: true };
  }

  private async requireFields(em: EntityManager, teamId: number): Promise<TeamFields> {
    const row = await this.repository.teamInfo(teamId, em);
    if (!row) throw new NotFoundException(TEAM_NOT_FOUND);
    const { profile } = row;
    return {
      teamName: profile.teamName,
      logoImg: profile.logoImg,
      director: profile.director,
      managerName: profile.managerName,
      estbDt: profile.estbDt,
      homeGround: row.homeGround,
      introduction: row.introduction,
    };
  }

  /** The request's logo (none, or exactly one image) stored through the file service. */
  private async storeLogo(files: IncomingFile[]): Promise<{ name: string } | null> {
    if (files.length === 0) return null;
    if (files.length > 1) throw new BadRequestException({ message: M.logoOne, errors: { logo: M.logoOne } });
    const [stored] = await this.files.upload(files, {
      folder: LOGO_FOLDER,
      maxFiles: 1,
      maxFileBytes: TEAM_PROFILE_LIMITS.logoMaxBytes,
      imagesOnly: true,
    });
    return { name: stored.key.slice(LOGO_FOLDER.length + 1) };
  }

  /** Removes a logo and its small version; a storage that cannot delete it only leaves the file behind. */
  private async removeLogo(name: string): Promise<void> {
    const dot = name.lastIndexOf('.');
    const small = dot < 0 ? `${name}_s` : `${name.slice(0, dot)}_s${name.slice(dot)}`;
    try {
      await this.files.remove([`${LOGO_FOLDER}/${name}`, `${LOGO_FOLDER}/${small}`]);
    } catch (error) {
      this.logger.warn(`팀 로고 파일 ${name}을 지우지 못했습니다: ${String(error)}`);
    }
  }
}

function fieldsOf(form: TeamProfileForm, logoImg: string | null): TeamFields {
  return {
    teamName: form.teamName,
    logoImg,
    director: form.director ?? null,
    managerName: form.managerName ?? null,
    estbDt: form.estbDt ?? null,
    homeGround: form.homeGround ?? null,
    introduction: form.introduction ?? null,
  };
}

/** YYYYMMDD as YYYY-MM-DD. */
function dashed(ymd: string): string {
  return `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
}
