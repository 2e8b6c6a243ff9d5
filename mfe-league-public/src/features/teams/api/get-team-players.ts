import { useApiSWR } from '@dugout/auth';
import type { LeagueTeamPlayer } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const teamPlayersPath = (leagueId: number, teamId: number) => apiPath('league', 'league', leagueId, 'team', teamId, 'players');

/** GET /api/league/league/{id}/team/{teamId}/players: the team's players in that league. */
export const useTeamPlayers = (leagueId: number, teamId: number, enabled: boolean) =>
  useApiSWR<LeagueTeamPlayer[]>(enabled ? teamPlayersPath(leagueId, teamId) : null);
