import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { PlayerSeasonStats } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const playerSeasonPath = (teamId: string, playerId: number, seasonId: number) => apiPath('team', teamId, 'player', playerId, 'season', seasonId);

/** GET /api/team/{id}/player/{pid}/season/{seasonId}: the player's totals per league of the season and the season total. */
export const getPlayerSeason = (teamId: string, playerId: number, seasonId: number) =>
  apiClient.get<PlayerSeasonStats>(playerSeasonPath(teamId, playerId, seasonId));

export function usePlayerSeason(teamId: string, playerId: number, seasonId: number | null) {
  return useSWR<PlayerSeasonStats, ApiError>(
    seasonId === null ? null : playerSeasonPath(teamId, playerId, seasonId),
    () => getPlayerSeason(teamId, playerId, seasonId as number),
    swrConfig,
  );
}
