import { apiClient } from '@dugout/auth';
import type { AdminSeasonAgreement, AgreementContentPayload } from '@dugout/contracts';
import { seasonAgreementPath } from './get-season-agreement';

/** PUT /api/league/admin/season/{seasonId}/agreement (grade 1): the plain-text agreement; signatures keep the text they signed. */
export const saveSeasonAgreement = (seasonId: number, payload: AgreementContentPayload): Promise<AdminSeasonAgreement> =>
  apiClient.put<AdminSeasonAgreement>(seasonAgreementPath(seasonId), payload);
