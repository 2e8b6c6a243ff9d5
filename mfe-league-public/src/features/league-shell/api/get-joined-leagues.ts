import { apiRequest, useApiSWR } from '@dugout/auth';
import { apiPath } from '../../../shared/lib/api-paths';
import { silentConfig, toAffiliationLeagues } from './affiliation-items';

const joinedLeaguesPath = (userId: number) => apiPath('league', 'main', 'myLeagueMain', userId);

/** GET /api/league/main/myLeagueMain/{userId}: leagues the user plays in. */
export const getJoinedLeagues = (userId: number) =>
  apiRequest<unknown>('GET', joinedLeaguesPath(userId)).then(toAffiliationLeagues);

export function useJoinedLeagues(userId: number) {
  const query = useApiSWR<unknown>(joinedLeaguesPath(userId), silentConfig);
  return { ...query, items: query.error ? [] : query.data === undefined ? undefined : toAffiliationLeagues(query.data) };
}
