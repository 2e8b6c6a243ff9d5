import { useApiSWR } from '@dugout/auth';
import type { LeagueMain } from '@dugout/contracts';

const leagueMainPath = (path: string) => `/api/league/mainpath/${encodeURIComponent(path)}`;

/** GET /api/league/mainpath/{path} */
export function useLeagueMainByPath(path: string) {
  return useApiSWR<LeagueMain>(leagueMainPath(path), { shouldRetryOnError: false });
}
