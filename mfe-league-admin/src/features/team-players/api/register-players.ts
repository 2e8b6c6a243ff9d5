import { apiClient } from '@dugout/auth';
import type { RegisterPlayersPayload, RegisterPlayersResult } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** POST /api/league/admin/league/{l}/team/{t}/register {playerIds, registerDate?}: roster players registered in the league. */
export const registerPlayers = (leagueId: number, teamId: number, payload: RegisterPlayersPayload): Promise<RegisterPlayersResult> =>
  apiClient.post<RegisterPlayersResult>(apiPath('league', 'admin', 'league', leagueId, 'team', teamId, 'register'), payload, { idempotent: true });
