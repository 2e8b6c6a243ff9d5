import { apiClient } from '@dugout/auth';
import type { ScheduleGeneratePayload, TempSchedule } from '@dugout/contracts';
import { tempSchedulePath } from './temp-schedule-paths';

/** POST .../scheduleTemp/{leagueId}/save: generates and keeps it as the league's temp schedule (replacing an earlier one). */
export const saveTempSchedule = (leagueId: number, payload: ScheduleGeneratePayload): Promise<TempSchedule> =>
  apiClient.post<TempSchedule>(tempSchedulePath(leagueId, 'save'), payload);
