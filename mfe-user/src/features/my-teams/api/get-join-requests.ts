import { useApiSWR } from '@dugout/auth';
import type { TeamJoinRequestItem } from '@dugout/contracts';

export const joinRequestsPath = (userId: number) => `/api/team/joinTeam/user/${userId}`;

/** GET /api/team/joinTeam/user/{userId}: the member's join requests with their state, newest first. */
export function useJoinRequests(userId: number | null | undefined) {
  return useApiSWR<TeamJoinRequestItem[]>(userId ? joinRequestsPath(userId) : null, { revalidateOnMount: true });
}
