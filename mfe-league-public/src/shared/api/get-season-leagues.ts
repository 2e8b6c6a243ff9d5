import { apiRequest, useApiSWR } from '@dugout/auth';
import type { League } from '@dugout/contracts';
import { apiPath } from '../lib/api-paths';

const seasonLeaguesPath = (seasonId: number) => apiPath('league', 'season', seasonId, 'league');

/** GET /api/league/season/{id}/league: the season's leagues. */
export const getSeasonLeagues = (seasonId: number) => apiRequest<League[]>('GET', seasonLeaguesPath(seasonId));

export function useSeasonLeagues(seasonId: number | null) {
  return useApiSWR<League[]>(seasonId ? seasonLeaguesPath(seasonId) : null);
}
