import { useApiSWR } from '@dugout/auth';
import type { LeagueBase } from '@dugout/contracts';
import { apiPath } from '../lib/api-paths';

const leagueBasePath = (path: string) => apiPath('league', 'base', path);

/** GET /api/league/base/{path}: main record, seasons, active season, boards, video link. */
export function useLeagueBase(path: string | undefined) {
  return useApiSWR<LeagueBase>(path ? leagueBasePath(path) : null);
}
