import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { TeamJoinApplication } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const joinRequestPath = (teamId: string, requestId: number) => apiPath('team', teamId, 'request', requestId);

/** GET /api/team/{id}/request/{rid}: one request of the team with the applicant's data. */
export const getJoinRequest = (teamId: string, requestId: number): Promise<TeamJoinApplication> =>
  apiClient.get<TeamJoinApplication>(joinRequestPath(teamId, requestId));

/** Skipped until the request is known. */
export function useJoinRequest(teamId: string, requestId: number | null) {
  return useSWR<TeamJoinApplication, ApiError>(requestId ? joinRequestPath(teamId, requestId) : null, () => getJoinRequest(teamId, requestId as number), {
    ...swrConfig,
    revalidateOnMount: true,
  });
}
