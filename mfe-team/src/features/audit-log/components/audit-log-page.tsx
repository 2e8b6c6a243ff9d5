import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { AuditFilterForm, AuditLogTable, AuditPager, auditLastPage, ErrorPanel, hasAuditFilters, PageHeader, Panel, Skeleton } from '@dugout/ui';
import { AUDIT_PAGE_SIZE, useTeamAuditLog } from '../api/get-team-audit-log';
import { useTeamManagers } from '../../../shared/api/get-team-managers';
import { auditFiltersFrom, auditFiltersQuery } from '../lib/audit-filters';

const HEADERS = { time: '일시', manager: '관리자', changes: '변경 내용' };

/** /team/admin/{teamId}/auditLog (활동 기록): what the team's managers changed, newest first, in Korean time. */
export function AuditLogPage() {
  const { teamId = '' } = useParams<{ teamId: string }>();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => auditFiltersFrom(searchParams), [searchParams]);
  const log = useTeamAuditLog(teamId, filters);
  const managers = useTeamManagers(teamId);
  const lastPage = log.data ? auditLastPage(log.data, log.data.pageSize || AUDIT_PAGE_SIZE) : 1;

  return (
    <>
      <PageHeader title="활동 기록" description="팀 관리자가 바꾼 내용입니다. 최근 기록부터 한국 시간으로 보여 줍니다." />
      <Panel title="찾기">
        <AuditFilterForm
          filters={filters}
          managers={managers.data ?? []}
          managerLabel="관리자"
          onSearch={(next) => setSearchParams(auditFiltersQuery(next))}
          onReset={() => setSearchParams({})}
        />
      </Panel>
      <Panel>
        {log.error && !log.data ? (
          <ErrorPanel title="활동 기록을 불러오지 못했습니다" message={log.error.message} onRetry={() => void log.mutate()} />
        ) : !log.data ? (
          <Skeleton label="활동 기록을 불러오는 중입니다…" />
        ) : (
          <>
            <AuditLogTable
              log={log.data}
              headers={HEADERS}
              fieldStyle="bold"
              caption={`활동 기록 (총 ${log.data.total}건)`}
              emptyMessage={hasAuditFilters(filters) ? '조건에 맞는 기록이 없습니다.' : '아직 기록된 활동이 없습니다.'}
            />
            {lastPage > 1 ? (
              <AuditPager label="활동 기록 쪽" page={filters.page} lastPage={lastPage} onPage={(page) => setSearchParams(auditFiltersQuery({ ...filters, page }))} />
            ) : null}
          </>
        )}
      </Panel>
    </>
  );
}
