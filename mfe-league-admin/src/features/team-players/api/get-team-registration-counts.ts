import { apiClient, useApiSWR } from '@dugout/auth';
import type { TeamRegistrationCount } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const teamRegistrationCountsPath = (leagueId: number) => apiPath('league', 'admin', 'league', leagueId, 'registrations');

export const getTeamRegistrationCounts = (leagueId: number): Promise<TeamRegistrationCount[]> => apiClient.get<TeamRegistrationCount[]>(teamRegistrationCountsPath(leagueId));

/** GET /api/league/admin/league/{l}/registrations: the league's teams with their registered and roster counts. */
export function useTeamRegistrationCounts(leagueId: number | null | undefined) {
  return useApiSWR<TeamRegistrationCount[]>(leagueId ? teamRegistrationCountsPath(leagueId) : null);
}
