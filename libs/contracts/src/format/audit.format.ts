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
  homeText: '리그 소개·규정',
  leaguePlayer: '선수 등록',
  leagueApply: '리그 참가 신청',
  scheduleTemp: '임시 일정',
  teamPlayer: '팀 선수',
  teamJoinRequest: '팀 가입 신청',
};

/** Korean names of the fields admin writes record; a field not listed is shown by its own name. */
const AUDIT_FIELD_LABELS: Record<string, string> = {
  registerDate: '등록일',
  lineup: '라인업',
  waitDays: '출전 대기 기간(일)',
  allowedProTypes: '출전 가능한 고교 선출 구분',
  allowedProTypeMiddles: '출전 가능한 중학 선출 구분',
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
  batThrw: '투타',
  joinedAt: '입단일',
  boardName: '게시판 이름',
  boardLabel: '게시판 경로',
  boardType: '게시판 종류',
  boardMemo: '게시판 설명',
  roleList: '목록 권한',
  roleView: '보기 권한',
  roleWrite: '쓰기 권한',
  roleComment: '댓글 쓰기 권한',
  useComment: '댓글 사용',
  useFileUpload: '파일 첨부',
  useFileDownload: '파일 내려받기',
  maxFileCount: '첨부 파일 수',
  postCount: '게시글 수',
  intro: '리그 소개',
  regulation: '리그 규정',
  seasonName: '시즌 이름',
  beginDate: '시작일',
  endDate: '종료일',
  active: '진행 중 시즌',
  leagueName: '리그 이름',
  sortOrder: '표시 순서',
  eraBaseInnings: '평균자책점 기준 이닝',
  pointsWin: '승리 승점',
  pointsDraw: '무승부 승점',
  pointsLoss: '패배 승점',
  tiebreakOrder: '순위 결정 순서',
  batterQualifyMultiplier: '규정타석 배수',
  pitcherQualifyMultiplier: '규정이닝 배수',
  forfeitRuns: '몰수 경기 점수',
  regulationInnings: '정규 이닝',
  logoImg: '로고',
  extImg1: '사이드 배너',
  extImg2: '상단 배너',
  requestState: '신청 상태',
  leagueId: '리그 번호',
  gameName: '경기 이름',
  scheduleTime: '경기 일시',
  groundId: '구장 번호',
  writerId: '기록원 회원 번호',
  visitTeamId: '원정 팀 번호',
  homeTeamId: '홈 팀 번호',
  visitTeamLeagueId: '원정 팀 교류전 리그',
  homeTeamLeagueId: '홈 팀 교류전 리그',
  dayNight: '재개 경기 잠금',
  isCancel: '취소 여부',
  cancelReason: '취소 사유',
  suspended: '서스펜디드',
  recordDeleted: '진행 중 기록 삭제',
  gameCnt: '맞대결 수',
  weekdays: '경기 요일',
  times: '시작 시간',
  groundIds: '구장',
  swap: '홈·원정 바꾸기',
  fileName: '파일 이름',
  gameCount: '경기 수',
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
