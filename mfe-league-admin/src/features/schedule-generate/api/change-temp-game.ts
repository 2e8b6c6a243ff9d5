import { apiClient } from '@dugout/auth';
import type { TempSchedule, TempScheduleGameChange } from '@dugout/contracts';
import { tempSchedulePath } from './temp-schedule-paths';

/** PATCH .../scheduleTemp/{leagueId}/game/{tempGameId}: a new date, time or ground, or home and away swapped (400 on a double booking). */
export const changeTempGame = (leagueId: number, tempGameId: number, change: TempScheduleGameChange): Promise<TempSchedule> =>
  apiClient.patch<TempSchedule>(tempSchedulePath(leagueId, 'game', tempGameId), change);
