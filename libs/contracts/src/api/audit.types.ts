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
  'league.create',
  'league.update',
  'league.delete',
  'leagueMain.image',
  'season.create',
  'season.update',
  'season.delete',
  'leagueTeam.update',
  'schedule.create',
  'schedule.update',
  'schedule.delete',
  'schedule.cancel',
  'schedule.suspend',
  'schedule.resume',
  'game.record',
  'gameRecord.save',
  'gameRecord.final',
  'gameRecord.correction',
  'team.update',
  'player.update',
  'board.create',
  'board.update',
  'board.delete',
  'homeText.update',
  'leaguePlayer.register',
  'leaguePlayer.registerDate',
  'leaguePlayer.remove',
  'eligibility.update',
  'leagueTeam.add',
  'leagueTeam.remove',
  'leagueApply.create',
  'leagueApply.approve',
  'leagueApply.reject',
  'scheduleTemp.save',
  'scheduleTemp.update',
  'scheduleTemp.apply',
  'scheduleTemp.delete',
  'schedule.upload',
  'lineup.save',
  'teamPlayer.update',
  'teamPlayer.remove',
  'teamJoin.approve',
  'teamJoin.reject',
  'agreement.update',
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
  'league.create': '세부 리그 생성',
  'league.update': '세부 리그 변경',
  'league.delete': '세부 리그 삭제',
  'leagueMain.image': '리그 이미지 변경',
  'season.create': '시즌 생성',
  'season.update': '시즌 변경',
  'season.delete': '시즌 삭제',
  'leagueTeam.update': '참가팀 변경',
  'schedule.create': '일정 등록',
  'schedule.update': '일정 변경',
  'schedule.delete': '일정 삭제',
  'schedule.cancel': '경기 취소',
  'schedule.suspend': '서스펜디드 지정',
  'schedule.resume': '서스펜디드 재개 일정',
  'game.record': '경기 기록 입력',
  'gameRecord.save': '경기 기록 저장',
  'gameRecord.final': '경기 기록 확정',
  'gameRecord.correction': '경기 기록 정정 시작',
  'team.update': '팀 정보 변경',
  'player.update': '선수 정보 변경',
  'board.create': '게시판 생성',
  'board.update': '게시판 변경',
  'board.delete': '게시판 삭제',
  'homeText.update': '리그 소개·규정 변경',
  'leaguePlayer.register': '선수 등록',
  'leaguePlayer.registerDate': '선수 등록일 변경',
  'leaguePlayer.remove': '선수 등록 취소',
  'eligibility.update': '출전 자격 규정 변경',
  'leagueTeam.add': '참가팀 추가',
  'leagueTeam.remove': '참가팀 제외',
  'leagueApply.create': '리그 참가 신청',
  'leagueApply.approve': '리그 참가 신청 승인',
  'leagueApply.reject': '리그 참가 신청 거절',
  'scheduleTemp.save': '임시 일정 저장',
  'scheduleTemp.update': '임시 일정 경기 변경',
  'scheduleTemp.apply': '임시 일정 적용',
  'scheduleTemp.delete': '임시 일정 삭제',
  'schedule.upload': '일정 파일 업로드',
  'lineup.save': '라인업 저장',
  'teamPlayer.update': '팀 선수 정보 변경',
  'teamPlayer.remove': '선수 명단 제외',
  'teamJoin.approve': '팀 가입 승인',
  'teamJoin.reject': '팀 가입 거절',
  'agreement.update': '참가 서약서 변경',
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
  | 'board'
  /** A league home text (default contents: intro, regulation). */
  | 'homeText'
  /** A player's registration for a team in a league (league_player). */
  | 'leaguePlayer'
  /** A team's application to a league (league_apply). */
  | 'leagueApply'
  /** A saved temporary (generated) schedule of a league (schedule_temp). */
  | 'scheduleTemp'
  /** A player's line on a team's roster (team_player), by player id. */
  | 'teamPlayer'
  /** A member's request to join a team (team_join_request). */
  | 'teamJoinRequest';

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
