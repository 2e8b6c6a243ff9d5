import { useApiSWR } from '@dugout/auth';
import type { Season } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const seasonsPath = (mainId: number) => apiPath('league', 'main', mainId, 'season');

/** GET /api/league/main/{id}/season: the main's seasons, newest first. */
export function useSeasons(mainId: number | undefined) {
  return useApiSWR<Season[]>(mainId === undefined ? null : seasonsPath(mainId));
}
