import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { LeagueAdminDashboard } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const leagueDashboardPath = (mainId: number) => apiPath('league', 'admin', 'main', mainId, 'dashboard');

/** GET /api/league/admin/main/{id}/dashboard: the active season's game counts and pending manager requests. */
export const getLeagueDashboard = (mainId: number): Promise<LeagueAdminDashboard> =>
  apiClient.get<LeagueAdminDashboard>(leagueDashboardPath(mainId));

/** Fetched again each time the dashboard opens: the counts move while the operator works elsewhere. */
export function useLeagueDashboard(mainId: number | undefined) {
  return useSWR<LeagueAdminDashboard, ApiError>(
    mainId === undefined ? null : leagueDashboardPath(mainId),
    () => getLeagueDashboard(mainId as number),
    { ...swrConfig, revalidateOnMount: true },
  );
}
