import { apiClient } from '@dugout/auth';
import { adminLeaguesPath } from './get-admin-leagues';

/** DELETE /api/league/main/{m}/season/{s}/league/{l}: only a league without games (else 400 with the reason). */
export const deleteLeague = (mainId: number, seasonId: number, leagueId: number): Promise<unknown> =>
  apiClient.delete<unknown>(`${adminLeaguesPath(mainId, seasonId)}/${leagueId}`);
