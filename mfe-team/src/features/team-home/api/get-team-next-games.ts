import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { ScheduleItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const nextGamesPath = (teamId: string, count: number) => apiPath('team', teamId, 'schedule', 'next', count);

/** GET /api/team/{id}/schedule/next/{n}: the team's next games in every league. */
export const getTeamNextGames = (teamId: string, count: number) => apiClient.get<ScheduleItem[]>(nextGamesPath(teamId, count));

export function useTeamNextGames(teamId: string, count: number) {
  return useSWR<ScheduleItem[], ApiError>(nextGamesPath(teamId, count), () => getTeamNextGames(teamId, count), swrConfig);
}
