import { apiClient } from '@dugout/auth';
import type { RegisteredPlayer, RegisterDatePayload } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** PATCH /api/league/admin/league/{l}/team/{t}/register/{p} {registerDate}: the date must lie within the season. */
export const changeRegisterDate = (leagueId: number, teamId: number, playerId: number, payload: RegisterDatePayload): Promise<RegisteredPlayer> =>
  apiClient.patch<RegisteredPlayer>(apiPath('league', 'admin', 'league', leagueId, 'team', teamId, 'register', playerId), payload);
