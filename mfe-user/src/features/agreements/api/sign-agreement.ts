import { apiClient } from '@dugout/auth';
import type { AgreementSignPayload, SignedAgreement } from '@dugout/contracts';

/**
 * POST /api/league/agreement { seasonId, signName }: 400 when the name is not the registered
 * player's, 403 when the member does not play in the season, 409 when he has signed already.
 */
export const signAgreement = (payload: AgreementSignPayload): Promise<SignedAgreement> =>
  apiClient.post<SignedAgreement>('/api/league/agreement', payload);
