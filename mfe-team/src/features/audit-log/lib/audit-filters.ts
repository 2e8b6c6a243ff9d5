import { AUDIT_KINDS, type AuditKind } from '@dugout/contracts';
import type { AuditFilters } from '@dugout/ui';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const positiveInteger = (text: string | null): number | undefined => {
  const value = Number(text);
  return text && Number.isInteger(value) && value >= 1 ? value : undefined;
};

const isAuditKind = (text: string | null): text is AuditKind => (AUDIT_KINDS as readonly string[]).includes(text ?? '');

/**
 * The filters kept in the screen's address (?from&to&userId&kind&page). A value that cannot be one
 * (a typo in a shared link) is left out rather than sent; the form checks what people type.
 */
export function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const kind = params.get('kind');
  return {
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
    userId: positiveInteger(params.get('userId')),
    kind: isAuditKind(kind) ? kind : undefined,
    page: positiveInteger(params.get('page')) ?? 1,
  };
}

/** The address query for the filters; page 1 and empty filters are left out. */
export function auditFiltersQuery({ from, to, userId, kind, page }: AuditFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (from) query.from = from;
  if (to) query.to = to;
  if (userId !== undefined) query.userId = String(userId);
  if (kind) query.kind = kind;
  if (page > 1) query.page = String(page);
  return query;
}
