import { apiClient } from '@dugout/auth';
import { apiPath } from '../../../shared/lib/api-paths';

/** PATCH /api/league/schedule/{game}/suspend: puts the game on the season's suspended-games list (1). */
export const suspendScheduleGame = (gameId: number): Promise<number> => apiClient.patch<number>(apiPath('league', 'schedule', gameId, 'suspend'), {});
