import { apiClient } from '@dugout/auth';
import type { LeagueManagerItem, ManagerGradePayload } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** PATCH /api/league/admin/main/{id}/manager/{userId}/grade: grade and memo (the last grade-1 manager cannot be demoted). */
export const changeManagerGrade = (mainId: number, userId: number, payload: ManagerGradePayload): Promise<LeagueManagerItem> =>
  apiClient.patch<LeagueManagerItem>(apiPath('league', 'admin', 'main', mainId, 'manager', userId, 'grade'), payload);
