import { useApiSWR, withQuery } from '@dugout/auth';
import type { TeamListPage } from '@dugout/contracts';
import { panelItems, silentConfig, toMembershipTeams } from './membership-items';

// The team list's userId variant (spec 7: GET /api/team list; ?userId variant); the list is data.data.
const joinedTeamsPath = (userId: number) => withQuery('/api/team', { userId, page: 1, pagesize: 100 });
const teamsOfPage = (page: TeamListPage) => toMembershipTeams(page.data);

/** GET /api/team?userId=: teams the user belongs to. */
export function useJoinedTeams(userId: number) {
  const query = useApiSWR<TeamListPage>(joinedTeamsPath(userId), silentConfig);
  return { ...query, items: panelItems(query, teamsOfPage) };
}
