import { apiClient, useApiSWR } from '@dugout/auth';
import type { RosterRegistration } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const teamRosterPath = (leagueId: number, teamId: number) => apiPath('league', 'admin', 'league', leagueId, 'team', teamId, 'teamplayers');

export const getTeamRoster = (leagueId: number, teamId: number): Promise<RosterRegistration[]> => apiClient.get<RosterRegistration[]>(teamRosterPath(leagueId, teamId));

/** GET /api/league/admin/league/{l}/team/{t}/teamplayers: the team's roster, each with whether he is registered in the league. */
export function useTeamRoster(leagueId: number | null, teamId: number | null) {
  return useApiSWR<RosterRegistration[]>(leagueId && teamId ? teamRosterPath(leagueId, teamId) : null);
}
