import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { ScheduleItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const recentResultsPath = (teamId: string, count: number) => apiPath('team', teamId, 'game', 'recent', count);

/** GET /api/team/{id}/game/recent/{n}: the team's last results, newest first. */
export const getTeamRecentResults = (teamId: string, count: number) => apiClient.get<ScheduleItem[]>(recentResultsPath(teamId, count));

export function useTeamRecentResults(teamId: string, count: number) {
  return useSWR<ScheduleItem[], ApiError>(recentResultsPath(teamId, count), () => getTeamRecentResults(teamId, count), swrConfig);
}
