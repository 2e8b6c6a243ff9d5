import { useApiSWR } from '@dugout/auth';
import type { AdminSeasonAgreement } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const seasonAgreementPath = (seasonId: number) => apiPath('league', 'admin', 'season', seasonId, 'agreement');

/** GET /api/league/admin/season/{seasonId}/agreement: the season's text, its last writer and the signatures per team. */
export function useSeasonAgreement(seasonId: number | null) {
  return useApiSWR<AdminSeasonAgreement>(seasonId ? seasonAgreementPath(seasonId) : null, { revalidateOnMount: true });
}
