import { apiClient } from '@dugout/auth';
import type { ScheduleUploadPreview } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** POST /api/league/admin/scheduleUpload/{leagueId}/preview: the file's rows and their errors by row and column; nothing is saved. */
export function previewScheduleUpload(leagueId: number, file: File): Promise<ScheduleUploadPreview> {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<ScheduleUploadPreview>(apiPath('league', 'admin', 'scheduleUpload', leagueId, 'preview'), body);
}
