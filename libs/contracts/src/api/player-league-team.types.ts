import type { TeamRole } from '../enums';
import type { TeamLeagueMain } from './membership.types';

/** A team as a player's lists show it; the logo is served from /api/team/logo/{logoImg}. */
export interface PlayerTeamRef {
  teamId: number;
  teamName: string;
  logoImg: string | null;
}

/** A team the player is on now (his roster line; spec 3, "Team player link"), with the league mains the team plays in. */
export interface PlayerTeamLink {
  team: PlayerTeamRef;
  leagueMains: TeamLeagueMain[];
  backnumber: string | null;
  teamRole: TeamRole;
  position: string | null;
  /** YYYY-MM-DD, null when not known (an imported roster). */
  joinedAt: string | null;
}

/** A league the player is registered in, for one team (spec 3, "League player entries"). */
export interface PlayerLeagueRegistration {
  leaguePlayerId: number;
  /** YYYY-MM-DD, null while the registration is not dated. */
  registerDate: string | null;
  team: PlayerTeamRef;
  league: {
    leagueId: number;
    leagueName: string;
    seasonId: number;
    seasonName: string;
    leagueMain: TeamLeagueMain;
  };
}

/**
 * GET /api/player/{playerId}/leagueTeam (public): the player's teams (newest first) and his league
 * registrations (newest season first). Only what the public team and league pages show of a player:
 * no birthday, phone, school or member account.
 */
export interface PlayerLeagueTeams {
  playerId: number;
  playerName: string;
  teams: PlayerTeamLink[];
  leaguePlayers: PlayerLeagueRegistration[];
}
