import { useApiSWR } from '@dugout/auth';
import type { LeagueMain } from '@dugout/contracts';
import { apiPath } from './api-path';
import { panelItems, silentConfig, toMembershipLeagues } from './membership-items';

const joinedLeaguesPath = (userId: number) => apiPath('league', 'main', 'myLeagueMain', userId);

/** GET /api/league/main/myLeagueMain/{userId}: leagues the user plays in. */
export function useJoinedLeagues(userId: number) {
  const query = useApiSWR<LeagueMain[]>(joinedLeaguesPath(userId), silentConfig);
  return { ...query, items: panelItems(query, toMembershipLeagues) };
}
