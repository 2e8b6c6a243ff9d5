import { useApiSWR } from '@dugout/auth';
import type { ScheduleItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const teamSchedulePath = (leagueId: number, teamId: number) => apiPath('league', 'league', leagueId, 'schedule', teamId);

/** GET /api/league/league/{id}/schedule/{teamId}: one team's games by time. */
export const useTeamSchedule = (leagueId: number | null, teamId: number | null) =>
  useApiSWR<ScheduleItem[]>(leagueId && teamId ? teamSchedulePath(leagueId, teamId) : null);
