import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { LeagueManagerCheck } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const leagueManagerCheckPath = (leaguePath: string, userId: number) =>
  apiPath('league', 'admin', 'manager', 'can_access', leaguePath, userId);

/** GET /api/league/admin/manager/can_access/{leaguePath}/{userId}: whether the member runs this league, grade and role flags. */
export const getLeagueManagerCheck = (leaguePath: string, userId: number): Promise<LeagueManagerCheck> =>
  apiClient.get<LeagueManagerCheck>(leagueManagerCheckPath(leaguePath, userId));

export function useLeagueManagerCheck(leaguePath: string | undefined, userId: number | undefined) {
  const key = leaguePath && userId !== undefined ? leagueManagerCheckPath(leaguePath, userId) : null;
  return useSWR<LeagueManagerCheck, ApiError>(
    key,
    () => getLeagueManagerCheck(leaguePath as string, userId as number),
    // Asked again on every entry to the area: a grade taken away must not linger in the cache.
    { ...swrConfig, revalidateOnMount: true },
  );
}
