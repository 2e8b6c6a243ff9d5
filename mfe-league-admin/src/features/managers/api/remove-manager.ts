import { apiClient } from '@dugout/auth';
import { apiPath } from '../../../shared/lib/api-paths';

/** DELETE /api/league/admin/main/{id}/manager/{userId} (the last grade-1 manager cannot be removed). */
export const removeManager = (mainId: number, userId: number): Promise<number> =>
  apiClient.delete<number>(apiPath('league', 'admin', 'main', mainId, 'manager', userId));
