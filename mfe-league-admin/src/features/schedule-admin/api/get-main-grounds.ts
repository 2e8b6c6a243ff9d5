import { useApiSWR } from '@dugout/auth';
import type { Ground } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** GET /api/ground/leagueMain/{mainId}: the league main's grounds. */
export function useMainGrounds(mainId: number | undefined) {
  return useApiSWR<Ground[]>(mainId ? apiPath('ground', 'leagueMain', mainId) : null);
}
