import { useApiSWR } from '@dugout/auth';
import type { LeagueApplyItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const leagueApplicationsPath = (leagueId: number) => apiPath('league', 'admin', 'league', leagueId, 'applyTeams');

/** GET /api/league/admin/league/{id}/applyTeams: the league's applications (the link to the receipt screen counts the pending ones). */
export function useLeagueApplications(leagueId: number | null) {
  return useApiSWR<LeagueApplyItem[]>(leagueId ? leagueApplicationsPath(leagueId) : null);
}
