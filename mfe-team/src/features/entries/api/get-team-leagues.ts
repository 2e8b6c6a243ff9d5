import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { TeamLeague } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const teamLeaguesPath = (teamId: string) => apiPath('team', teamId, 'leagues');

/** GET /api/team/{teamId}/leagues: the leagues of the active seasons the team plays in, with entry counts. */
export const getTeamLeagues = (teamId: string): Promise<TeamLeague[]> => apiClient.get<TeamLeague[]>(teamLeaguesPath(teamId));

export function useTeamLeagues(teamId: string) {
  return useSWR<TeamLeague[], ApiError>(teamLeaguesPath(teamId), () => getTeamLeagues(teamId), { ...swrConfig, revalidateOnMount: true });
}
