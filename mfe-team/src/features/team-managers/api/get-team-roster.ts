import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { TeamRosterEntry } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const teamRosterPath = (teamId: string) => apiPath('team', teamId, 'players');

/** GET /api/team/{teamId}/players: the roster by back number, each player with his member account (userId) or null. */
export const getTeamRoster = (teamId: string): Promise<TeamRosterEntry[]> => apiClient.get<TeamRosterEntry[]>(teamRosterPath(teamId));

export function useTeamRoster(teamId: string) {
  return useSWR<TeamRosterEntry[], ApiError>(teamRosterPath(teamId), () => getTeamRoster(teamId), {
    ...swrConfig,
    revalidateOnMount: true,
  });
}
