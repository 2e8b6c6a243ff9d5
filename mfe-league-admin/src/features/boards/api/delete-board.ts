import { apiClient } from '@dugout/auth';
import { apiPath } from '../../../shared/lib/api-paths';

/** DELETE /api/league/board/{main}/admin/board/{id}: the board and its posts (the notice and gallery boards answer 400). */
export const deleteBoard = (mainId: number, boardId: number): Promise<unknown> =>
  apiClient.delete<unknown>(apiPath('league', 'board', mainId, 'admin', 'board', boardId));
