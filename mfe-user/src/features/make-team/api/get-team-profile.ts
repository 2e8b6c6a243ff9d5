import { useApiSWR } from '@dugout/auth';
import type { TeamProfileInfo } from '@dugout/contracts';

export const teamProfilePath = (teamId: string) => `/api/team/${encodeURIComponent(teamId)}`;

/** GET /api/team/{id}: the team's info (name, logo, director, manager, founding date, home ground, leagues). */
export function useTeamProfile(teamId: string) {
  return useApiSWR<TeamProfileInfo>(teamId ? teamProfilePath(teamId) : null);
}
