import { useApiSWR } from '@dugout/auth';
import type { ManagedLeagueMain } from '@dugout/contracts';
import { apiPath } from './api-path';
import { panelItems, silentConfig, toMembershipLeagues } from './membership-items';

const managedLeaguesPath = (userId: number) => apiPath('league', 'main', 'manager', userId);

/** GET /api/league/main/manager/{userId}: leagues the user manages. */
export function useManagedLeagues(userId: number) {
  const query = useApiSWR<ManagedLeagueMain[]>(managedLeaguesPath(userId), silentConfig);
  return { ...query, items: panelItems(query, toMembershipLeagues) };
}
