import { useApiSWR } from '@dugout/auth';
import type { TeamEntry } from '@dugout/contracts';
import { apiPath } from '../lib/api-paths';

const leagueTeamsPath = (leagueId: number) => apiPath('league', 'league', leagueId, 'teams');

/** GET /api/league/league/{id}/teams: the league's teams (placeholder teams left out). */
export function useLeagueTeams(leagueId: number | null) {
  return useApiSWR<TeamEntry[]>(leagueId ? leagueTeamsPath(leagueId) : null);
}
