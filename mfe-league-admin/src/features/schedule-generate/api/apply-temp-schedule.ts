import { apiClient } from '@dugout/auth';
import type { TempScheduleApplyResult } from '@dugout/contracts';
import { tempSchedulePath } from './temp-schedule-paths';

/** POST .../scheduleTemp/{leagueId}/apply {tempId}: the temp schedule becomes the league's real schedule. */
export const applyTempSchedule = (leagueId: number, tempId: number): Promise<TempScheduleApplyResult> =>
  apiClient.post<TempScheduleApplyResult>(tempSchedulePath(leagueId, 'apply'), { tempId });
