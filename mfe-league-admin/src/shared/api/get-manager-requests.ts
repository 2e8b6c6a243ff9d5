import useSWR from 'swr';
import { apiClient, swrConfig, type ApiError } from '@dugout/auth';
import type { ManagerRequestItem } from '@dugout/contracts';
import { apiPath } from '../lib/api-paths';

export const managerRequestsPath = (mainId: number) => apiPath('league', 'admin', 'main', mainId, 'requestManagers');

/** GET /api/league/admin/main/{id}/requestManagers: pending manager requests, oldest first (grade 1). */
export const getManagerRequests = (mainId: number): Promise<ManagerRequestItem[]> =>
  apiClient.get<ManagerRequestItem[]>(managerRequestsPath(mainId));

/** Shared by the managers screen and the dashboard's count: one cache entry, refreshed by either. */
export function useManagerRequests(mainId: number | undefined) {
  return useSWR<ManagerRequestItem[], ApiError>(
    mainId === undefined ? null : managerRequestsPath(mainId),
    () => getManagerRequests(mainId as number),
    swrConfig,
  );
}
