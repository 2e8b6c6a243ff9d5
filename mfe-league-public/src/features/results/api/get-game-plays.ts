import { useApiSWR } from '@dugout/auth';
import type { PlaysPublic } from '@dugout/play-by-play';
import { apiPath } from '../../../shared/lib/api-paths';

const gamePlaysPath = (gameId: number) => apiPath('game', gameId, 'plays');

/** GET /api/game/{id}/plays: the 문자 중계 of a game recorded play by play (404 for a box-score-only game). */
export const useGamePlays = (gameId: number | null) => useApiSWR<PlaysPublic>(gameId ? gamePlaysPath(gameId) : null);
