import { useApiSWR } from '@dugout/auth';
import type { LeagueApplyItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** GET /api/league/admin/league/{id}/applyTeams: pending applications first (oldest first), then the decided ones. */
export function useLeagueApplications(leagueId: number) {
  return useApiSWR<LeagueApplyItem[]>(apiPath('league', 'admin', 'league', leagueId, 'applyTeams'));
}
