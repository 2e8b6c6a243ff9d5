import { apiClient } from '@dugout/auth';
import type { LeagueTeamAdminItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** POST /api/league/admin/league/{id}/removeTeams {teamIds}: only teams without games in the league. */
export const removeLeagueTeams = (leagueId: number, teamIds: readonly number[]): Promise<LeagueTeamAdminItem[]> =>
  apiClient.post<LeagueTeamAdminItem[]>(apiPath('league', 'admin', 'league', leagueId, 'removeTeams'), { teamIds });
