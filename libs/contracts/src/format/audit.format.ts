import type { AuditChanges, AuditObjectType, AuditValue } from '../api/audit.types';

/** What an audit entry's object is, in Korean. */
export const AUDIT_OBJECT_LABELS: Record<AuditObjectType, string> = {
  leagueManager: '운영진',
  managerRequest: '운영진 신청',
  teamManager: '팀 관리자',
  leagueMain: '리그',
  season: '시즌',
  league: '세부 리그',
  leagueTeam: '참가팀',
  schedule: '일정',
  game: '경기',
  team: '팀',
  player: '선수',
  board: '게시판',
};

/** Korean names of the fields admin writes record; a field not listed is shown by its own name. */
const AUDIT_FIELD_LABELS: Record<string, string> = {
  grade: '등급',
  memo: '메모',
  roles: '권한',
  status: '상태',
  userId: '회원 번호',
  teamId: '팀 번호',
  teamName: '팀 이름',
  playerId: '선수 번호',
  playerName: '선수 이름',
  backnumber: '등번호',
  position: '포지션',
  teamRole: '팀 역할',
};

export const auditFieldLabel = (field: string): string => AUDIT_FIELD_LABELS[field] ?? field;

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

/** One line per changed field of an audit entry: its Korean label, the value before and after. */
export function auditChangeLines(changes: AuditChanges): AuditChangeLine[] {
  return Object.entries(changes).map(([field, change]) => ({
    field,
    label: auditFieldLabel(field),
    before: auditValueText(change.before),
    after: auditValueText(change.after),
  }));
}
