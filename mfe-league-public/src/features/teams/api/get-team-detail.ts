import { useApiSWR } from '@dugout/auth';
import type { TeamDetail } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const teamDetailPath = (leagueId: number, teamId: number) => apiPath('league', 'league', leagueId, 'team', teamId);

/** GET /api/league/league/{id}/team/{teamId} */
export const useTeamDetail = (leagueId: number, teamId: number, enabled: boolean) =>
  useApiSWR<TeamDetail>(enabled ? teamDetailPath(leagueId, teamId) : null);
