import useSWR from 'swr';
import { apiClient, swrConfig, withQuery, type ApiError } from '@dugout/auth';
import type { AuditPage } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const AUDIT_PAGE_SIZE = 20;

const teamAuditPath = (teamId: string, page: number) =>
  withQuery(apiPath('team', teamId, 'admin', 'audit'), { page, pageSize: AUDIT_PAGE_SIZE });

/** GET /api/team/{teamId}/admin/audit?page&pageSize: one page of the team's log, newest first. */
export const getTeamAuditLog = (teamId: string, page: number): Promise<AuditPage> =>
  apiClient.get<AuditPage>(teamAuditPath(teamId, page));

export function useTeamAuditLog(teamId: string, page: number) {
  return useSWR<AuditPage, ApiError>(teamAuditPath(teamId, page), () => getTeamAuditLog(teamId, page), {
    ...swrConfig,
    revalidateOnMount: true,
    // The table stays while the next page loads instead of flashing a skeleton.
    keepPreviousData: true,
  });
}
