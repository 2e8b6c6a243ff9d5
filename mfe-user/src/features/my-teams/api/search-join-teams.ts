import { useApiSWR } from '@dugout/auth';
import { VALIDATION_LIMITS, type TeamJoinSearchPage } from '@dugout/contracts';

/** Spec section 9: team search asks for page 1, size 100. */
export const joinTeamSearchPath = (userId: number, keyword: string) =>
  `/api/team/joinTeam/user/${userId}/search?search=${encodeURIComponent(keyword)}&page=1&pagesize=${VALIDATION_LIMITS.teamListPageSizeDefault}`;

/**
 * GET /api/team/joinTeam/user/{userId}/search: teams by name, each marked joined (on its roster) or
 * requested (awaiting approval). Skipped until a keyword is searched.
 */
export function useJoinTeamSearch(userId: number | null | undefined, keyword: string | null) {
  return useApiSWR<TeamJoinSearchPage>(userId && keyword ? joinTeamSearchPath(userId, keyword) : null);
}
