import { useApiSWR } from '@dugout/auth';
import type { AdminLeague } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const adminLeaguesPath = (mainId: number, seasonId: number) => apiPath('league', 'main', mainId, 'season', seasonId, 'league');

/** GET /api/league/main/{m}/season/{s}/league: the season's leagues with their record settings and game counts. */
export function useAdminLeagues(mainId: number | undefined, seasonId: number | null) {
  return useApiSWR<AdminLeague[]>(mainId === undefined || !seasonId ? null : adminLeaguesPath(mainId, seasonId));
}
