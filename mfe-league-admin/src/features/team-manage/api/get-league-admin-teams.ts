import { useApiSWR } from '@dugout/auth';
import type { LeagueTeamAdminItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const leagueAdminTeamsPath = (leagueId: number) => apiPath('league', 'admin', 'league', leagueId, 'team');

/** GET /api/league/admin/league/{id}/team: the league's teams with player count and whether they have games. */
export function useLeagueAdminTeams(leagueId: number | null) {
  return useApiSWR<LeagueTeamAdminItem[]>(leagueId ? leagueAdminTeamsPath(leagueId) : null);
}
