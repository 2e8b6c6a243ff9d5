import { defineCodes } from '../enums/code-set';

/**
 * What an admin write did, one name per kind of write. The audit log stores the name; the admin
 * screens show the Korean label.
 */
export const AUDIT_KINDS = [
  'manager.add',
  'manager.grade',
  'manager.memo',
  'manager.roles',
  'manager.remove',
  'managerRequest.approve',
  'managerRequest.reject',
  'teamManager.add',
  'teamManager.remove',
  'league.update',
  'season.create',
  'season.update',
  'season.delete',
  'leagueTeam.update',
  'schedule.create',
  'schedule.update',
  'schedule.delete',
  'game.record',
  'team.update',
  'player.update',
  'board.create',
  'board.update',
  'board.delete',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const auditKinds = defineCodes<AuditKind>(AUDIT_KINDS, {
  'manager.add': '관리자 추가',
  'manager.grade': '관리자 등급 변경',
  'manager.memo': '관리자 메모 변경',
  'manager.roles': '관리자 권한 변경',
  'manager.remove': '관리자 삭제',
  'managerRequest.approve': '관리자 신청 승인',
  'managerRequest.reject': '관리자 신청 거절',
  'teamManager.add': '팀 관리자 추가',
  'teamManager.remove': '팀 관리자 삭제',
  'league.update': '리그 정보 변경',
  'season.create': '시즌 생성',
  'season.update': '시즌 변경',
  'season.delete': '시즌 삭제',
  'leagueTeam.update': '참가팀 변경',
  'schedule.create': '일정 등록',
  'schedule.update': '일정 변경',
  'schedule.delete': '일정 삭제',
  'game.record': '경기 기록 입력',
  'team.update': '팀 정보 변경',
  'player.update': '선수 정보 변경',
  'board.create': '게시판 생성',
  'board.update': '게시판 변경',
  'board.delete': '게시판 삭제',
});

/** Whose log an entry belongs to: a league main's (its admin area) or a team's (its staff portal). */
export type AuditScopeType = 'leagueMain' | 'team';

/** The kind of thing that was written. */
export type AuditObjectType =
  | 'leagueManager'
  | 'managerRequest'
  | 'teamManager'
  | 'leagueMain'
  | 'season'
  | 'league'
  | 'leagueTeam'
  | 'schedule'
  | 'game'
  | 'team'
  | 'player'
  | 'board';

/** A JSON value as the log keeps it (dates as ISO text). */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };

/** A changed field: its value before and after the write (null before a creation, after a removal). */
export interface AuditFieldChange {
  before: AuditValue;
  after: AuditValue;
}

/** Only the fields the write changed, by field name. */
export type AuditChanges = Record<string, AuditFieldChange>;

/** One entry of GET /api/league/admin/main/{id}/audit and GET /api/team/{id}/admin/audit. */
export interface AuditEntry {
  auditId: number;
  /** The manager who wrote, and his name as it is now. */
  userId: number;
  username: string;
  /** When, as an ISO instant in Korean time: 2026-05-02T09:00:00+09:00. */
  createdAt: string;
  scopeType: AuditScopeType;
  scopeId: number;
  kind: AuditKind;
  objectType: AuditObjectType;
  objectId: number;
  changes: AuditChanges;
}

/** A page of the log, newest first. */
export interface AuditPage {
  data: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}
