import { apiClient } from '@dugout/auth';
import type { ScheduleUploadResult } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** POST /api/league/admin/scheduleUpload/{leagueId}/apply: the same file again, every game saved or none (400 with the bad cells). */
export function applyScheduleUpload(leagueId: number, file: File): Promise<ScheduleUploadResult> {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<ScheduleUploadResult>(apiPath('league', 'admin', 'scheduleUpload', leagueId, 'apply'), body);
}
