import { apiClient } from '@dugout/auth';
import type { EligibilitySettings, EligibilitySettingsPayload } from '@dugout/contracts';
import { eligibilityPath } from './get-eligibility';

/** PUT /api/league/admin/main/{id}/eligibility {waitDays, allowedProTypes, allowedProTypeMiddles} (grade 1). */
export const saveEligibility = (mainId: number, payload: EligibilitySettingsPayload): Promise<EligibilitySettings> =>
  apiClient.put<EligibilitySettings>(eligibilityPath(mainId), payload);
