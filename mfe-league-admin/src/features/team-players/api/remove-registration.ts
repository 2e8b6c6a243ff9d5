import { apiClient } from '@dugout/auth';
import { apiPath } from '../../../shared/lib/api-paths';

/** DELETE /api/league/admin/league/{l}/team/{t}/{p}: refused (400) while the player has game lines in the league. */
export const removeRegistration = (leagueId: number, teamId: number, playerId: number): Promise<number> =>
  apiClient.delete<number>(apiPath('league', 'admin', 'league', leagueId, 'team', teamId, playerId));
