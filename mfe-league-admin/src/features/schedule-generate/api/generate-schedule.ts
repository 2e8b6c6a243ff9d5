import { apiClient } from '@dugout/auth';
import type { ScheduleGeneratePayload, TempSchedule } from '@dugout/contracts';
import { tempSchedulePath } from './temp-schedule-paths';

/** POST .../scheduleTemp/{leagueId}/generate: a preview of the generated schedule (not saved, tempId null). */
export const generateSchedule = (leagueId: number, payload: ScheduleGeneratePayload): Promise<TempSchedule> =>
  apiClient.post<TempSchedule>(tempSchedulePath(leagueId, 'generate'), payload);
