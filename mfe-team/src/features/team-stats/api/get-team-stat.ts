import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { TeamStat } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const teamStatPath = (teamId: string, seasonId: number, leagueId: number | null) =>
  leagueId === null ? apiPath('team', teamId, 'stat', seasonId) : apiPath('team', teamId, 'stat', seasonId, leagueId);

/** GET /api/team/{id}/stat/{seasonId}[/{leagueId}]: the team's batting and pitching totals of the season or one league of it. */
export const getTeamStat = (teamId: string, seasonId: number, leagueId: number | null) => apiClient.get<TeamStat>(teamStatPath(teamId, seasonId, leagueId));

export function useTeamStat(teamId: string, seasonId: number | null, leagueId: number | null) {
  return useSWR<TeamStat, ApiError>(seasonId === null ? null : teamStatPath(teamId, seasonId, leagueId), () => getTeamStat(teamId, seasonId as number, leagueId), swrConfig);
}
