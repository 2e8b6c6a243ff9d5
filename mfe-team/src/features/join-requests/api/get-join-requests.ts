import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { TeamJoinApplication } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const joinRequestsPath = (teamId: string) => apiPath('team', teamId, 'request');

/** GET /api/team/{id}/request: the requests awaiting approval with the applicants' data, oldest first. */
export const getJoinRequests = (teamId: string): Promise<TeamJoinApplication[]> => apiClient.get<TeamJoinApplication[]>(joinRequestsPath(teamId));

/** Fetched again each time the screen opens: members keep asking while the manager works elsewhere. */
export function useJoinRequests(teamId: string) {
  return useSWR<TeamJoinApplication[], ApiError>(joinRequestsPath(teamId), () => getJoinRequests(teamId), {
    ...swrConfig,
    revalidateOnMount: true,
  });
}
