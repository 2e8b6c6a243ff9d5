import { useApiSWR } from '@dugout/auth';
import type { GameWriter } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** GET /api/league/main/{id}/writers: members who may enter records (the scorer choices). */
export function useWriters(mainId: number | undefined) {
  return useApiSWR<GameWriter[]>(mainId ? apiPath('league', 'main', mainId, 'writers') : null);
}
