import useSWR from 'swr';
import { apiClient, swrConfig, withQuery, type ApiError } from '@dugout/auth';
import type { AuditKind, AuditPage } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const AUDIT_PAGE_SIZE = 20;

/** The filters of the log as the screen applies them (undefined: no filter). */
export interface TeamAuditFilters {
  from?: string;
  to?: string;
  userId?: number;
  kind?: AuditKind;
  page: number;
}

const teamAuditPath = (teamId: string, { from, to, userId, kind, page }: TeamAuditFilters) =>
  withQuery(apiPath('team', teamId, 'admin', 'audit'), { from, to, userId, kind, page, pageSize: AUDIT_PAGE_SIZE });

/** GET /api/team/{teamId}/admin/audit?from&to&userId&kind&page&pageSize: one page of the team's log, newest first. */
export const getTeamAuditLog = (teamId: string, filters: TeamAuditFilters): Promise<AuditPage> =>
  apiClient.get<AuditPage>(teamAuditPath(teamId, filters));

export function useTeamAuditLog(teamId: string, filters: TeamAuditFilters) {
  return useSWR<AuditPage, ApiError>(teamAuditPath(teamId, filters), () => getTeamAuditLog(teamId, filters), {
    ...swrConfig,
    revalidateOnMount: true,
    // The table stays while the next page loads instead of flashing a skeleton.
    keepPreviousData: true,
  });
}
