import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { TeamManagerItem } from '@dugout/contracts';
import { apiPath } from '../lib/api-paths';

export const teamManagersPath = (teamId: string) => apiPath('team', teamId, 'managers');

/** GET /api/team/{teamId}/managers, in the order they became managers (the managers screens and the log's manager filter). */
export const getTeamManagers = (teamId: string): Promise<TeamManagerItem[]> =>
  apiClient.get<TeamManagerItem[]>(teamManagersPath(teamId));

export function useTeamManagers(teamId: string) {
  return useSWR<TeamManagerItem[], ApiError>(teamManagersPath(teamId), () => getTeamManagers(teamId), {
    ...swrConfig,
    revalidateOnMount: true,
  });
}
