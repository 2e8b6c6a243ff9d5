import { useApiSWR } from '@dugout/auth';
import type { ScheduleItem } from '@dugout/contracts';
import { apiPath } from '../lib/api-paths';

export const leagueSchedulePath = (leagueId: number, wholeSeason: boolean) =>
  `${apiPath('league', 'league', leagueId, 'schedule')}${wholeSeason ? '?all=true' : ''}`;

/** GET /api/league/league/{id}/schedule[?all=true]: the league's games in time order (all=true: every league of its season). */
export function useLeagueSchedule(leagueId: number | null, wholeSeason: boolean) {
  return useApiSWR<ScheduleItem[]>(leagueId ? leagueSchedulePath(leagueId, wholeSeason) : null);
}
