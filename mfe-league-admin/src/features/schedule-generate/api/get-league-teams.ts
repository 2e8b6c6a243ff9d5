import { useApiSWR } from '@dugout/auth';
import type { TeamEntry } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** GET /api/league/league/{id}/teams: the league's teams (the ones generation pairs up). */
export function useLeagueTeams(leagueId: number | null) {
  return useApiSWR<TeamEntry[]>(leagueId ? apiPath('league', 'league', leagueId, 'teams') : null);
}
