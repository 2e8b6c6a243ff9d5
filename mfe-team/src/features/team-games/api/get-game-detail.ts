import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { GameDetail } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const gameDetailPath = (gameId: number) => apiPath('game', gameId, 'detail');

/** GET /api/game/{id}/detail: the box score. */
export const getGameDetail = (gameId: number) => apiClient.get<GameDetail>(gameDetailPath(gameId));

export function useGameDetail(gameId: number | null) {
  return useSWR<GameDetail, ApiError>(gameId === null ? null : gameDetailPath(gameId), () => getGameDetail(gameId as number), swrConfig);
}
