import { Injectable } from '@nestjs/common';
import {
  batThrws,
  DEFAULT_BAT_THRW,
  DEFAULT_TEAM_ROLE,
  genders,
  positions,
  proTypeMiddles,
  proTypes,
  requestStates,
  RequestState,
  teamRoles,
  type JoinTeamPayload,
  type TeamRole,
} from '@dugout/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import {
  placeholders,
  rawNumber,
  rawNumberOrNull,
  rawSeoulDateTime,
  rawString,
  rawStringOrNull,
  type Row,
} from '../../common/sql/raw-values';
import { TeamJoinRequest } from './team-join-request.entity';


/** A join request as stored: the form's data, its state and when it was asked and decided. */
export interface JoinRequestRow {
  requestId: number;
  teamId: number;
  userId: number;
  playerId: number | null;
  requestState: RequestState;
  teamRole: TeamRole;
  playerName: string;
  birthday: string;
  gender: JoinTeamPayload['gender'];
  phone: string;
  middleSchool: string;
  schoolName: string;
  address1: string;
  position: JoinTeamPayload['position'];
  batThrw: JoinTeamPayload['batThrw'];
  proType: JoinTeamPayload['proType'];
  proTypeMiddle: JoinTeamPayload['proTypeMiddle'];
  backnumber: string | null;
  createdAt: string;
  decidedAt: string | null;
}


const REQUEST_COLUMNS = `request_id, team_id, user_id, player_id, state, team_role, player_name, birthday, gender, phone,
  middle_school, school_name, address1, position, bat_thrw, pro_type, pro_type_middle, backnumber, created_at, decided_at`;

const toRequestRow = (row: Row): JoinRequestRow => ({
  requestId: rawNumber(row['request_id']),
  teamId: rawNumber(row['team_id']),
  userId: rawNumber(row['user_id']),
  playerId: rawNumberOrNull(row['player_id']),
  requestState: requestStates.parse(rawNumber(row['state'])) ?? RequestState.Pending,
  teamRole: teamRoles.parse(rawNumber(row['team_role'])) ?? DEFAULT_TEAM_ROLE,
  playerName: rawString(row['player_name']),
  birthday: rawString(row['birthday']),
  gender: genders.parse(row['gender']) ?? 'M',
  phone: rawString(row['phone']),
  middleSchool: rawString(row['middle_school']),
  schoolName: rawString(row['school_name']),
  address1: rawString(row['address1']),
  position: positions.parse(row['position']) ?? 'P',
  // smallint columns can come back as text from some drivers
  batThrw: batThrws.parse(rawNumber(row['bat_thrw'])) ?? DEFAULT_BAT_THRW,
  proType: proTypes.parse(rawNumber(row['pro_type'])) ?? 0,
  proTypeMiddle: proTypeMiddles.parse(rawNumber(row['pro_type_middle'])) ?? 0,
  backnumber: rawStringOrNull(row['backnumber']),
  createdAt: rawSeoulDateTime(row['created_at']),
  decidedAt: row['decided_at'] === null || row['decided_at'] === undefined ? null : rawSeoulDateTime(row['decided_at']),
});

/** Every query of joining teams: team_join_request. */
@Injectable()
export class TeamJoinsRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async request(requestId: number): Promise<JoinRequestRow | null> {
    const [row]: Row[] = await this.dataSource.query(`SELECT ${REQUEST_COLUMNS} FROM team_join_request WHERE request_id = ?`, [requestId]);
    return row ? toRequestRow(row) : null;
  }

  /** The member's requests, newest first. */
  async requestsOfUser(userId: number): Promise<JoinRequestRow[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${REQUEST_COLUMNS} FROM team_join_request WHERE user_id = ? ORDER BY created_at DESC, request_id DESC`,
      [userId],
    );
    return rows.map(toRequestRow);
  }

  /** The team's requests awaiting approval, oldest first. */
  async pendingOfTeam(teamId: number): Promise<JoinRequestRow[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${REQUEST_COLUMNS} FROM team_join_request WHERE team_id = ? AND state = ? ORDER BY created_at, request_id`,
      [teamId, RequestState.Pending],
    );
    return rows.map(toRequestRow);
  }

  async pendingCount(teamId: number): Promise<number> {
    const [row]: Row[] = await this.dataSource.query('SELECT COUNT(*) AS total FROM team_join_request WHERE team_id = ? AND state = ?', [
      teamId,
      RequestState.Pending,
    ]);
    return rawNumber(row?.['total']);
  }

  /** Of the teams, those the member has a request awaiting approval to. */
  async pendingTeamIds(userId: number, teamIds?: readonly number[], em: EntityManager = this.dataSource.manager): Promise<number[]> {
    if (teamIds?.length === 0) return [];
    const inTeams = teamIds ? ` AND team_id IN (${placeholders(teamIds.length)})` : '';
    const rows: Row[] = await em.query(
      `SELECT DISTINCT team_id FROM team_join_request WHERE user_id = ? AND state = ?${inTeams}`,
      [userId, RequestState.Pending, ...(teamIds ?? [])],
    );
    return rows.map((row) => rawNumber(row['team_id']));
  }

  /** A new request awaiting approval, in the caller's transaction; answers its id. */
  async insertRequest(em: EntityManager, userId: number, playerId: number | null, payload: JoinTeamPayload): Promise<number> {
    const result = await em.getRepository(TeamJoinRequest).insert({
      teamId: payload.teamId,
      userId,
      playerId,
      state: RequestState.Pending,
      openKey: 1,
      teamRole: payload.teamRole,
      playerName: payload.playerName,
      birthday: payload.birthday,
      gender: payload.gender,
      phone: payload.phone,
      middleSchool: payload.middleSchool,
      schoolName: payload.schoolName,
      address1: payload.address1,
      position: payload.position,
      batThrw: payload.batThrw,
      proType: payload.proType,
      proTypeMiddle: payload.proTypeMiddle,
      backnumber: payload.backnumber ? payload.backnumber : null,
    });
    return Number(result.identifiers[0]?.['requestId']);
  }

  /**
   * Decides an awaiting request (approved with the role the manager chose, or rejected); false when
   * it was decided meanwhile, so two approvals at once cannot both go through.
   */
  async decide(em: EntityManager, requestId: number, state: RequestState, decidedBy: number, teamRole?: TeamRole): Promise<boolean> {
    const result = await em
      .getRepository(TeamJoinRequest)
      .update(
        { requestId, state: RequestState.Pending },
        { state, openKey: null, decidedBy, decidedAt: new Date(), ...(teamRole === undefined ? {} : { teamRole }) },
      );
    return (result.affected ?? 0) > 0;
  }
}
