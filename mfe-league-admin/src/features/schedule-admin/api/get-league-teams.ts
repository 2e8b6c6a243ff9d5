import { useApiSWR, withQuery } from '@dugout/auth';
import type { TeamEntry } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** GET /api/league/league/{id}/teams?includeTempTeam=true: the league's teams (placeholder teams too). */
export function useLeagueTeams(leagueId: number | null) {
  return useApiSWR<TeamEntry[]>(leagueId ? withQuery(apiPath('league', 'league', leagueId, 'teams'), { includeTempTeam: true }) : null);
}
