import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { Board } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const adminBoardPath = (mainId: number, boardId: number) => apiPath('league', 'board', mainId, 'admin', 'board', boardId);

/** GET /api/league/board/{main}/admin/board/{id}: one board's settings, for the edit form. */
export const getAdminBoard = (mainId: number, boardId: number): Promise<Board> => apiClient.get<Board>(adminBoardPath(mainId, boardId));

/** Nothing is fetched for a new board (boardId undefined). */
export function useAdminBoard(mainId: number | undefined, boardId: number | undefined) {
  return useSWR<Board, ApiError>(
    mainId === undefined || boardId === undefined ? null : adminBoardPath(mainId, boardId),
    () => getAdminBoard(mainId as number, boardId as number),
    swrConfig,
  );
}
