import { useApiSWR } from '@dugout/auth';
import type { ScorerGameRow } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** GET /api/game/admin/writer/{userId}: the games the member scores, in every league. */
export function useScorerGames(userId: number | undefined) {
  return useApiSWR<ScorerGameRow[]>(userId !== undefined ? apiPath('game', 'admin', 'writer', userId) : null);
}
