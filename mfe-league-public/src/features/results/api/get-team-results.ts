import { useApiSWR } from '@dugout/auth';
import type { ScheduleItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const teamResultsPath = (leagueId: number, teamId: number) => apiPath('league', 'league', leagueId, 'game', teamId);

/** GET /api/league/league/{id}/game/{teamId}: one team's recorded games, newest first. */
export const useTeamResults = (leagueId: number | null, teamId: number | null) =>
  useApiSWR<ScheduleItem[]>(leagueId && teamId ? teamResultsPath(leagueId, teamId) : null);
