import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { TeamPageSeasons } from '@dugout/contracts';
import { apiPath } from '../lib/api-paths';

export const teamSeasonsPath = (teamId: string) => apiPath('team', teamId, 'seasons');

/** GET /api/team/{id}/seasons: the team's seasons (newest first), each league with the team's standing. */
export const getTeamSeasons = (teamId: string): Promise<TeamPageSeasons> => apiClient.get<TeamPageSeasons>(teamSeasonsPath(teamId));

export function useTeamSeasons(teamId: string) {
  return useSWR<TeamPageSeasons, ApiError>(teamId ? teamSeasonsPath(teamId) : null, () => getTeamSeasons(teamId), swrConfig);
}
