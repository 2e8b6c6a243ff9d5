import { useApiSWR } from '@dugout/auth';
import type { ScheduleItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** GET /api/team/{id}/schedule/next/{n}: the team's next games in every league. */
export function useTeamNextGames(teamId: number, count: number) {
  return useApiSWR<ScheduleItem[]>(apiPath('team', teamId, 'schedule', 'next', count));
}
