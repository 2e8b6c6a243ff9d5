import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { TeamRosterStats } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const rosterStatsPath = (teamId: string, seasonId: number) => apiPath('team', teamId, 'roster', 'stat', seasonId);

/** GET /api/team/{id}/roster/stat/{seasonId}: the roster with each player's season totals. */
export const getRosterStats = (teamId: string, seasonId: number) => apiClient.get<TeamRosterStats>(rosterStatsPath(teamId, seasonId));

export function useRosterStats(teamId: string, seasonId: number | null) {
  return useSWR<TeamRosterStats, ApiError>(seasonId === null ? null : rosterStatsPath(teamId, seasonId), () => getRosterStats(teamId, seasonId as number), swrConfig);
}
