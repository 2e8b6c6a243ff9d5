import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { ScheduleItem } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const seasonGamesPath = (teamId: string, seasonId: number) => apiPath('team', teamId, 'game', 'season', seasonId);

/** GET /api/team/{id}/game/season/{seasonId}: the team's games of the season in time order. */
export const getTeamSeasonGames = (teamId: string, seasonId: number) => apiClient.get<ScheduleItem[]>(seasonGamesPath(teamId, seasonId));

export function useTeamSeasonGames(teamId: string, seasonId: number | null) {
  return useSWR<ScheduleItem[], ApiError>(seasonId === null ? null : seasonGamesPath(teamId, seasonId), () => getTeamSeasonGames(teamId, seasonId as number), swrConfig);
}
