import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { PlayerGameLog } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const playerGamesPath = (teamId: string, playerId: number, seasonId: number) => apiPath('team', teamId, 'player', playerId, 'games', seasonId);

/** GET /api/team/{id}/player/{pid}/games/{seasonId}: the player's line in each game of the season (the progress chart). */
export const getPlayerGames = (teamId: string, playerId: number, seasonId: number) => apiClient.get<PlayerGameLog>(playerGamesPath(teamId, playerId, seasonId));

export function usePlayerGames(teamId: string, playerId: number, seasonId: number | null) {
  return useSWR<PlayerGameLog, ApiError>(
    seasonId === null ? null : playerGamesPath(teamId, playerId, seasonId),
    () => getPlayerGames(teamId, playerId, seasonId as number),
    swrConfig,
  );
}
