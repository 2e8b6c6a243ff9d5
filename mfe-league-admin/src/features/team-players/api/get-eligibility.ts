import { apiClient, useApiSWR } from '@dugout/auth';
import type { EligibilitySettings } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const eligibilityPath = (mainId: number) => apiPath('league', 'admin', 'main', mainId, 'eligibility');

export const getEligibility = (mainId: number): Promise<EligibilitySettings> => apiClient.get<EligibilitySettings>(eligibilityPath(mainId));

/** GET /api/league/admin/main/{id}/eligibility: the waiting days and the former-professional statuses allowed to play. */
export function useEligibility(mainId: number | undefined) {
  return useApiSWR<EligibilitySettings>(mainId === undefined ? null : eligibilityPath(mainId));
}
