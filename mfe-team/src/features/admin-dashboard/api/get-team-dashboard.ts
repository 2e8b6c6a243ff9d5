import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { TeamAdminDashboard } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const teamDashboardPath = (teamId: string) => apiPath('team', teamId, 'admin', 'dashboard');

/** GET /api/team/{id}/admin/dashboard: the team's next games, lineups still to submit, pending join requests. */
export const getTeamDashboard = (teamId: string): Promise<TeamAdminDashboard> => apiClient.get<TeamAdminDashboard>(teamDashboardPath(teamId));

/** Fetched again each time the dashboard opens: lineups and games change while the manager works elsewhere. */
export function useTeamDashboard(teamId: string) {
  return useSWR<TeamAdminDashboard, ApiError>(teamId ? teamDashboardPath(teamId) : null, () => getTeamDashboard(teamId), {
    ...swrConfig,
    revalidateOnMount: true,
  });
}
