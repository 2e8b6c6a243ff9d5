import type { BatThrw, Gender, Position, ProType, ProTypeMiddle, RequestState, TeamRole } from '../enums';
import type { TeamListItem } from './membership.types';

/** The team of a join request, as the member's list shows it. */
export interface TeamJoinRequestTeam {
  teamId: number;
  teamName: string;
  logoImg: string | null;
}

/**
 * An item of GET /api/team/joinTeam/user/{userId}: one of the member's join requests, newest first.
 * requestState: 1 awaiting approval, 2 approved (joining completed), 3 rejected (requestStates.label).
 */
export interface TeamJoinRequestItem {
  requestId: number;
  userId: number;
  teamId: number;
  requestState: RequestState;
  team: TeamJoinRequestTeam;
  /** When the member asked / when staff decided: ISO 8601 with the Seoul offset. */
  createdAt: string;
  decidedAt: string | null;
}

/**
 * An item of GET /api/team/joinTeam/user/{userId}/search: a team found by name, with whether the
 * member already plays for it (joined) or has a request awaiting approval (requested). Neither can be chosen.
 */
export interface TeamJoinSearchItem extends TeamListItem {
  joined: boolean;
  requested: boolean;
}

/** GET /api/team/joinTeam/user/{userId}/search: one page of teams (the list is read from data.data). */
export interface TeamJoinSearchPage {
  data: TeamJoinSearchItem[];
  total: number;
  page: number;
  pagesize: number;
}

/** GET /api/team/{id}: the team's card on the join form (logo, name, director, operator, leagues, founding year, player count). */
export type TeamInfo = TeamListItem;

/**
 * An item of GET /api/team/{id}/request and the answer of GET /api/team/{id}/request/{rid}: the
 * applicant's data as he entered it on the join form, for the team's managers.
 */
export interface TeamJoinApplication {
  requestId: number;
  teamId: number;
  userId: number;
  /** The member's name and email as they are now; '(탈퇴한 회원)' and '' after he withdrew. */
  username: string;
  email: string;
  /** The member's player record when he already had one. */
  playerId: number | null;
  requestState: RequestState;
  /** The role he asked for; the approving manager chooses the one he gets. */
  teamRole: TeamRole;
  playerName: string;
  birthday: string;
  gender: Gender;
  phone: string;
  middleSchool: string;
  schoolName: string;
  address1: string;
  position: Position;
  batThrw: BatThrw;
  proType: ProType;
  proTypeMiddle: ProTypeMiddle;
  backnumber: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** POST /api/team/{id}/withdraw: the member left the team (his roster entry ended; game records stay). */
export interface TeamWithdrawResult {
  teamId: number;
  playerId: number;
}
