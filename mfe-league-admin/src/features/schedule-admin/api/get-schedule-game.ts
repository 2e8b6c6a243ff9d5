import { useApiSWR } from '@dugout/auth';
import type { ScheduleItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** GET /api/league/league/{league}/schedule/game/{game}: the game the form edits. */
export function useScheduleGame(leagueId: number | null, gameId: number | null) {
  return useApiSWR<ScheduleItem>(leagueId && gameId ? apiPath('league', 'league', leagueId, 'schedule', 'game', gameId) : null);
}
