import { useApiSWR } from '@dugout/auth';
import type { GameDetail } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const gameDetailPath = (gameId: number) => apiPath('game', gameId, 'detail');

/** GET /api/game/{id}/detail: the full box score. */
export const useGameDetail = (gameId: number | null) => useApiSWR<GameDetail>(gameId ? gameDetailPath(gameId) : null);
