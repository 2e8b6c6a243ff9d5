import useSWR from 'swr';
import { apiClient, swrConfig, withQuery, type ApiError } from '@dugout/auth';
import type { AuditPage } from '@dugout/contracts';
import type { AuditFilters } from '@dugout/ui';
import { apiPath } from '../../../shared/lib/api-paths';

export const AUDIT_PAGE_SIZE = 20;

const teamAuditPath = (teamId: string, { from, to, userId, kind, page }: AuditFilters) =>
  withQuery(apiPath('team', teamId, 'admin', 'audit'), { from, to, userId, kind, page, pageSize: AUDIT_PAGE_SIZE });

/** GET /api/team/{teamId}/admin/audit?from&to&userId&kind&page&pageSize: one page of the team's log, newest first. */
export const getTeamAuditLog = (teamId: string, filters: AuditFilters): Promise<AuditPage> =>
  apiClient.get<AuditPage>(teamAuditPath(teamId, filters));

export function useTeamAuditLog(teamId: string, filters: AuditFilters) {
  return useSWR<AuditPage, ApiError>(teamAuditPath(teamId, filters), () => getTeamAuditLog(teamId, filters), {
    ...swrConfig,
    revalidateOnMount: true,
    // The table stays while the next page loads instead of flashing a skeleton.
    keepPreviousData: true,
  });
}
