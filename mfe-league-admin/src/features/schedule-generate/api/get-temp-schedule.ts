import { useApiSWR } from '@dugout/auth';
import type { TempSchedule } from '@dugout/contracts';
import { tempSchedulePath } from './temp-schedule-paths';

export const proceedPath = (leagueId: number) => tempSchedulePath(leagueId, 'proceed');

/** GET .../scheduleTemp/{leagueId}/proceed: the league's saved temp schedule, or null when there is none. */
export function useSavedTempSchedule(leagueId: number | null) {
  return useApiSWR<TempSchedule | null>(leagueId ? proceedPath(leagueId) : null);
}
