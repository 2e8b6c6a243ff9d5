import { useApiSWR } from '@dugout/auth';
import type { SeasonAgreement } from '@dugout/contracts';

export const agreementPath = (leaguePath: string, seasonId: string) =>
  `/api/league/agreement/${encodeURIComponent(leaguePath)}/${encodeURIComponent(seasonId)}`;

/** GET /api/league/agreement/{path}/{seasonId}: the season's text, the member's registered players and his signature. */
export function useAgreement(leaguePath: string, seasonId: string) {
  return useApiSWR<SeasonAgreement>(leaguePath && seasonId ? agreementPath(leaguePath, seasonId) : null, { revalidateOnMount: true });
}
