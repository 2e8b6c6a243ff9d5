import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { PlayerCareer } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const careerPath = (mainId: number, playerId: number) => apiPath('league', 'main', mainId, 'player', playerId, 'career');

/** GET /api/league/main/{mainId}/player/{pid}/career: the player's totals by season and league of the main, and the career total. */
export const getPlayerCareer = (mainId: number, playerId: number) => apiClient.get<PlayerCareer>(careerPath(mainId, playerId));

export function usePlayerCareer(mainId: number | null, playerId: number) {
  return useSWR<PlayerCareer, ApiError>(mainId === null ? null : careerPath(mainId, playerId), () => getPlayerCareer(mainId as number, playerId), swrConfig);
}
