import { apiClient } from '@dugout/auth';
import type { BoardPayload } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** PATCH /api/league/board/{main}/admin/board/{boardId}: the board's settings (the fixed boards keep their path). */
export const updateBoard = (mainId: number, boardId: number, payload: BoardPayload): Promise<{ boardId: number }> =>
  apiClient.patch<{ boardId: number }>(apiPath('league', 'board', mainId, 'admin', 'board', boardId), payload);
