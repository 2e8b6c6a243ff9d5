import { useApiSWR } from '@dugout/auth';
import type { ScheduleAdminSearch } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const scheduleSearchPath = (seasonId: number, month: string, leagueId: number | null) =>
  leagueId ? apiPath('league', 'admin', 'schedule', seasonId, month, leagueId) : apiPath('league', 'admin', 'schedule', seasonId, month);

/** GET /api/league/admin/schedule/{season}/{YYYYMM}[/{league}]: the month's games (upcoming first) and the server's time. */
export function useScheduleSearch(seasonId: number | null, month: string, leagueId: number | null) {
  return useApiSWR<ScheduleAdminSearch>(seasonId && month ? scheduleSearchPath(seasonId, month, leagueId) : null);
}
