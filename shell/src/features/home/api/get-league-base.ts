import { useApiSWR } from '@dugout/auth';
import type { LeagueBase } from '@dugout/contracts';

const leagueBasePath = (path: string) => `/api/league/base/${encodeURIComponent(path)}`;

/** GET /api/league/base/{path} */
export function useLeagueBase(path: string) {
  return useApiSWR<LeagueBase>(leagueBasePath(path), { shouldRetryOnError: false });
}
