import { apiRequest, useApiSWR, withQuery } from '@dugout/auth';
import { silentConfig, toAffiliationTeams } from './affiliation-items';

// The team list's userId variant (spec 7: GET /api/team list; ?userId variant).
const joinedTeamsPath = (userId: number) => withQuery('/api/team', { userId, page: 1, pagesize: 100 });

/** GET /api/team?userId=: teams the user belongs to. */
export const getJoinedTeams = (userId: number) => apiRequest<unknown>('GET', joinedTeamsPath(userId)).then(toAffiliationTeams);

export function useJoinedTeams(userId: number) {
  const query = useApiSWR<unknown>(joinedTeamsPath(userId), silentConfig);
  return { ...query, items: query.error ? [] : query.data === undefined ? undefined : toAffiliationTeams(query.data) };
}
