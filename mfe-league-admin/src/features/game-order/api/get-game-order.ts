import { useApiSWR } from '@dugout/auth';
import type { GameOrderAdmin } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const gameOrderPath = (gameId: number) => apiPath('game', 'admin', 'order', gameId);

/** GET /api/game/admin/order/{gameId}: the game, both sides' saved lineups and their rosters with eligibility. */
export function useGameOrder(gameId: number | null) {
  return useApiSWR<GameOrderAdmin>(gameId ? gameOrderPath(gameId) : null);
}
