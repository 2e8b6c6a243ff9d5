import { useMemo } from 'react';
import { useFormik } from 'formik';
import { useParams, useSearchParams } from 'react-router-dom';
import { auditChangeLines, auditKinds, auditQuerySchema, formatDateTime, type AuditEntry, type AuditKind } from '@dugout/contracts';
import { Button, DataTable, ErrorPanel, PageHeader, Panel, SelectField, Skeleton, TextField, type DataTableColumn } from '@dugout/ui';
import { AUDIT_PAGE_SIZE, useTeamAuditLog, type TeamAuditFilters } from '../api/get-team-audit-log';
import { useTeamManagers } from '../../../shared/api/get-team-managers';
import { auditFiltersFrom, auditFiltersQuery, hasAuditFilters } from '../lib/audit-filters';
import './audit-log.css';

interface FilterValues {
  from: string;
  to: string;
  userId: string;
  kind: string;
}

const formValues = ({ from, to, userId, kind }: TeamAuditFilters): FilterValues => ({
  from: from ?? '',
  to: to ?? '',
  userId: userId === undefined ? '' : String(userId),
  kind: kind ?? '',
});

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
  const filters = useMemo(() => auditFiltersFrom(searchParams), [searchParams]);
  const { page } = filters;
  const log = useTeamAuditLog(teamId, filters);
  const managers = useTeamManagers(teamId);
  const lastPage = log.data ? Math.max(1, Math.ceil(log.data.total / (log.data.pageSize || AUDIT_PAGE_SIZE))) : 1;
  const goTo = (next: number) => setSearchParams(auditFiltersQuery({ ...filters, page: next }));

  const initialValues = useMemo(() => formValues(filters), [filters]);
  const formik = useFormik<FilterValues>({
    initialValues,
    // Back and forward in the browser bring the form along with the list.
    enableReinitialize: true,
    validationSchema: auditQuerySchema,
    onSubmit: (values) =>
      setSearchParams(
        auditFiltersQuery({
          from: values.from || undefined,
          to: values.to || undefined,
          userId: values.userId ? Number(values.userId) : undefined,
          kind: (values.kind || undefined) as AuditKind | undefined,
          page: 1,
        }),
      ),
  });
  const fieldError = (name: 'from' | 'to') => (formik.submitCount > 0 || formik.touched[name] ? formik.errors[name] : undefined);

  return (
    <>
      <PageHeader title="활동 기록" description="팀 관리자가 바꾼 내용입니다. 최근 기록부터 한국 시간으로 보여 줍니다." />
      <Panel title="찾기">
        <form className="dg-team-audit__filters" onSubmit={formik.handleSubmit} noValidate aria-label="활동 기록 찾기">
          <TextField label="시작일" name="from" type="date" value={formik.values.from} onChange={formik.handleChange} onBlur={formik.handleBlur} error={fieldError('from')} />
          <TextField label="종료일" name="to" type="date" value={formik.values.to} onChange={formik.handleChange} onBlur={formik.handleBlur} error={fieldError('to')} />
          <SelectField label="관리자" name="userId" value={formik.values.userId} onChange={formik.handleChange}>
            <option value="">전체</option>
            {(managers.data ?? []).map((manager) => (
              <option key={manager.userId} value={manager.userId}>
                {manager.username}
              </option>
            ))}
          </SelectField>
          <SelectField label="종류" name="kind" value={formik.values.kind} onChange={formik.handleChange}>
            <option value="">전체</option>
            {auditKinds.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <div className="dg-team-audit__filter-actions">
            <Button type="submit">찾기</Button>
            <Button
              variant="secondary"
              onClick={() => {
                formik.resetForm({ values: formValues({ page: 1 }) });
                setSearchParams({});
              }}
            >
              초기화
            </Button>
          </div>
        </form>
      </Panel>
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
              emptyMessage={hasAuditFilters(filters) ? '조건에 맞는 기록이 없습니다.' : '아직 기록된 활동이 없습니다.'}
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
