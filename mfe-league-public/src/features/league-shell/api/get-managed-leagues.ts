import { apiRequest, useApiSWR } from '@dugout/auth';
import { apiPath } from '../../../shared/lib/api-paths';
import { silentConfig, toAffiliationLeagues } from './affiliation-items';

const managedLeaguesPath = (userId: number) => apiPath('league', 'main', 'manager', userId);

/** GET /api/league/main/manager/{userId}: leagues the user manages. */
export const getManagedLeagues = (userId: number) =>
  apiRequest<unknown>('GET', managedLeaguesPath(userId)).then(toAffiliationLeagues);

export function useManagedLeagues(userId: number) {
  const query = useApiSWR<unknown>(managedLeaguesPath(userId), silentConfig);
  return { ...query, items: query.error ? [] : query.data === undefined ? undefined : toAffiliationLeagues(query.data) };
}
