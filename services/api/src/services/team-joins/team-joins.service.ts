import { ConflictException, ForbiddenException, Injectable, NotFoundException, BadRequestException } from '@nestjs/common';
import {
  RequestState,
  type JoinTeamPayload,
  type TeamJoinApplication,
  type TeamJoinRequestItem,
  type TeamJoinSearchItem,
  type TeamJoinSearchPage,
  type TeamJoinSearchQuery,
  type TeamListItem,
  type TeamRole,
  type TeamWithdrawResult,
} from '@dugout/contracts';
import type { EntityManager } from 'typeorm';
import { found, TEAM_NOT_FOUND } from '../../common/errors/not-found';
import { AuditService } from '../audit/audit.service';
import { isDuplicateKey } from '../../common/sql/duplicate-key';
import { seoulDate } from '../../common/sql/raw-values';
import { PlayersRepository } from '../../repositories/players/players.repository';
import { ALREADY_ON_ROSTER, TeamsService } from '../teams/teams.service';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { UsersRepository } from '../../repositories/users/users.repository';
import { TEAM_JOIN_ERRORS as E, WITHDRAWN_MEMBER } from './team-joins.messages';
import { TeamJoinsRepository, type JoinRequestRow } from '../../repositories/team-joins/team-joins.repository';

/**
 * Joining a team (spec section 4, team join request) and leaving it: a member asks with the join
 * form's data, one of the team's managers approves with a role (his player record and the roster
 * line are written from the form in the same transaction) or rejects; the member may leave a team,
 * which ends his roster entry and keeps it as history. Teams and players are their modules'.
 */
@Injectable()
export class TeamJoinsService {
  constructor(
    private readonly repository: TeamJoinsRepository,
    private readonly teams: TeamsService,
    private readonly teamRows: TeamsRepository,
    private readonly players: PlayersRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditService,
  ) {}

  /** GET /api/team/joinTeam/user/{userId}: the member's requests with their state, newest first. */
  async requestsOfMember(userId: number): Promise<TeamJoinRequestItem[]> {
    const rows = await this.repository.requestsOfUser(userId);
    const cards = await this.teamRows.teamCards(rows.map((row) => row.teamId));
    return rows.map((row) => ({
      requestId: row.requestId,
      userId: row.userId,
      teamId: row.teamId,
      requestState: row.requestState,
      team: cards.get(row.teamId) ?? { teamId: row.teamId, teamName: '', logoImg: null },
      createdAt: row.createdAt,
      decidedAt: row.decidedAt,
    }));
  }

  /** GET /api/team/joinTeam/user/{userId}/search: teams by name, each saying whether the member is on it or has asked to join. */
  async search(userId: number, query: TeamJoinSearchQuery): Promise<TeamJoinSearchPage> {
    const page = await this.teams.list(query);
    const flags = await this.flags(userId, page.data.map((team) => team.teamId));
    return { ...page, data: page.data.map(flags) };
  }

  /** GET /api/team/{id}/join: the join form's team card, with the same flags. */
  async joinTeamInfo(userId: number, teamId: number): Promise<TeamJoinSearchItem> {
    const team = await this.teams.joinableTeam(teamId);
    return (await this.flags(userId, [teamId]))(team);
  }

  /** POST /api/team/{id}/join: one awaiting request per member and team, none while he is on its roster (409). */
  async request(userId: number, teamId: number, payload: JoinTeamPayload): Promise<TeamJoinRequestItem> {
    if (payload.userId !== userId) throw new ForbiddenException(E.notOwnRequest);
    if (payload.teamId !== teamId) throw new BadRequestException(E.teamMismatch);
    await this.teams.joinableTeam(teamId);
    const ownPlayers = await this.players.idsOfUser(userId);
    const playerId = payload.playerId ?? null;
    if (playerId !== null && !ownPlayers.includes(playerId)) throw new BadRequestException(E.notOwnPlayer);
    const requestId = await this.repository
      .transaction(async (em) => {
        if (await this.teamRows.rosterLineIn(em, teamId, ownPlayers)) throw new ConflictException(ALREADY_ON_ROSTER);
        if ((await this.repository.pendingTeamIds(userId, [teamId], em)).length > 0) throw new ConflictException(E.alreadyRequested);
        return this.repository.insertRequest(em, userId, playerId, payload);
      })
      .catch((error: unknown) => {
        // Two requests at once: the unique open key lets one through.
        if (isDuplicateKey(error)) throw new ConflictException(E.alreadyRequested);
        throw error;
      });
    const created = (await this.requestsOfMember(userId)).find((item) => item.requestId === requestId);
    if (!created) throw new NotFoundException(E.requestNotFound);
    return created;
  }

  /** GET /api/team/{id}/request: the team's requests awaiting approval with the applicants' data, oldest first. */
  async pendingOfTeam(teamId: number): Promise<TeamJoinApplication[]> {
    return this.applications(await this.repository.pendingOfTeam(teamId));
  }

  /** GET /api/team/{id}/request/{rid} (any state). */
  async application(teamId: number, requestId: number): Promise<TeamJoinApplication> {
    const [found] = await this.applications([await this.requestOfTeam(teamId, requestId)]);
    return found as TeamJoinApplication;
  }

  /**
   * POST /api/team/{id}/request/{rid}: joining completes — the member's player record is written
   * from the form (created when he has none), he goes on the roster with the chosen role, and the
   * decision and its audit entry commit with them. A decided request answers 409.
   */
  async approve(actorId: number, teamId: number, requestId: number, teamRole: TeamRole): Promise<TeamJoinApplication> {
    const request = await this.requestOfTeam(teamId, requestId);
    if (request.requestState !== RequestState.Pending) throw new ConflictException(E.alreadyDecided);
    await this.repository.transaction(async (em) => {
      await this.decide(em, actorId, request, RequestState.Approved, teamRole);
      const playerId = await this.players.saveOfMember(em, request.userId, {
        playerName: request.playerName,
        birthday: request.birthday,
        gender: request.gender,
        middleSchool: request.middleSchool,
        school: request.schoolName,
        address1: request.address1,
        phone: request.phone,
        proTypeMiddle: request.proTypeMiddle,
        proType: request.proType,
        batThrw: request.batThrw,
        position: request.position,
      });
      await this.teams.addRosterLine(em, teamId, {
        playerId,
        backnumber: request.backnumber,
        position: request.position,
        teamRole,
        joinedAt: seoulDate(Date.now()),
      });
    });
    return this.application(teamId, requestId);
  }

  /** PATCH /api/team/{id}/request/{rid}: state 3; a decided request answers 409. */
  async reject(actorId: number, teamId: number, requestId: number): Promise<TeamJoinApplication> {
    const request = await this.requestOfTeam(teamId, requestId);
    if (request.requestState !== RequestState.Pending) throw new ConflictException(E.alreadyDecided);
    await this.repository.transaction((em) => this.decide(em, actorId, request, RequestState.Rejected));
    return this.application(teamId, requestId);
  }

  /**
   * POST /api/team/{id}/withdraw: the member leaves the team. His roster entry ends (kept in the
   * teams module's roster history, ended by himself); his game records stay with the team's past seasons.
   */
  async withdraw(userId: number, teamId: number): Promise<TeamWithdrawResult> {
    found(await this.teamRows.teamName(teamId), TEAM_NOT_FOUND);
    return this.repository.transaction(async (em) => {
      const line = await this.teamRows.rosterLineIn(em, teamId, await this.players.idsOfUser(userId));
      if (!line) throw new NotFoundException(E.notOnRoster);
      await this.teamRows.endRosterLine(em, teamId, line, seoulDate(Date.now()), userId);
      return { teamId, playerId: line.playerId };
    });
  }

  /** Marks each team with whether the member is on its roster or has a request awaiting approval. */
  private async flags(userId: number, teamIds: number[]): Promise<(team: TeamListItem) => TeamJoinSearchItem> {
    const [joined, requested] = await Promise.all([this.players.idsOfUser(userId).then((playerIds) => this.teamRows.teamIdsOfPlayers(playerIds)), this.repository.pendingTeamIds(userId, teamIds)]);
    const joinedSet = new Set(joined);
    const requestedSet = new Set(requested);
    return (team) => ({ ...team, joined: joinedSet.has(team.teamId), requested: requestedSet.has(team.teamId) });
  }

  /** The request when it is one of the team's (404 otherwise, also for another team's request). */
  private async requestOfTeam(teamId: number, requestId: number): Promise<JoinRequestRow> {
    const request = await this.repository.request(requestId);
    if (!request || request.teamId !== teamId) throw new NotFoundException(E.requestNotFound);
    return request;
  }

  private async applications(rows: JoinRequestRow[]): Promise<TeamJoinApplication[]> {
    const contacts = await this.users.contacts([...new Set(rows.map((row) => row.userId))]);
    return rows.map((row) => ({
      ...row,
      username: contacts.get(row.userId)?.username ?? WITHDRAWN_MEMBER,
      email: contacts.get(row.userId)?.email ?? '',
    }));
  }

  /** The decision and its audit entry in the write's transaction; 409 when another manager decided it meanwhile. */
  private async decide(em: EntityManager, actorId: number, request: JoinRequestRow, state: RequestState, teamRole?: TeamRole): Promise<void> {
    if (!(await this.repository.decide(em, request.requestId, state, actorId, teamRole))) throw new ConflictException(E.alreadyDecided);
    await this.audit.record(em, {
      userId: actorId,
      scope: { type: 'team', id: request.teamId },
      kind: state === RequestState.Approved ? 'teamJoin.approve' : 'teamJoin.reject',
      object: { type: 'teamJoinRequest', id: request.requestId },
      before: { requestState: request.requestState, userId: request.userId, playerName: request.playerName },
      after: { requestState: state, userId: request.userId, playerName: request.playerName, ...(teamRole === undefined ? {} : { teamRole }) },
    });
  }
}
