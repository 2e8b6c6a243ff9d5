import { useState } from 'react';
import { useFormik } from 'formik';
import {
  AUDIT_OBJECT_LABELS,
  auditChangeLines,
  auditKinds,
  auditQuerySchema,
  formatDateTime,
  type AuditEntry,
  type AuditKind,
} from '@dugout/contracts';
import { Button, DataTable, ErrorPanel, PageHeader, Panel, SelectField, Skeleton, TextField } from '@dugout/ui';
import { useLeagueManagers } from '../../../shared/api/get-league-managers';
import { useLeagueMainId } from '../../../shared/hooks/use-league-main-id';
import { useAuditLog, type AuditLogFilters } from '../api/get-audit-log';
import './audit-log.css';

interface FilterValues {
  from: string;
  to: string;
  userId: string;
  kind: string;
}

const EMPTY: FilterValues = { from: '', to: '', userId: '', kind: '' };

function Changes({ entry }: { entry: AuditEntry }) {
  const lines = auditChangeLines(entry.changes);
  if (lines.length === 0) return <>-</>;
  return (
    <ul className="dg-audit__changes">
      {lines.map((line) => (
        <li key={line.field}>
          {line.label}: {line.before} → {line.after}
        </li>
      ))}
    </ul>
  );
}

/** 활동 기록 (grade 1): who changed what in this league's admin area, newest first. Nothing here can be edited. */
export function AuditLogPage() {
  const { mainId, error: baseError, retry } = useLeagueMainId();
  const managers = useLeagueManagers(mainId);
  const [filters, setFilters] = useState<AuditLogFilters>({ page: 1 });
  const log = useAuditLog(mainId, filters);

  const formik = useFormik<FilterValues>({
    initialValues: EMPTY,
    validationSchema: auditQuerySchema,
    onSubmit: (values) =>
      setFilters({
        from: values.from || undefined,
        to: values.to || undefined,
        userId: values.userId ? Number(values.userId) : undefined,
        kind: (values.kind || undefined) as AuditKind | undefined,
        page: 1,
      }),
  });
  const fieldError = (name: 'from' | 'to') => (formik.submitCount > 0 || formik.touched[name] ? formik.errors[name] : undefined);

  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  const goTo = (page: number) => setFilters((current) => ({ ...current, page }));

  return (
    <>
      <PageHeader title="활동 기록" description="운영진이 관리 화면에서 바꾼 내용입니다. 기록은 고치거나 지울 수 없습니다." />
      <Panel title="찾기">
        <form className="dg-audit__filters" onSubmit={formik.handleSubmit} noValidate aria-label="활동 기록 찾기">
          <TextField label="시작일" name="from" type="date" value={formik.values.from} onChange={formik.handleChange} onBlur={formik.handleBlur} error={fieldError('from')} />
          <TextField label="종료일" name="to" type="date" value={formik.values.to} onChange={formik.handleChange} onBlur={formik.handleBlur} error={fieldError('to')} />
          <SelectField label="운영진" name="userId" value={formik.values.userId} onChange={formik.handleChange}>
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
          <div className="dg-audit__filter-actions">
            <Button type="submit">찾기</Button>
            <Button
              variant="secondary"
              onClick={() => {
                formik.resetForm();
                setFilters({ page: 1 });
              }}
            >
              초기화
            </Button>
          </div>
        </form>
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
            <DataTable
              rows={log.data.data}
              rowKey={(row) => row.auditId}
              emptyMessage="조건에 맞는 기록이 없습니다."
              columns={[
                { key: 'createdAt', header: '시각', render: (row) => formatDateTime(row.createdAt) },
                { key: 'username', header: '운영진' },
                { key: 'kind', header: '종류', render: (row) => auditKinds.label(row.kind) || row.kind },
                {
                  key: 'object',
                  header: '대상',
                  render: (row) => `${AUDIT_OBJECT_LABELS[row.objectType] ?? row.objectType} #${row.objectId}`,
                },
                { key: 'changes', header: '바뀐 내용', render: (row) => <Changes entry={row} /> },
              ]}
            />
            <nav className="dg-audit__pager" aria-label="기록 쪽 이동">
              <Button size="sm" variant="secondary" disabled={filters.page <= 1} onClick={() => goTo(filters.page - 1)}>
                이전
              </Button>
              <span>
                {filters.page} / {pages}쪽 (모두 {log.data.total}건)
              </span>
              <Button size="sm" variant="secondary" disabled={filters.page >= pages} onClick={() => goTo(filters.page + 1)}>
                다음
              </Button>
            </nav>
          </>
        )}
      </Panel>
    </>
  );
}
