import { useApiSWR } from '@dugout/auth';
import type { GameOrder } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const gameOrderPath = (leagueId: number, gameId: number) => apiPath('league', 'league', leagueId, 'schedule', gameId, 'order');

/** GET /api/league/league/{id}/schedule/{gameId}/order: both lineups with their submitted flags. */
export const useGameOrder = (leagueId: number, gameId: number) => useApiSWR<GameOrder>(gameOrderPath(leagueId, gameId));
