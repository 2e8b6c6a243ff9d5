import { useParams, useSearchParams } from 'react-router-dom';
import { auditKinds, formatDateTime, type AuditEntry } from '@dugout/contracts';
import { Button, DataTable, ErrorPanel, PageHeader, Panel, Skeleton, type DataTableColumn } from '@dugout/ui';
import { AUDIT_PAGE_SIZE, useTeamAuditLog } from '../api/get-team-audit-log';
import { auditChangeLines } from '../lib/audit-changes';
import './audit-log.css';

const pageOf = (text: string | null) => {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

const columns: DataTableColumn<AuditEntry>[] = [
  { key: 'createdAt', header: '일시', render: (row) => formatDateTime(row.createdAt) },
  { key: 'username', header: '관리자' },
  { key: 'kind', header: '종류', render: (row) => auditKinds.label(row.kind) || row.kind },
  {
    key: 'changes',
    header: '변경 내용',
    render: (row) => {
      const lines = auditChangeLines(row.changes);
      if (lines.length === 0) return '-';
      return (
        <ul className="dg-team-audit__changes">
          {lines.map((line) => (
            <li key={line.field}>
              <span className="dg-team-audit__field">{line.label}</span>
              {line.before} → {line.after}
            </li>
          ))}
        </ul>
      );
    },
  },
];

/** /team/admin/{teamId}/auditLog (활동 기록): what the team's managers changed, newest first, in Korean time. */
export function AuditLogPage() {
  const { teamId = '' } = useParams<{ teamId: string }>();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageOf(searchParams.get('page'));
  const log = useTeamAuditLog(teamId, page);
  const lastPage = log.data ? Math.max(1, Math.ceil(log.data.total / (log.data.pageSize || AUDIT_PAGE_SIZE))) : 1;
  const goTo = (next: number) => setSearchParams(next === 1 ? {} : { page: String(next) });

  return (
    <>
      <PageHeader title="활동 기록" description="팀 관리자가 바꾼 내용입니다. 최근 기록부터 한국 시간으로 보여 줍니다." />
      <Panel>
        {log.error && !log.data ? (
          <ErrorPanel title="활동 기록을 불러오지 못했습니다" message={log.error.message} onRetry={() => void log.mutate()} />
        ) : !log.data ? (
          <Skeleton label="활동 기록을 불러오는 중입니다…" />
        ) : (
          <>
            <DataTable
              caption={`활동 기록 (총 ${log.data.total}건)`}
              columns={columns}
              rows={log.data.data}
              rowKey={(row) => row.auditId}
              emptyMessage="아직 기록된 활동이 없습니다."
            />
            {lastPage > 1 ? (
              <nav className="dg-team-audit__pager" aria-label="활동 기록 쪽">
                <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  이전
                </Button>
                <span aria-current="page">
                  {page} / {lastPage}쪽
                </span>
                <Button variant="secondary" size="sm" disabled={page >= lastPage} onClick={() => goTo(page + 1)}>
                  다음
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </Panel>
    </>
  );
}
