import useSWR from 'swr';
import { apiClient, swrConfig, withQuery, type ApiError } from '@dugout/auth';
import type { AuditPage } from '@dugout/contracts';
import type { AuditFilters } from '@dugout/ui';
import { apiPath } from '../../../shared/lib/api-paths';

const auditLogPath = (mainId: number, { from, to, userId, kind, page }: AuditFilters) =>
  withQuery(apiPath('league', 'admin', 'main', mainId, 'audit'), {
    from: from || undefined,
    to: to || undefined,
    userId,
    kind,
    page,
  });

/** GET /api/league/admin/main/{id}/audit?from&to&userId&kind&page: one page of the league main's log, newest first (grade 1). */
export const getAuditLog = (mainId: number, filters: AuditFilters): Promise<AuditPage> =>
  apiClient.get<AuditPage>(auditLogPath(mainId, filters));

export function useAuditLog(mainId: number | undefined, filters: AuditFilters) {
  return useSWR<AuditPage, ApiError>(
    mainId === undefined ? null : auditLogPath(mainId, filters),
    () => getAuditLog(mainId as number, filters),
    // The previous page stays on screen while the next one loads.
    { ...swrConfig, keepPreviousData: true },
  );
}
