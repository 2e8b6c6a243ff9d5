import type { TeamLeagueMain } from './membership.types';
import type { TeamProfile } from './records.types';

/**
 * GET /api/team/{id}: the team's info (spec 3, Team) with its home ground, its introduction
 * (plain text) and the league mains it plays in. A superset of the join form's TeamInfo
 * (TeamListItem), so that card reads the same answer. The logo is shown from /api/team/logo/{logoImg}.
 */
export interface TeamProfileInfo extends TeamProfile {
  homeGround: string | null;
  introduction: string | null;
  leagueMains: TeamLeagueMain[];
}

/** POST /api/team/user: the team made; the member is its team manager and head (teamRole 1). */
export interface TeamCreated {
  teamId: number;
  teamName: string;
}

/** Where a team's logo is served (spec 3): the stored file, or the default image when it is missing. */
export const teamLogoPath = (logoImg: string): string => `/api/team/logo/${encodeURIComponent(logoImg)}`;
