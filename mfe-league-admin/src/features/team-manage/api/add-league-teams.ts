import { apiClient } from '@dugout/auth';
import type { LeagueTeamAddItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/**
 * POST /api/league/admin/league/{id}/addTeams {teamIds}: adds the teams not yet in the league and answers
 * the league's teams afterwards, each named team marked added or alreadyInLeague.
 */
export const addLeagueTeams = (leagueId: number, teamIds: readonly number[]): Promise<LeagueTeamAddItem[]> =>
  apiClient.post<LeagueTeamAddItem[]>(apiPath('league', 'admin', 'league', leagueId, 'addTeams'), { teamIds });
