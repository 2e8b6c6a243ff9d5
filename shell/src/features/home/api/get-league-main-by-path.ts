import { apiClient, useApiSWR } from '@dugout/auth';

/** The part of a league main record the home page shows. */
export interface LeagueMainName {
  mainName: string;
}

const leagueMainPath = (path: string) => `/api/league/mainpath/${encodeURIComponent(path)}`;

/** GET /api/league/mainpath/{path} */
export function getLeagueMainByPath(path: string): Promise<LeagueMainName> {
  return apiClient.get<LeagueMainName>(leagueMainPath(path));
}

export function useLeagueMainByPath(path: string) {
  return useApiSWR<LeagueMainName>(leagueMainPath(path), { shouldRetryOnError: false });
}
