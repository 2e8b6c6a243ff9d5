import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { TeamManagerCheck } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const teamManagerCheckPath = (teamId: string, userId: number) => apiPath('team', teamId, 'admin', 'can_access', userId);

/** GET /api/team/{teamId}/admin/can_access/{userId}: whether the member may open the team's staff portal. */
export const getTeamManagerCheck = (teamId: string, userId: number): Promise<TeamManagerCheck> =>
  apiClient.get<TeamManagerCheck>(teamManagerCheckPath(teamId, userId));

export function useTeamManagerCheck(teamId: string | undefined, userId: number | undefined) {
  const key = teamId && userId !== undefined ? teamManagerCheckPath(teamId, userId) : null;
  return useSWR<TeamManagerCheck, ApiError>(
    key,
    () => getTeamManagerCheck(teamId as string, userId as number),
    // Asked again on every entry to the portal: a staff role taken away must not linger in the cache.
    { ...swrConfig, revalidateOnMount: true },
  );
}
