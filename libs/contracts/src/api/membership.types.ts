import type { LeagueManagerGrade, TeamRole } from '../enums';
import type { LeagueMain, TeamProfile } from './records.types';

/** GET /api/league/main/manager/{userId}: a league main the member runs, with their grade. */
export interface ManagedLeagueMain extends LeagueMain {
  grade: number;
}

/** A league main a team plays in (its own leagues of any season, not guest appearances). */
export interface TeamLeagueMain {
  mainId: number;
  mainName: string;
  leaguePath: string;
}

/** An item of GET /api/team (team search, or the member's own teams with ?userId=). */
export interface TeamListItem extends TeamProfile {
  leagueMains: TeamLeagueMain[];
}

/** GET /api/team: one page of teams (the list is read from data.data). */
export interface TeamListPage {
  data: TeamListItem[];
  total: number;
  page: number;
  pagesize: number;
}

/** GET /api/team/admin/manage/{userId}: a team whose staff portal the member may open. */
export interface ManagedTeam {
  teamId: number;
  teamName: string;
  logoImg: string | null;
}

/**
 * GET /api/league/admin/manager/can_access/{league}/{userId}: whether the member runs the league
 * main of {league} (a league path), with his grade and role flags as the spec's JSON text
 * (read them with rolesFromJson); grade null and role '{}' when result is false.
 */
export interface LeagueManagerCheck {
  result: boolean;
  grade: LeagueManagerGrade | null;
  role: string;
  /** Not a manager, but the scorer of one of the league's games: he may enter those games' records. */
  gameWriter: boolean;
}

/** GET /api/team/{id}/admin/can_access/{userId}: whether the member may open the team's staff portal. */
export interface TeamManagerCheck {
  result: boolean;
}

/** An item of GET /api/league/admin/main/{id}/managers. roles: the spec's JSON text (every flag, true or false). */
export interface LeagueManagerItem {
  userId: number;
  username: string;
  email: string;
  grade: LeagueManagerGrade;
  /** The grade's Korean name (leagueManagerGrades). */
  gradeName: string;
  memo: string | null;
  roles: string;
}

/** A member's request to become a manager of a league main (status 1 pending, 2 approved, 3 rejected). */
export interface ManagerRequestItem {
  requestId: number;
  mainId: number;
  /** The member who asked. */
  receiptUserId: number;
  username: string;
  email: string;
  message: string | null;
  status: 1 | 2 | 3;
  /** When the member asked: ISO 8601 with the Seoul offset ('2026-03-01T10:00:00+09:00'). */
  createdAt: string;
}

/** An item of GET /api/team/{id}/managers. */
export interface TeamManagerItem {
  userId: number;
  username: string;
  email: string;
}

/**
 * An item of GET /api/team/{id}/players: a player on the team's roster (team_player), by back number
 * (numeric ones first) then name. teamRole's Korean label: teamRoles.label(teamRole). userId: the
 * member account of the player, null for a player without one (registered by staff or imported).
 */
export interface TeamRosterEntry {
  playerId: number;
  playerName: string;
  backnumber: string | null;
  position: string | null;
  teamRole: TeamRole;
  userId: number | null;
}
