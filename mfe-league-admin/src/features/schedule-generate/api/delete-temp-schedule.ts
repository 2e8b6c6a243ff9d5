import { apiClient } from '@dugout/auth';
import { tempSchedulePath } from './temp-schedule-paths';

/** DELETE .../scheduleTemp/{leagueId}/delete/{tempId} (answers 1). */
export const deleteTempSchedule = (leagueId: number, tempId: number): Promise<unknown> =>
  apiClient.delete<unknown>(tempSchedulePath(leagueId, 'delete', tempId));
