import type { AuditObjectType, AuditValue } from '@dugout/contracts';

/** What was written, in Korean. */
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

/** Field names the log keeps that a manager would not read as they are; others are shown by name. */
const FIELD_LABELS: Record<string, string> = {
  grade: '등급',
  memo: '메모',
  roles: '권한',
  status: '상태',
  userId: '회원 번호',
};

export const auditFieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

/** A logged value as text: nothing is '(없음)', text as it is, anything else as JSON. */
export function auditValueText(value: AuditValue): string {
  if (value === null || value === '') return '(없음)';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? '예' : '아니오';
  return JSON.stringify(value);
}
