import { useApiSWR } from '@dugout/auth';
import type { ManagedTeam } from '@dugout/contracts';
import { apiPath } from './api-path';
import { panelItems, silentConfig, toMembershipTeams } from './membership-items';

const managedTeamsPath = (userId: number) => apiPath('team', 'admin', 'manage', userId);

/** GET /api/team/admin/manage/{userId}: teams the user manages. */
export function useManagedTeams(userId: number) {
  const query = useApiSWR<ManagedTeam[]>(managedTeamsPath(userId), silentConfig);
  return { ...query, items: panelItems(query, toMembershipTeams) };
}
