import { apiClient } from '@dugout/auth';
import { apiPath } from '../../../shared/lib/api-paths';

/** PATCH /api/league/schedule/{game}/cancel {reason}: 1 when cancelled (the record in progress is deleted). */
export const cancelScheduleGame = (gameId: number, reason: string): Promise<number> =>
  apiClient.patch<number>(apiPath('league', 'schedule', gameId, 'cancel'), { reason });
