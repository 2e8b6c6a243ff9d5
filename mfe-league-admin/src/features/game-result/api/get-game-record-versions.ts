import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { GameRecordVersionItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const versionsPath = (gameId: number) => apiPath('game', 'admin', 'write', 'game', gameId, 'versions');

/**
 * GET /api/game/admin/write/game/{id}/versions: the official record's history, oldest first. Keyed by
 * the record's version too, so every save, final or correction brings the list up to date.
 */
export function useGameRecordVersions(gameId: number | null, version: number | null) {
  return useSWR<GameRecordVersionItem[], ApiError>(
    gameId ? [versionsPath(gameId), version] : null,
    () => apiClient.get<GameRecordVersionItem[]>(versionsPath(gameId as number)),
    { ...swrConfig, shouldRetryOnError: false },
  );
}
