import { apiClient } from '@dugout/auth';
import type { BoardPayload } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** POST /api/league/board/{main}/admin/board: a new board (400 with field errors when a check fails). */
export const createBoard = (mainId: number, payload: BoardPayload): Promise<{ boardId: number }> =>
  apiClient.post<{ boardId: number }>(apiPath('league', 'board', mainId, 'admin', 'board'), payload);
