import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { TeamProfileInfo } from '@dugout/contracts';
import { apiPath } from '../lib/api-paths';

export const teamInfoPath = (teamId: string) => apiPath('team', teamId);

/** GET /api/team/{id}: the team's profile, introduction and league mains (the layout's header and the intro page). */
export const getTeamInfo = (teamId: string): Promise<TeamProfileInfo> => apiClient.get<TeamProfileInfo>(teamInfoPath(teamId));

export function useTeamInfo(teamId: string) {
  return useSWR<TeamProfileInfo, ApiError>(teamId ? teamInfoPath(teamId) : null, () => getTeamInfo(teamId), swrConfig);
}
