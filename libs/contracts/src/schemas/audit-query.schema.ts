import type { InferType } from 'yup';
import { AUDIT_KINDS, type AuditKind } from '../api/audit.types';
import { idField, memberOf } from './fields';
import { yup } from './korean-yup';

export const AUDIT_PAGE_SIZE_DEFAULT = 20;
export const AUDIT_PAGE_SIZE_MAX = 100;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string): boolean => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

/** A Korean calendar day, YYYY-MM-DD; empty means no bound. */
const dayField = (label: string) =>
  yup
    .string()
    .trim()
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .optional()
    .matches(DAY, `${label}은(는) YYYY-MM-DD 형식으로 입력해 주세요.`)
    .test('real-day', '존재하지 않는 날짜입니다.', (value) => value === undefined || !DAY.test(value) || isRealDay(value));

/**
 * GET .../audit?from&to&userId&kind&page&pageSize: the audit log filters. `from` and `to` are
 * Korean days, both included.
 */
export const auditQuerySchema = yup.object({
  from: dayField('시작일'),
  to: dayField('종료일').test('after-from', '종료일은 시작일과 같거나 그 이후여야 합니다.', function (value) {
    const from: unknown = this.parent.from;
    return value === undefined || typeof from !== 'string' || from <= value;
  }),
  userId: idField().optional(),
  kind: yup
    .string<AuditKind>()
    .trim()
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .optional()
    .test(memberOf(AUDIT_KINDS, '알 수 없는 기록 종류입니다.')),
  page: idField().default(1),
  pageSize: idField().max(AUDIT_PAGE_SIZE_MAX).default(AUDIT_PAGE_SIZE_DEFAULT),
});
export type AuditQuery = InferType<typeof auditQuerySchema>;
