import { apiClient, useApiSWR } from '@dugout/auth';
import type { PlayerRegistrationDetail } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const playerRegistrationPath = (leagueId: number, teamId: number, playerId: number) =>
  apiPath('league', 'admin', 'league', leagueId, 'team', teamId, playerId);

export const getPlayerRegistration = (leagueId: number, teamId: number, playerId: number): Promise<PlayerRegistrationDetail> => apiClient.get<PlayerRegistrationDetail>(playerRegistrationPath(leagueId, teamId, playerId));

/** GET /api/league/admin/league/{l}/team/{t}/{p}: the registered player's record and his registrations and teams in the season. */
export function usePlayerRegistration(leagueId: number | null, teamId: number | null, playerId: number | null) {
  return useApiSWR<PlayerRegistrationDetail>(leagueId && teamId && playerId ? playerRegistrationPath(leagueId, teamId, playerId) : null);
}
