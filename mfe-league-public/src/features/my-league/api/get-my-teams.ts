import { useApiSWR, withQuery } from '@dugout/auth';
import type { TeamListPage } from '@dugout/contracts';

/** GET /api/team?userId=: the teams the member belongs to, each with its league sites. */
export function useMyTeams(userId: number | null) {
  return useApiSWR<TeamListPage>(userId === null ? null : withQuery('/api/team', { userId, page: 1, pagesize: 100 }));
}
