import { useApiSWR } from '@dugout/auth';
import type { TeamListPage } from '@dugout/contracts';

export const myTeamsPath = (userId: number) => `/api/team?userId=${userId}&page=1&pagesize=100`;

/** GET /api/team?userId=: the teams the member plays for, with their leagues (skipped while userId is unknown). */
export function useMyTeams(userId: number | null | undefined) {
  return useApiSWR<TeamListPage>(userId ? myTeamsPath(userId) : null, { revalidateOnMount: true });
}
