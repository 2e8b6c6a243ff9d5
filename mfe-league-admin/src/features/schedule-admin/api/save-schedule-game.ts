import { apiClient } from '@dugout/auth';
import type { ScheduleAdminRow, ScheduleGamePayload } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** POST .../schedule/game (new) or PATCH .../schedule/game/{game} (edit) of the league the form started from. */
export function saveScheduleGame(leagueId: number, gameId: number | null, payload: ScheduleGamePayload): Promise<ScheduleAdminRow> {
  return gameId
    ? apiClient.patch<ScheduleAdminRow>(apiPath('league', 'league', leagueId, 'schedule', 'game', gameId), payload)
    : apiClient.post<ScheduleAdminRow>(apiPath('league', 'league', leagueId, 'schedule', 'game'), payload);
}
