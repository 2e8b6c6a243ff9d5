import { apiClient, useApiSWR } from '@dugout/auth';
import type { RegisteredPlayer } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const registeredPlayersPath = (leagueId: number, teamId: number) =>
  apiPath('league', 'admin', 'league', leagueId, 'team', teamId, 'players');

export const getRegisteredPlayers = (leagueId: number, teamId: number): Promise<RegisteredPlayer[]> => apiClient.get<RegisteredPlayer[]>(registeredPlayersPath(leagueId, teamId));

/** GET /api/league/admin/league/{l}/team/{t}/players: the team's registered players with date, double registration and game lines. */
export function useRegisteredPlayers(leagueId: number | null, teamId: number | null) {
  return useApiSWR<RegisteredPlayer[]>(leagueId && teamId ? registeredPlayersPath(leagueId, teamId) : null);
}
