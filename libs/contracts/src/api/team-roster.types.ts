import type { BatThrw, Position, TeamRole } from '../enums';
import type { EligibilitySettings, IneligibleReason, RosterRegistration } from './registration.types';

/**
 * A roster player's status in the staff portal: dormant is teamRole 8 (휴면 선수), every other role
 * is active. There is no separate flag, so the role and the status can never disagree.
 */
export const ROSTER_STATUSES = ['active', 'dormant'] as const;
export type RosterStatus = (typeof ROSTER_STATUSES)[number];

/** An item of GET /api/team/{id}/admin/players (team managers): a player on the team's current roster. */
export interface TeamRosterPlayer {
  playerId: number;
  playerName: string;
  /** YYYYMMDD as the player record keeps it. */
  birthday: string | null;
  /** Unique among the team's current roster when set through the portal. */
  backnumber: string | null;
  teamRole: TeamRole;
  /** The roster position, else the player's own. */
  position: Position | null;
  batThrw: BatThrw | null;
  status: RosterStatus;
  /** 'YYYY-MM-DD'; null for players joined before the date was kept. */
  joinedAt: string | null;
  /** The player's member account; null for one without. */
  userId: number | null;
}

/** One of the player's league entries for this team (league_player). */
export interface TeamPlayerEntry {
  leagueId: number;
  leagueName: string;
  seasonId: number;
  seasonName: string;
  /** The season's last day: entries of a season not over yet hold the player on the roster. */
  seasonEndDate: string;
  registerDate: string | null;
  /** Has batting or pitching lines for the team in this league: the entry cannot be cancelled. */
  hasGameLines: boolean;
}

/** GET/PATCH /api/team/{id}/player/{pid}: the player's team data and his league entries for the team. */
export interface TeamRosterPlayerDetail extends TeamRosterPlayer {
  entries: TeamPlayerEntry[];
}

/** DELETE /api/team/{id}/player/{pid}: the roster line was ended on leftAt ('YYYY-MM-DD'). */
export interface TeamPlayerRemoved {
  playerId: number;
  leftAt: string;
}

/** An item of GET /api/team/{id}/leagues[/{seasonId}] and /all_leagues: a league the team is a member of. */
export interface TeamLeague {
  leagueId: number;
  leagueName: string;
  seasonId: number;
  seasonName: string;
  /** The season is its league main's active one. */
  active: boolean;
  beginDate: string;
  endDate: string;
  mainId: number;
  mainName: string;
  leaguePath: string;
  /** Players of the team registered in this league (its entry). */
  registeredCount: number;
}

/** A roster player as the entry screen shows him for one league. */
export interface TeamEntryPlayer extends RosterRegistration {
  hasGameLines: boolean;
  /** Why he may not play in the league today (empty: he may); for unregistered players the registration is left out. */
  reasons: IneligibleReason[];
}

/** GET /api/team/{id}/entry/{leagueId}: the league, its rules, the registered players and the roster to add from. */
export interface TeamLeagueEntry {
  league: TeamLeague;
  eligibility: EligibilitySettings;
  /** The day the eligibility is judged on (today in Korea), 'YYYY-MM-DD'. */
  onDate: string;
  registered: TeamEntryPlayer[];
  available: TeamEntryPlayer[];
}
