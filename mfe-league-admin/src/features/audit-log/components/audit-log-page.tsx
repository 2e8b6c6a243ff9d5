import { useState } from 'react';
import { AUDIT_OBJECT_LABELS } from '@dugout/contracts';
import { AuditFilterForm, AuditLogTable, AuditPager, auditLastPage, ErrorPanel, PageHeader, Panel, Skeleton, type AuditFilters } from '@dugout/ui';
import { useLeagueManagers } from '../../../shared/api/get-league-managers';
import { useLeagueMainId } from '../../../shared/hooks/use-league-main-id';
import { useAuditLog } from '../api/get-audit-log';

const HEADERS = { time: '시각', manager: '운영진', changes: '바뀐 내용' };

/** 활동 기록 (grade 1): who changed what in this league's admin area, newest first. Nothing here can be edited. */
export function AuditLogPage() {
  const { mainId, error: baseError, retry } = useLeagueMainId();
  const managers = useLeagueManagers(mainId);
  const [filters, setFilters] = useState<AuditFilters>({ page: 1 });
  const log = useAuditLog(mainId, filters);

  return (
    <>
      <PageHeader title="활동 기록" description="운영진이 관리 화면에서 바꾼 내용입니다. 기록은 고치거나 지울 수 없습니다." />
      <Panel title="찾기">
        <AuditFilterForm filters={filters} managers={managers.data ?? []} managerLabel="운영진" onSearch={setFilters} onReset={() => setFilters({ page: 1 })} />
      </Panel>
      <Panel title="기록">
        {baseError ? (
          <ErrorPanel title="리그 정보를 불러오지 못했습니다" onRetry={retry} />
        ) : log.error ? (
          <ErrorPanel title="활동 기록을 불러오지 못했습니다" message={log.error.message} onRetry={() => void log.mutate()} />
        ) : !log.data ? (
          <Skeleton lines={5} />
        ) : (
          <>
            <AuditLogTable log={log.data} headers={HEADERS} objectLabels={AUDIT_OBJECT_LABELS} fieldStyle="colon" emptyMessage="조건에 맞는 기록이 없습니다." />
            <AuditPager
              label="기록 쪽 이동"
              page={filters.page}
              lastPage={auditLastPage(log.data)}
              total={log.data.total}
              onPage={(page) => setFilters((current) => ({ ...current, page }))}
            />
          </>
        )}
      </Panel>
    </>
  );
}
