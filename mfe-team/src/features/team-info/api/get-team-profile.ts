import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { TeamProfileInfo } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** The same key as the team pages' GET /api/team/{id}, so a saved edit shows everywhere at once. */
export const teamProfilePath = (teamId: string) => apiPath('team', teamId);

/** GET /api/team/{id}: the team's info with its home ground and introduction, read fresh for the edit form. */
export function useTeamProfile(teamId: string) {
  return useSWR<TeamProfileInfo, ApiError>(teamId ? teamProfilePath(teamId) : null, () => apiClient.get<TeamProfileInfo>(teamProfilePath(teamId)), {
    ...swrConfig,
    revalidateOnMount: true,
  });
}
