import { useApiSWR } from '@dugout/auth';
import type { League } from '@dugout/contracts';
import { apiPath } from '../lib/api-paths';

export const seasonLeaguesPath = (seasonId: number) => apiPath('league', 'season', seasonId, 'league');

/** GET /api/league/season/{id}/league: the season's leagues, in their display order. */
export function useSeasonLeagues(seasonId: number | null | undefined) {
  return useApiSWR<League[]>(seasonId ? seasonLeaguesPath(seasonId) : null);
}
