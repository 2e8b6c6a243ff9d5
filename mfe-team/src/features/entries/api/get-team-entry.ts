import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { TeamLeagueEntry } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const teamEntryPath = (teamId: string, leagueId: string) => apiPath('team', teamId, 'entry', leagueId);

/** GET /api/team/{teamId}/entry/{leagueId}: the league's rules, its registered players of the team and the roster to add from. */
export const getTeamEntry = (teamId: string, leagueId: string): Promise<TeamLeagueEntry> =>
  apiClient.get<TeamLeagueEntry>(teamEntryPath(teamId, leagueId));

export function useTeamEntry(teamId: string, leagueId: string) {
  return useSWR<TeamLeagueEntry, ApiError>(teamEntryPath(teamId, leagueId), () => getTeamEntry(teamId, leagueId), {
    ...swrConfig,
    revalidateOnMount: true,
  });
}
