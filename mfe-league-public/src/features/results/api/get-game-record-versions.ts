import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { GameRecordVersionItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const gameRecordVersionsPath = (gameId: number) => apiPath('game', 'admin', 'write', 'game', gameId, 'versions');

/** GET /api/game/admin/write/game/{id}/versions: the official record's history, oldest first (managers with the game role). */
export const getGameRecordVersions = (gameId: number): Promise<GameRecordVersionItem[]> =>
  apiClient.get<GameRecordVersionItem[]>(gameRecordVersionsPath(gameId));

/**
 * Asked only for a logged-in member (userId null: nothing fetched), keyed by member so another login
 * never sees the cached answer of the last one. The API decides who may see the history; a refusal
 * (401/403) is final, so it is not retried.
 */
export function useGameRecordVersions(gameId: number | null, userId: number | null) {
  return useSWR<GameRecordVersionItem[], ApiError>(
    gameId && userId ? [gameRecordVersionsPath(gameId), userId] : null,
    () => getGameRecordVersions(gameId as number),
    { ...swrConfig, shouldRetryOnError: false },
  );
}
