import { useApiSWR } from '@dugout/auth';
import { apiPath } from '../../../shared/lib/api-paths';

const suspendedPath = (seasonId: number) => apiPath('game', 'season', seasonId, 'suspended');

/** GET /api/game/season/{id}/suspended: ids of the season's suspended games. */
// The mark is extra information: a failing call leaves the rows unmarked instead of blocking them.
export const useSeasonSuspended = (seasonId: number | null) =>
  useApiSWR<number[]>(seasonId ? suspendedPath(seasonId) : null, { shouldRetryOnError: false });
