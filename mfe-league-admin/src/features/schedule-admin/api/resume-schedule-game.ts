import { apiClient } from '@dugout/auth';
import type { ScheduleAdminRow } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** PATCH /api/league/schedule/{game}/resume {scheduleTime, groundId?}: the suspended game's new date. */
export const resumeScheduleGame = (gameId: number, scheduleTime: string, groundId: number | null): Promise<ScheduleAdminRow> =>
  apiClient.patch<ScheduleAdminRow>(apiPath('league', 'schedule', gameId, 'resume'), { scheduleTime, groundId });
