import { apiClient } from '@dugout/auth';
import type { LeagueTeamAdminItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** POST /api/league/admin/league/{id}/addTeams {teamIds}: answers the league's teams afterwards. */
export const addLeagueTeams = (leagueId: number, teamIds: readonly number[]): Promise<LeagueTeamAdminItem[]> =>
  apiClient.post<LeagueTeamAdminItem[]>(apiPath('league', 'admin', 'league', leagueId, 'addTeams'), { teamIds });
