import { useMemo } from 'react';
import { useFormik } from 'formik';
import { auditChangeLines, auditKinds, auditQuerySchema, formatDateTime, type AuditEntry, type AuditKind, type AuditPage } from '@dugout/contracts';
import { Button } from '../components/button';
import { DataTable, type DataTableColumn } from '../components/data-table';
import { SelectField } from '../forms/select-field';
import { TextField } from '../forms/text-field';
import './audit-log.css';

/** The filters of an audit log as a screen applies them (undefined: no filter). */
export interface AuditFilters {
  from?: string;
  to?: string;
  userId?: number;
  kind?: AuditKind;
  page: number;
}

interface FilterValues {
  from: string;
  to: string;
  userId: string;
  kind: string;
}

export const hasAuditFilters = ({ from, to, userId, kind }: AuditFilters) => Boolean(from || to || userId !== undefined || kind);

export interface AuditFilterFormProps {
  /** The filters applied now; the form follows them (back and forward in the browser too). */
  filters: AuditFilters;
  managers: readonly { userId: number; username: string }[];
  /** 운영진 in a league, 관리자 in a team. */
  managerLabel: string;
  /** The filters to apply, from page 1. */
  onSearch: (filters: AuditFilters) => void;
  onReset: () => void;
}

/** 찾기 of an audit log: from, to, who and what kind, checked by the contracts' auditQuerySchema. */
export function AuditFilterForm({ filters, managers, managerLabel, onSearch, onReset }: AuditFilterFormProps) {
  const { from, to, userId, kind } = filters;
  const initialValues = useMemo<FilterValues>(
    () => ({ from: from ?? '', to: to ?? '', userId: userId === undefined ? '' : String(userId), kind: kind ?? '' }),
    [from, to, userId, kind],
  );
  const formik = useFormik<FilterValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: auditQuerySchema,
    onSubmit: (values) =>
      onSearch({
        from: values.from || undefined,
        to: values.to || undefined,
        userId: values.userId ? Number(values.userId) : undefined,
        kind: (values.kind || undefined) as AuditKind | undefined,
        page: 1,
      }),
  });
  const fieldError = (name: 'from' | 'to') => (formik.submitCount > 0 || formik.touched[name] ? formik.errors[name] : undefined);

  return (
    <form className="dg-audit-log__filters" onSubmit={formik.handleSubmit} noValidate aria-label="활동 기록 찾기">
      <TextField label="시작일" name="from" type="date" value={formik.values.from} onChange={formik.handleChange} onBlur={formik.handleBlur} error={fieldError('from')} />
      <TextField label="종료일" name="to" type="date" value={formik.values.to} onChange={formik.handleChange} onBlur={formik.handleBlur} error={fieldError('to')} />
      <SelectField label={managerLabel} name="userId" value={formik.values.userId} onChange={formik.handleChange}>
        <option value="">전체</option>
        {managers.map((manager) => (
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
      <div className="dg-audit-log__filter-actions">
        <Button type="submit">찾기</Button>
        <Button
          variant="secondary"
          onClick={() => {
            formik.resetForm({ values: { from: '', to: '', userId: '', kind: '' } });
            onReset();
          }}
        >
          초기화
        </Button>
      </div>
    </form>
  );
}

function Changes({ entry, fieldStyle }: { entry: AuditEntry; fieldStyle: AuditLogTableProps['fieldStyle'] }) {
  const lines = auditChangeLines(entry.changes);
  if (lines.length === 0) return <>-</>;
  return (
    <ul className={`dg-audit-log__changes${fieldStyle === 'bold' ? ' dg-audit-log__changes--bold' : ''}`}>
      {lines.map((line) =>
        fieldStyle === 'bold' ? (
          <li key={line.field}>
            <span className="dg-audit-log__field">{line.label}</span>
            {line.before} → {line.after}
          </li>
        ) : (
          <li key={line.field}>
            {line.label}: {line.before} → {line.after}
          </li>
        ),
      )}
    </ul>
  );
}

export interface AuditLogTableProps {
  log: AuditPage;
  /** Column headers: when, who, what changed. */
  headers: { time: string; manager: string; changes: string };
  /** With names of the changed objects, a 대상 column ("운영진 #21"). */
  objectLabels?: Readonly<Record<string, string>>;
  /** bold: the field's name in bold before its change; colon: "field: before → after" in a bulleted list. */
  fieldStyle: 'bold' | 'colon';
  caption?: string;
  emptyMessage: string;
}

/** One page of an audit log, newest first. Nothing in it can be edited. */
export function AuditLogTable({ log, headers, objectLabels, fieldStyle, caption, emptyMessage }: AuditLogTableProps) {
  const columns: DataTableColumn<AuditEntry>[] = [
    { key: 'createdAt', header: headers.time, render: (row) => formatDateTime(row.createdAt) },
    { key: 'username', header: headers.manager },
    { key: 'kind', header: '종류', render: (row) => auditKinds.label(row.kind) || row.kind },
    ...(objectLabels
      ? [{ key: 'object', header: '대상', render: (row: AuditEntry) => `${objectLabels[row.objectType] ?? row.objectType} #${row.objectId}` }]
      : []),
    { key: 'changes', header: headers.changes, render: (row) => <Changes entry={row} fieldStyle={fieldStyle} /> },
  ];
  return <DataTable caption={caption} columns={columns} rows={log.data} rowKey={(row) => row.auditId} emptyMessage={emptyMessage} />;
}

export interface AuditPagerProps {
  page: number;
  lastPage: number;
  label: string;
  /** Shown after the page numbers: "(모두 21건)". */
  total?: number;
  onPage: (page: number) => void;
}

/** 이전 / 다음 between the pages of an audit log. */
export function AuditPager({ page, lastPage, label, total, onPage }: AuditPagerProps) {
  return (
    <nav className="dg-audit-log__pager" aria-label={label}>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        이전
      </Button>
      <span aria-current="page">
        {page} / {lastPage}쪽{total === undefined ? '' : ` (모두 ${total}건)`}
      </span>
      <Button size="sm" variant="secondary" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        다음
      </Button>
    </nav>
  );
}

/** How many pages a log has (at least one). */
export const auditLastPage = (log: AuditPage, pageSize = log.pageSize) => Math.max(1, Math.ceil(log.total / (pageSize || 1)));
