import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { AdminBoard } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const adminBoardsPath = (mainId: number) => apiPath('league', 'board', mainId, 'admin', 'boards');

/** GET /api/league/board/{main}/admin/boards: every board of the league main with its post count. */
export const getAdminBoards = (mainId: number): Promise<AdminBoard[]> => apiClient.get<AdminBoard[]>(adminBoardsPath(mainId));

export function useAdminBoards(mainId: number | undefined) {
  return useSWR<AdminBoard[], ApiError>(
    mainId === undefined ? null : adminBoardsPath(mainId),
    () => getAdminBoards(mainId as number),
    swrConfig,
  );
}
