import { apiClient } from '@dugout/auth';
import type { LeagueTeamAdminItem, PlaceholderTeamPayload } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** POST /api/league/admin/league/{id}/placeholderTeam {teamName}: a placeholder team (sport type 9) for brackets. */
export const addPlaceholderTeam = (leagueId: number, payload: PlaceholderTeamPayload): Promise<LeagueTeamAdminItem[]> =>
  apiClient.post<LeagueTeamAdminItem[]>(apiPath('league', 'admin', 'league', leagueId, 'placeholderTeam'), payload);
