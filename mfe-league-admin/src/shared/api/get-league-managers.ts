import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { LeagueManagerItem } from '@dugout/contracts';
import { apiPath } from '../lib/api-paths';

export const leagueManagersPath = (mainId: number) => apiPath('league', 'admin', 'main', mainId, 'managers');

/** GET /api/league/admin/main/{id}/managers: the league main's managers with grade, memo and role flags (grade 1). */
export const getLeagueManagers = (mainId: number): Promise<LeagueManagerItem[]> =>
  apiClient.get<LeagueManagerItem[]>(leagueManagersPath(mainId));

/** Shared by the managers and roles screens and the audit log's manager filter. */
export function useLeagueManagers(mainId: number | undefined) {
  return useSWR<LeagueManagerItem[], ApiError>(
    mainId === undefined ? null : leagueManagersPath(mainId),
    () => getLeagueManagers(mainId as number),
    swrConfig,
  );
}
