import { useApiSWR } from '@dugout/auth';
import type { TeamAgreementStatus } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const teamAgreementPath = (teamId: string, seasonId: number) => apiPath('league', 'agreementTeam', teamId, seasonId);

/** GET /api/league/agreementTeam/{teamId}/{seasonId}: the team's players registered in the season and who signed the agreement. */
export function useTeamAgreement(teamId: string, seasonId: number | null) {
  return useApiSWR<TeamAgreementStatus>(seasonId ? teamAgreementPath(teamId, seasonId) : null, { revalidateOnMount: true });
}
