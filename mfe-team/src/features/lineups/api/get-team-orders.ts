import { useApiSWR } from '@dugout/auth';
import type { TeamLineupList } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const teamOrdersPath = (teamId: string) => apiPath('team', teamId, 'orders');

/** GET /api/team/{id}/orders: the team's games of today and the next 14 days with their lineup state and deadline. */
export const useTeamOrders = (teamId: string) => useApiSWR<TeamLineupList>(teamOrdersPath(teamId));
