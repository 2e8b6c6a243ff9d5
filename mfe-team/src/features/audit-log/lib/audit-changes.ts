import type { AuditChanges, AuditValue } from '@dugout/contracts';

/** Korean names of the fields the team's writes record; any other field keeps its own name. */
const FIELD_LABELS: Record<string, string> = {
  teamId: '팀 번호',
  userId: '회원 번호',
  teamName: '팀 이름',
  playerId: '선수 번호',
  playerName: '선수 이름',
  backnumber: '등번호',
  position: '포지션',
  teamRole: '팀 역할',
};

/** A logged value as a person reads it: 없음 for nothing (before a creation, after a removal). */
export function auditValueText(value: AuditValue): string {
  if (value === null || value === '') return '없음';
  if (typeof value === 'boolean') return value ? '예' : '아니요';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export interface AuditChangeLine {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** One line per changed field: its label, the value before and after. */
export function auditChangeLines(changes: AuditChanges): AuditChangeLine[] {
  return Object.entries(changes).map(([field, change]) => ({
    field,
    label: FIELD_LABELS[field] ?? field,
    before: auditValueText(change.before),
    after: auditValueText(change.after),
  }));
}
