import { useApiSWR } from '@dugout/auth';
import type { TeamLineupForm } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const teamOrderPath = (teamId: string, gameId: string | number) => apiPath('team', teamId, 'order', gameId);

/** GET /api/team/{id}/order/{gameId}: the team's lineup with its roster (and who may not play), and the opponent's state. */
export const useTeamOrder = (teamId: string, gameId: string) => useApiSWR<TeamLineupForm>(teamOrderPath(teamId, gameId));
