import { apiRequest, useApiSWR } from '@dugout/auth';
import { apiPath } from '../../../shared/lib/api-paths';
import { silentConfig, toAffiliationTeams } from './affiliation-items';

const managedTeamsPath = (userId: number) => apiPath('team', 'admin', 'manage', userId);

/** GET /api/team/admin/manage/{userId}: teams the user manages. */
export const getManagedTeams = (userId: number) =>
  apiRequest<unknown>('GET', managedTeamsPath(userId)).then(toAffiliationTeams);

export function useManagedTeams(userId: number) {
  const query = useApiSWR<unknown>(managedTeamsPath(userId), silentConfig);
  return { ...query, items: query.error ? [] : query.data === undefined ? undefined : toAffiliationTeams(query.data) };
}
