import { useApiSWR } from '@dugout/auth';
import type { TeamJoinSearchItem } from '@dugout/contracts';

export const joinTeamInfoPath = (teamId: number) => `/api/team/${teamId}/join`;

/** GET /api/team/{id}/join: the team's card for the join form, with whether the member is on it or asked already. */
export function useJoinTeamInfo(teamId: number | null) {
  return useApiSWR<TeamJoinSearchItem>(teamId ? joinTeamInfoPath(teamId) : null, { revalidateOnMount: true });
}
