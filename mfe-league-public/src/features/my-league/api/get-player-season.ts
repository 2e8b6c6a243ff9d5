import { useApiSWR } from '@dugout/auth';
import type { PlayerSeasonStats } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** GET /api/team/{id}/player/{pid}/season/{s}: the player's season in the team, by league and in total. */
export function usePlayerSeason(teamId: number, playerId: number, seasonId: number | null) {
  return useApiSWR<PlayerSeasonStats>(seasonId === null ? null : apiPath('team', teamId, 'player', playerId, 'season', seasonId));
}
