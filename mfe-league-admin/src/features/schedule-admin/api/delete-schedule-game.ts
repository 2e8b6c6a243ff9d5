import { apiClient } from '@dugout/auth';
import { apiPath } from '../../../shared/lib/api-paths';

/** DELETE /api/league/league/{league}/schedule/game/{game}: 1 when deleted; refused (400) when the game has a record. */
export const deleteScheduleGame = (leagueId: number, gameId: number): Promise<number> =>
  apiClient.delete<number>(apiPath('league', 'league', leagueId, 'schedule', 'game', gameId));
