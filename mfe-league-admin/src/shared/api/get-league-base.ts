import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { LeagueBase } from '@dugout/contracts';
import { apiPath } from '../lib/api-paths';

const leagueBasePath = (leaguePath: string) => apiPath('league', 'base', leaguePath);

/** GET /api/league/base/{path}: the league main with its seasons and which one is active. */
export const getLeagueBase = (leaguePath: string): Promise<LeagueBase> => apiClient.get<LeagueBase>(leagueBasePath(leaguePath));

export function useLeagueBase(leaguePath: string | undefined) {
  return useSWR<LeagueBase, ApiError>(
    leaguePath ? leagueBasePath(leaguePath) : null,
    () => getLeagueBase(leaguePath as string),
    swrConfig,
  );
}
