import { useApiSWR } from '@dugout/auth';
import type { AgreementListItem } from '@dugout/contracts';

export const agreementListPath = (userId: number) => `/api/league/agreementList/${userId}`;

/** GET /api/league/agreementList/{userId}: the seasons the member plays in, signed or not (skipped while userId is unknown). */
export function useAgreementList(userId: number | null | undefined) {
  return useApiSWR<AgreementListItem[]>(userId ? agreementListPath(userId) : null, { revalidateOnMount: true });
}
