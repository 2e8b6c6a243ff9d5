import { useApiSWR } from '@dugout/auth';
import type { RecruitLeague } from '@dugout/contracts';

export const recruitLeaguesPath = (teamId: string) => `/api/team/admin/league/recruit/${encodeURIComponent(teamId)}`;

/** GET /api/team/admin/league/recruit/{teamId}: the leagues open for applications and the team's state in each. */
export function useRecruitLeagues(teamId: string) {
  return useApiSWR<RecruitLeague[]>(teamId ? recruitLeaguesPath(teamId) : null);
}
