import { useApiSWR } from '@dugout/auth';
import type { SignedAgreement } from '@dugout/contracts';

export const agreementItemPath = (userId: number, seasonId: string) => `/api/league/agreementItem/${userId}/${encodeURIComponent(seasonId)}`;

/** GET /api/league/agreementItem/{userId}/{seasonId}: the agreement as the member signed it. */
export function useAgreementItem(userId: number | null | undefined, seasonId: string) {
  return useApiSWR<SignedAgreement>(userId && seasonId ? agreementItemPath(userId, seasonId) : null, { revalidateOnMount: true });
}
