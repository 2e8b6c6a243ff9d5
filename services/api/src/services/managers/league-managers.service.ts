import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  LEAGUE_MANAGER_ROLES,
  leagueManagerGrades,
  rolesFromJson,
  rolesToJson,
  type LeagueManagerItem,
  type ManagerGradePayload,
  type ManagerRequestApprovePayload,
  type ManagerRequestItem,
  type ManagerRequestRejectPayload,
  type ManagerRolesPayload,
} from '@dugout/contracts';
import { found, LEAGUE_MAIN_NOT_FOUND } from '../../common/errors/not-found';
import { AuditService } from '../audit/audit.service';
import { LeaguesService, type LeagueManagerRow } from '../leagues/leagues.service';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { UsersRepository, type MemberContact } from '../../repositories/users/users.repository';
import { ManagerRequestStatus } from '../../repositories/managers/manager-request.entity';
import { ManagerRequestsRepository, type ManagerRequestRow } from '../../repositories/managers/manager-requests.repository';

export const MANAGER_MESSAGES = {
  alreadyManager: '이미 이 리그의 관리자입니다.',
  alreadyRequested: '이미 관리자 신청을 했습니다. 총괄 관리자의 승인을 기다려 주세요.',
  requestNotFound: '관리자 신청을 찾을 수 없습니다.',
  requestDecided: '이미 처리된 관리자 신청입니다.',
  wrongRequester: '신청한 회원(receiptUserId)이 관리자 신청과 맞지 않습니다.',
  requesterGone: '신청한 회원이 탈퇴하여 관리자로 지정할 수 없습니다.',
} as const;

const UNKNOWN_MEMBER: Omit<MemberContact, 'userId'> = { username: '(탈퇴한 회원)', email: '' };

/** The managers screen of a league main and the members' manager requests. */
@Injectable()
export class LeagueManagersService {
  constructor(
    private readonly leagues: LeaguesService,
    private readonly leagueRows: LeaguesRepository,
    private readonly users: UsersRepository,
    private readonly requests: ManagerRequestsRepository,
    private readonly audit: AuditService,
  ) {}

  /** GET /api/league/admin/main/{id}/managers */
  async list(mainId: number): Promise<LeagueManagerItem[]> {
    found(await this.leagueRows.main(mainId), LEAGUE_MAIN_NOT_FOUND);
    const rows = await this.leagueRows.managersOf(mainId);
    const contacts = await this.users.contacts(rows.map((row) => row.userId));
    return rows.map((row) => toItem(row, contacts.get(row.userId)));
  }

  /** PATCH .../manager/{userId}/grade: the main keeps a grade-1 manager (400). */
  async changeGrade(actorId: number, mainId: number, userId: number, body: ManagerGradePayload): Promise<LeagueManagerItem> {
    const memo = body.memo ?? null;
    await this.leagues.transaction(async (em) => {
      const before = await this.leagues.changeManagerGrade(em, mainId, userId, body.grade, memo);
      await this.audit.record(em, {
        userId: actorId,
        scope: { type: 'leagueMain', id: mainId },
        kind: before.grade === body.grade ? 'manager.memo' : 'manager.grade',
        object: { type: 'leagueManager', id: userId },
        before: { grade: before.grade, memo: before.memo },
        after: { grade: body.grade, memo },
      });
    });
    return this.item(mainId, userId);
  }

  /** PATCH .../manager/{userId}/roles: the spec's JSON text; flags not named are off. */
  async changeRoles(actorId: number, mainId: number, userId: number, body: ManagerRolesPayload): Promise<LeagueManagerItem> {
    const roles = rolesFromJson(body.roles);
    await this.leagues.transaction(async (em) => {
      const before = await this.leagues.changeManagerRoles(em, mainId, userId, roles);
      await this.audit.record(em, {
        userId: actorId,
        scope: { type: 'leagueMain', id: mainId },
        kind: 'manager.roles',
        object: { type: 'leagueManager', id: userId },
        before: { roles: [...before.roles] },
        after: { roles: LEAGUE_MANAGER_ROLES.filter((role) => roles.includes(role)) },
      });
    });
    return this.item(mainId, userId);
  }

  /** DELETE .../manager/{userId}: the main keeps a grade-1 manager (400). */
  async remove(actorId: number, mainId: number, userId: number): Promise<number> {
    await this.leagues.transaction(async (em) => {
      const before = await this.leagues.removeManager(em, mainId, userId);
      await this.audit.record(em, {
        userId: actorId,
        scope: { type: 'leagueMain', id: mainId },
        kind: 'manager.remove',
        object: { type: 'leagueManager', id: userId },
        before: { userId, grade: before.grade, memo: before.memo, roles: [...before.roles] },
        after: null,
      });
    });
    return 1;
  }

  /** POST /api/league/main/{id}/requestManager: one pending request per member and main. */
  async request(mainId: number, userId: number, message: string | null): Promise<ManagerRequestItem> {
    found(await this.leagueRows.main(mainId), LEAGUE_MAIN_NOT_FOUND);
    if (await this.leagueRows.manager(mainId, userId)) throw new ConflictException(MANAGER_MESSAGES.alreadyManager);
    if (await this.requests.pendingOfMember(mainId, userId)) throw new ConflictException(MANAGER_MESSAGES.alreadyRequested);
    const requestId = await this.requests.insert(mainId, userId, message);
    const created = await this.requests.find(requestId);
    if (!created) throw new NotFoundException(MANAGER_MESSAGES.requestNotFound);
    return this.withContacts([created]).then(([item]) => item as ManagerRequestItem);
  }

  /** GET .../requestManagers: the pending requests, oldest first. */
  async pending(mainId: number): Promise<ManagerRequestItem[]> {
    return this.withContacts(await this.requests.pendingOf(mainId));
  }

  /** POST .../requestManager/approve: the member becomes a manager with the grade and memo given. */
  async approve(mainId: number, deciderId: number, body: ManagerRequestApprovePayload): Promise<LeagueManagerItem> {
    const request = await this.pendingRequest(mainId, body.requestId, body.receiptUserId);
    if (!(await this.users.isActive(request.userId))) throw new BadRequestException(MANAGER_MESSAGES.requesterGone);
    const memo = body.memo ?? null;
    // The request is decided, the member made a manager and the entry written together, or none of them.
    await this.leagues.transaction(async (em) => {
      if (!(await this.requests.decide(request.requestId, ManagerRequestStatus.Approved, deciderId, em))) {
        throw new ConflictException(MANAGER_MESSAGES.requestDecided);
      }
      await this.leagues.addManager(em, mainId, request.userId, body.grade, memo);
      await this.audit.record(em, {
        userId: deciderId,
        scope: { type: 'leagueMain', id: mainId },
        kind: 'managerRequest.approve',
        object: { type: 'managerRequest', id: request.requestId },
        before: { status: request.status, userId: request.userId },
        after: { status: ManagerRequestStatus.Approved, userId: request.userId, grade: body.grade, memo },
      });
    });
    return this.item(mainId, request.userId);
  }

  /** POST .../requestManager/reject */
  async reject(mainId: number, deciderId: number, body: ManagerRequestRejectPayload): Promise<ManagerRequestItem> {
    const request = await this.pendingRequest(mainId, body.requestId, body.receiptUserId);
    await this.leagues.transaction(async (em) => {
      if (!(await this.requests.decide(request.requestId, ManagerRequestStatus.Rejected, deciderId, em))) {
        throw new ConflictException(MANAGER_MESSAGES.requestDecided);
      }
      await this.audit.record(em, {
        userId: deciderId,
        scope: { type: 'leagueMain', id: mainId },
        kind: 'managerRequest.reject',
        object: { type: 'managerRequest', id: request.requestId },
        before: { status: request.status, userId: request.userId },
        after: { status: ManagerRequestStatus.Rejected, userId: request.userId },
      });
    });
    const [item] = await this.withContacts([{ ...request, status: ManagerRequestStatus.Rejected }]);
    return item as ManagerRequestItem;
  }

  /** A pending request of this main (404 otherwise, 409 when decided) made by receiptUserId (400 otherwise). */
  private async pendingRequest(mainId: number, requestId: number, receiptUserId: number): Promise<ManagerRequestRow> {
    const request = await this.requests.find(requestId);
    if (!request || request.mainId !== mainId) throw new NotFoundException(MANAGER_MESSAGES.requestNotFound);
    if (request.status !== ManagerRequestStatus.Pending) throw new ConflictException(MANAGER_MESSAGES.requestDecided);
    if (request.userId !== receiptUserId) throw new BadRequestException(MANAGER_MESSAGES.wrongRequester);
    return request;
  }

  private async item(mainId: number, userId: number): Promise<LeagueManagerItem> {
    const row = await this.leagueRows.manager(mainId, userId);
    if (!row) throw new NotFoundException(MANAGER_MESSAGES.requestNotFound);
    const contacts = await this.users.contacts([userId]);
    return toItem(row, contacts.get(userId));
  }

  private async withContacts(rows: ManagerRequestRow[]): Promise<ManagerRequestItem[]> {
    const contacts = await this.users.contacts(rows.map((row) => row.userId));
    return rows.map((row) => {
      const contact = contacts.get(row.userId) ?? UNKNOWN_MEMBER;
      return {
        requestId: row.requestId,
        mainId: row.mainId,
        receiptUserId: row.userId,
        username: contact.username,
        email: contact.email,
        message: row.message,
        status: row.status,
        createdAt: row.createdAt,
      };
    });
  }
}

function toItem(row: LeagueManagerRow, contact: MemberContact | undefined): LeagueManagerItem {
  const { username, email } = contact ?? UNKNOWN_MEMBER;
  return {
    userId: row.userId,
    username,
    email,
    grade: row.grade,
    gradeName: leagueManagerGrades.label(row.grade),
    memo: row.memo,
    // The flags stored; grade 1 acts with all of them whatever is stored (effectiveLeagueRoles).
    roles: rolesToJson(row.roles),
  };
}
