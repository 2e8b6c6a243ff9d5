import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryModule, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { declaredAdminRule, type LeagueAdminNeed, type LeagueAdminRule, type TeamAdminRule } from '../src/services/access';
import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { LeaguesService } from '../src/services/leagues/leagues.service';
import { bearer, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { smallSeasonFile } from './support/small-season';
import { createTestApp, type TestApp } from './support/test-app';

/** The ids the rules' URLs are made of. */
interface Fixture {
  mainId: number;
  teamId: number;
  /** The season of main A and the first league of it (teamId is one of its teams). */
  seasonId: number;
  leagueId: number;
  /** A game of that league (the schedule routes named by game id). */
  gameId: number;
  member: LoggedIn;
  /** A manager of the main without any role flag (grade 3). */
  plainManager: LoggedIn;
}

type Url = (f: Fixture) => string;

/**
 * What a route requires. Every write route and every admin read must have an entry, or the test
 * fails: a new route comes with its rule.
 */
type Rule =
  /** Anyone may call it (registration, login): nothing to check here. */
  | { kind: 'public'; why: string }
  /** Logged in (401), about the caller's own account: 403 for another member's id. */
  | { kind: 'own'; url: (f: Fixture, userId: number) => string; body?: object }
  /** Logged in (401), any member. */
  | { kind: 'member'; url: Url; body?: object }
  /**
   * A board write: logged in (401), then the board's role levels and the post's or comment's author
   * decide (403, checked per level in board-writes.test.ts); never an @LeagueAdmin route.
   */
  | { kind: 'board'; url: Url; body?: object; why: string }
  /** A manager of this league main (@LeagueAdmin) with what `need` says; `ok` the 2xx a right manager gets, where cheap. */
  | { kind: 'league'; url: Url; need: LeagueAdminNeed; body?: (f: Fixture) => object; ok?: number }
  /** A manager of this team (@TeamAdmin). */
  | { kind: 'team'; url: Url; body?: object; ok?: number };

const RULES: Record<string, Rule> = {
  'POST /api/user': { kind: 'public', why: '회원 가입' },
  'POST /api/user/checkEmail': { kind: 'public', why: '가입 전 이메일 확인' },
  'POST /api/user/tempPassword': { kind: 'public', why: '비밀번호 찾기 (회원 여부와 관계없이 같은 응답, 요청 수 제한)' },
  'POST /api/auth/login': { kind: 'public', why: '로그인' },
  'POST /api/auth/refresh': { kind: 'public', why: '리프레시 토큰으로 재발급 (토큰이 곧 자격)' },
  'GET /api/player/:playerId/leagueTeam': { kind: 'public', why: '선수의 소속 팀과 리그 등록: 공개 팀 명단·리그 참가 선수 목록에 있는 것만, 개인 정보 없음' },
  'POST /api/user/:id/checkPassword': { kind: 'own', url: (_f, id) => `/api/user/${id}/checkPassword`, body: { password: 'x' } },
  'PATCH /api/user/:id/changePassword': {
    kind: 'own',
    url: (_f, id) => `/api/user/${id}/changePassword`,
    body: { oldPassword: 'x', newPassword: 'y' },
  },
  'POST /api/user/:id': { kind: 'own', url: (_f, id) => `/api/user/${id}` },
  'POST /api/user/:id/withdrawUser': { kind: 'own', url: (_f, id) => `/api/user/${id}/withdrawUser`, body: { password: 'x' } },
  'DELETE /api/user/:id': { kind: 'own', url: (_f, id) => `/api/user/${id}`, body: { password: 'x' } },
  'GET /api/team/admin/manage/:userId': { kind: 'own', url: (_f, id) => `/api/team/admin/manage/${id}` },
  'GET /api/league/admin/manager/can_access/:league/:userId': {
    kind: 'own',
    url: (_f, id) => `/api/league/admin/manager/can_access/matrixa/${id}`,
  },
  'GET /api/team/:id/admin/can_access/:userId': { kind: 'own', url: (f, id) => `/api/team/${f.teamId}/admin/can_access/${id}` },
  'POST /api/league/main/:id/requestManager': { kind: 'member', url: (f) => `/api/league/main/${f.mainId}/requestManager`, body: {} },
  'GET /api/league/admin/main/:id/managers': { kind: 'league', url: (f) => `/api/league/admin/main/${f.mainId}/managers`, need: { head: true }, ok: 200 },
  'PATCH /api/league/admin/main/:id/manager/:userId/grade': {
    kind: 'league',
    url: (f) => `/api/league/admin/main/${f.mainId}/manager/${f.plainManager.userId}/grade`,
    need: { head: true },
    body: () => ({ grade: 3, memo: '매트릭스' }),
    ok: 200,
  },
  'PATCH /api/league/admin/main/:id/manager/:userId/roles': {
    kind: 'league',
    url: (f) => `/api/league/admin/main/${f.mainId}/manager/${f.plainManager.userId}/roles`,
    need: { head: true },
    body: () => ({ roles: '{}' }),
    ok: 200,
  },
  'DELETE /api/league/admin/main/:id/manager/:userId': {
    kind: 'league',
    url: (f) => `/api/league/admin/main/${f.mainId}/manager/${f.plainManager.userId}`,
    need: { head: true },
  },
  'GET /api/league/admin/main/:id/requestManagers': {
    kind: 'league',
    url: (f) => `/api/league/admin/main/${f.mainId}/requestManagers`,
    need: { head: true },
    ok: 200,
  },
  'POST /api/league/admin/main/:id/requestManager/approve': {
    kind: 'league',
    url: (f) => `/api/league/admin/main/${f.mainId}/requestManager/approve`,
    need: { head: true },
    body: (f) => ({ requestId: 1, receiptUserId: f.member.userId, grade: 3 }),
  },
  'POST /api/league/admin/main/:id/requestManager/reject': {
    kind: 'league',
    url: (f) => `/api/league/admin/main/${f.mainId}/requestManager/reject`,
    need: { head: true },
    body: (f) => ({ requestId: 1, receiptUserId: f.member.userId }),
  },
  'GET /api/league/admin/main/:mainId/audit': { kind: 'league', url: (f) => `/api/league/admin/main/${f.mainId}/audit`, need: { head: true }, ok: 200 },
  'GET /api/league/admin/main/:id/dashboard': { kind: 'league', url: (f) => `/api/league/admin/main/${f.mainId}/dashboard`, need: {}, ok: 200 },
  'POST /api/league/board/:main/:label': { kind: 'board', url: (f) => `/api/league/board/${f.mainId}/notice`, why: '게시판의 쓰기 권한 (role_write)' },
  'PATCH /api/league/board/:main/:label/:id': { kind: 'board', url: (f) => `/api/league/board/${f.mainId}/notice/1`, why: '쓰기 권한과 글 작성자' },
  'DELETE /api/league/board/:main/:label/:id': { kind: 'board', url: (f) => `/api/league/board/${f.mainId}/notice/1`, why: '글 작성자 또는 리그 관리자' },
  'POST /api/league/board/:main/:label/comment/:id': {
    kind: 'board',
    url: (f) => `/api/league/board/${f.mainId}/notice/comment/1`,
    body: { content: '댓글' },
    why: '게시판의 댓글 권한 (role_comment, use_comment)',
  },
  'DELETE /api/league/board/:main/:label/comment/:commentId': {
    kind: 'board',
    url: (f) => `/api/league/board/${f.mainId}/notice/comment/1`,
    why: '댓글 작성자 또는 리그 관리자',
  },
  'GET /api/league/board/:main/admin/boards': {
    kind: 'league',
    url: (f) => `/api/league/board/${f.mainId}/admin/boards`,
    need: { role: 'manageBoard' },
    ok: 200,
  },
  'GET /api/league/board/:main/admin/board/:id': {
    kind: 'league',
    url: () => '/api/league/board/matrixa/admin/board/999999',
    need: { role: 'manageBoard' },
  },
  'POST /api/league/board/:main/admin/board': {
    kind: 'league',
    url: (f) => `/api/league/board/${f.mainId}/admin/board`,
    need: { role: 'createBoard' },
    body: (f) => ({ boardName: '매트릭스', boardLabel: 'matrix', boardType: 1, roles: '{"list":1,"view":1,"write":4,"comment":4}', mainId: f.mainId }),
    ok: 201,
  },
  'PATCH /api/league/board/:main/admin/board/:boardId': {
    kind: 'league',
    url: (f) => `/api/league/board/${f.mainId}/admin/board/999999`,
    need: { role: 'manageBoard' },
    body: (f) => ({ boardName: '매트릭스', boardLabel: 'matrix2', boardType: 1, roles: '{"list":1,"view":1,"write":4,"comment":4}', mainId: f.mainId }),
  },
  'DELETE /api/league/board/:main/admin/board/:id': {
    kind: 'league',
    url: (f) => `/api/league/board/${f.mainId}/admin/board/999999`,
    need: { role: 'manageBoard' },
  },
  'PUT /api/league/board/:main/default/:kind/:label/contents': {
    kind: 'league',
    url: () => '/api/league/board/matrixa/default/home/intro/contents',
    need: { head: true },
    body: () => ({ content: '<p>리그 소개</p>' }),
    ok: 200,
  },
  'POST /api/league/main/:id/season': {
    kind: 'league',
    url: (f) => `/api/league/main/${f.mainId}/season`,
    need: { head: true },
    body: () => ({ seasonName: '매트릭스 시즌', beginDate: '2040-01-01', endDate: '2040-02-01', active: false }),
    ok: 201,
  },
  'PUT /api/league/main/:id/season/:seasonId': {
    kind: 'league',
    url: (f) => `/api/league/main/${f.mainId}/season/999999`,
    need: { head: true },
    body: () => ({ seasonName: '매트릭스 시즌', beginDate: '2041-01-01', endDate: '2041-02-01', active: false }),
  },
  'DELETE /api/league/main/:id/season/:seasonId': { kind: 'league', url: (f) => `/api/league/main/${f.mainId}/season/999999`, need: { head: true } },
  'GET /api/league/main/:id/season/:seasonId/league': {
    kind: 'league',
    url: (f) => `/api/league/main/${f.mainId}/season/999999/league`,
    need: { head: true },
  },
  'POST /api/league/main/:id/season/:seasonId/league': {
    kind: 'league',
    url: (f) => `/api/league/main/${f.mainId}/season/999999/league`,
    need: { head: true },
    body: () => ({ leagueName: '매트릭스 리그' }),
  },
  'PUT /api/league/main/:id/season/:seasonId/league/:leagueId': {
    kind: 'league',
    url: (f) => `/api/league/main/${f.mainId}/season/999999/league/999999`,
    need: { head: true },
    body: () => ({ leagueName: '매트릭스 리그' }),
  },
  'DELETE /api/league/main/:id/season/:seasonId/league/:leagueId': {
    kind: 'league',
    url: (f) => `/api/league/main/${f.mainId}/season/999999/league/999999`,
    need: { head: true },
  },
  'PUT /api/league/main/:id/image/:kind': { kind: 'league', url: (f) => `/api/league/main/${f.mainId}/image/logo`, need: { head: true } },
  'GET /api/league/admin/scheduleUpload/template.xlsx': { kind: 'public', why: '빈 일정 업로드 양식 (열 제목만, 리그 정보 없음)' },
  'GET /api/league/admin/scheduleUpload/template.csv': { kind: 'public', why: '빈 일정 업로드 양식 (열 제목만, 리그 정보 없음)' },
  'POST /api/league/admin/scheduleUpload/:leagueId/preview': {
    kind: 'league',
    url: (f) => `/api/league/admin/scheduleUpload/${f.leagueId}/preview`,
    need: { role: 'leagueSchedule' },
  },
  'POST /api/league/admin/scheduleUpload/:leagueId/apply': {
    kind: 'league',
    url: (f) => `/api/league/admin/scheduleUpload/${f.leagueId}/apply`,
    need: { role: 'leagueSchedule' },
  },
  'GET /api/league/admin/scheduleTemp/:leagueId/proceed': {
    kind: 'league',
    url: (f) => `/api/league/admin/scheduleTemp/${f.leagueId}/proceed`,
    need: { role: 'leagueSchedule' },
    ok: 200,
  },
  'POST /api/league/admin/scheduleTemp/:leagueId/generate': {
    kind: 'league',
    url: (f) => `/api/league/admin/scheduleTemp/${f.leagueId}/generate`,
    need: { role: 'leagueSchedule' },
    body: () => ({ gameCnt: 1, weekdays: [0], times: ['09:00'], groundIds: [999999] }),
  },
  'POST /api/league/admin/scheduleTemp/:leagueId/save': {
    kind: 'league',
    url: (f) => `/api/league/admin/scheduleTemp/${f.leagueId}/save`,
    need: { role: 'leagueSchedule' },
    body: () => ({ gameCnt: 1, weekdays: [0], times: ['09:00'], groundIds: [999999] }),
  },
  'GET /api/league/admin/scheduleTemp/:leagueId/get/:tempId': {
    kind: 'league',
    url: (f) => `/api/league/admin/scheduleTemp/${f.leagueId}/get/999999`,
    need: { role: 'leagueSchedule' },
  },
  'PATCH /api/league/admin/scheduleTemp/:leagueId/game/:tempGameId': {
    kind: 'league',
    url: (f) => `/api/league/admin/scheduleTemp/${f.leagueId}/game/999999`,
    need: { role: 'leagueSchedule' },
    body: () => ({ swap: true }),
  },
  'POST /api/league/admin/scheduleTemp/:leagueId/apply': {
    kind: 'league',
    url: (f) => `/api/league/admin/scheduleTemp/${f.leagueId}/apply`,
    need: { role: 'leagueSchedule' },
    body: () => ({ tempId: 999999 }),
  },
  'DELETE /api/league/admin/scheduleTemp/:leagueId/delete/:tempId': {
    kind: 'league',
    url: (f) => `/api/league/admin/scheduleTemp/${f.leagueId}/delete/999999`,
    need: { role: 'leagueSchedule' },
  },
  'GET /api/league/admin/league/:leagueId/registrations': {
    kind: 'league',
    url: (f) => `/api/league/admin/league/${f.leagueId}/registrations`,
    need: { role: 'teamPlayer' },
    ok: 200,
  },
  'GET /api/league/admin/league/:leagueId/team/:teamId/players': {
    kind: 'league',
    url: (f) => `/api/league/admin/league/${f.leagueId}/team/${f.teamId}/players`,
    need: { role: 'teamPlayer' },
    ok: 200,
  },
  'GET /api/league/admin/league/:leagueId/team/:teamId/teamplayers': {
    kind: 'league',
    url: (f) => `/api/league/admin/league/${f.leagueId}/team/${f.teamId}/teamplayers`,
    need: { role: 'teamPlayer' },
    ok: 200,
  },
  'POST /api/league/admin/league/:leagueId/team/:teamId/register': {
    kind: 'league',
    url: (f) => `/api/league/admin/league/${f.leagueId}/team/${f.teamId}/register`,
    need: { role: 'teamPlayer' },
    body: () => ({ playerIds: [999999], registerDate: '2025-04-01' }),
  },
  'PATCH /api/league/admin/league/:leagueId/team/:teamId/register/:playerId': {
    kind: 'league',
    url: (f) => `/api/league/admin/league/${f.leagueId}/team/${f.teamId}/register/999999`,
    need: { role: 'teamPlayer' },
    body: () => ({ registerDate: '2025-04-01' }),
  },
  'GET /api/league/admin/league/:leagueId/team/:teamId/:playerId': {
    kind: 'league',
    url: (f) => `/api/league/admin/league/${f.leagueId}/team/${f.teamId}/999999`,
    need: { role: 'teamPlayer' },
  },
  'DELETE /api/league/admin/league/:leagueId/team/:teamId/:playerId': {
    kind: 'league',
    url: (f) => `/api/league/admin/league/${f.leagueId}/team/${f.teamId}/999999`,
    need: { role: 'teamPlayer' },
  },
  'GET /api/league/admin/season/:seasonId/team/:teamId/leagues': {
    kind: 'league',
    url: (f) => `/api/league/admin/season/${f.seasonId}/team/${f.teamId}/leagues`,
    need: {},
    ok: 200,
  },
  'GET /api/league/admin/season/:seasonId/player/search': {
    kind: 'league',
    url: (f) => `/api/league/admin/season/${f.seasonId}/player/search?searchName=name&searchValue=%EC%84%A0%EC%88%98`,
    need: {},
    ok: 200,
  },
  'GET /api/league/admin/main/:id/eligibility': { kind: 'league', url: (f) => `/api/league/admin/main/${f.mainId}/eligibility`, need: {}, ok: 200 },
  'PUT /api/league/admin/main/:id/eligibility': {
    kind: 'league',
    url: (f) => `/api/league/admin/main/${f.mainId}/eligibility`,
    need: { head: true },
    body: () => ({ waitDays: 0, allowedProTypes: [0, 1, 2], allowedProTypeMiddles: [0, 1, 2] }),
    ok: 200,
  },
  'GET /api/team/:id/managers': { kind: 'team', url: (f) => `/api/team/${f.teamId}/managers`, ok: 200 },
  'POST /api/team/user': { kind: 'member', url: () => '/api/team/user' },
  'POST /api/team/:id': { kind: 'team', url: (f) => `/api/team/${f.teamId}` },
  'POST /api/team/:id/userManager/:uid': { kind: 'own', url: (f, id) => `/api/team/${f.teamId}/userManager/${id}` },
  'POST /api/team/:id/manager/:uid': { kind: 'team', url: (f) => `/api/team/${f.teamId}/manager/${f.member.userId}` },
  'DELETE /api/team/:id/manager/:uid': { kind: 'team', url: (f) => `/api/team/${f.teamId}/manager/${f.member.userId}` },
  'GET /api/team/:id/admin/dashboard': { kind: 'team', url: (f) => `/api/team/${f.teamId}/admin/dashboard`, ok: 200 },
  'GET /api/team/:id/orders': { kind: 'team', url: (f) => `/api/team/${f.teamId}/orders`, ok: 200 },
  'GET /api/team/:id/order/:gameId': { kind: 'team', url: (f) => `/api/team/${f.teamId}/order/${f.gameId}` },
  'POST /api/team/:id/order/:gameId': { kind: 'team', url: (f) => `/api/team/${f.teamId}/order/${f.gameId}`, body: { entries: [] } },
  'GET /api/team/:teamId/admin/audit': { kind: 'team', url: (f) => `/api/team/${f.teamId}/admin/audit`, ok: 200 },
  // The team staff's roster and league entries (team-roster module).
  'GET /api/team/:id/admin/players': { kind: 'team', url: (f) => `/api/team/${f.teamId}/admin/players`, ok: 200 },
  'GET /api/team/:id/coaching': { kind: 'team', url: (f) => `/api/team/${f.teamId}/coaching`, ok: 200 },
  'GET /api/team/:id/player/:pid': { kind: 'team', url: (f) => `/api/team/${f.teamId}/player/999999`, ok: 404 },
  'PATCH /api/team/:id/player/:pid': {
    kind: 'team',
    url: (f) => `/api/team/${f.teamId}/player/999999`,
    body: { backnumber: '99', teamRole: 7, position: 'P', batThrw: 22 },
    ok: 404,
  },
  'DELETE /api/team/:id/player/:pid': { kind: 'team', url: (f) => `/api/team/${f.teamId}/player/999999`, ok: 404 },
  'GET /api/team/:id/leagues': { kind: 'team', url: (f) => `/api/team/${f.teamId}/leagues`, ok: 200 },
  'GET /api/team/:id/leagues/:seasonId': { kind: 'team', url: (f) => `/api/team/${f.teamId}/leagues/${f.seasonId}`, ok: 200 },
  'GET /api/team/:id/all_leagues': { kind: 'team', url: (f) => `/api/team/${f.teamId}/all_leagues`, ok: 200 },
  'GET /api/team/:id/entry/:leagueId': { kind: 'team', url: (f) => `/api/team/${f.teamId}/entry/${f.leagueId}`, ok: 200 },
  'PATCH /api/team/:id/entry/:leagueId': { kind: 'team', url: (f) => `/api/team/${f.teamId}/entry/${f.leagueId}`, body: { playerId: 999999 }, ok: 400 },
  'PATCH /api/team/:id/league/:leagueId/player/:playerId': {
    kind: 'team',
    url: (f) => `/api/team/${f.teamId}/league/${f.leagueId}/player/999999`,
    // The fixture's season is over: entries of a past season stay as they are.
    ok: 400,
  },
  // Teams in leagues and league applications (league-entries module).
  'GET /api/league/admin/league/:id/team': { kind: 'league', url: (f) => `/api/league/admin/league/${f.leagueId}/team`, need: { role: 'leagueTeam' }, ok: 200 },
  'POST /api/league/admin/league/:id/addTeams': {
    kind: 'league',
    url: (f) => `/api/league/admin/league/${f.leagueId}/addTeams`,
    need: { role: 'leagueTeam' },
    body: (f) => ({ teamIds: [f.teamId] }),
  },
  'POST /api/league/admin/league/:id/removeTeams': {
    kind: 'league',
    url: (f) => `/api/league/admin/league/${f.leagueId}/removeTeams`,
    need: { role: 'leagueTeam' },
    body: (f) => ({ teamIds: [f.teamId] }),
  },
  'POST /api/league/admin/league/:id/placeholderTeam': {
    kind: 'league',
    url: (f) => `/api/league/admin/league/${f.leagueId}/placeholderTeam`,
    need: { role: 'leagueTeam' },
    body: () => ({ teamName: '매트릭스 1위' }),
  },
  'GET /api/league/admin/main/prevSeason/team/:seasonId/:leagueId': {
    kind: 'league',
    url: (f) => `/api/league/admin/main/prevSeason/team/${f.seasonId}/${f.leagueId}`,
    need: { role: 'leagueTeam' },
    ok: 200,
  },
  'GET /api/league/admin/league/:id/applyTeams': {
    kind: 'league',
    url: (f) => `/api/league/admin/league/${f.leagueId}/applyTeams`,
    need: { role: 'leagueTeam' },
    ok: 200,
  },
  'PATCH /api/league/admin/league/:id/approveApply': {
    kind: 'league',
    url: (f) => `/api/league/admin/league/${f.leagueId}/approveApply`,
    need: { role: 'leagueTeam' },
    body: (f) => ({ requestId: 999999, userId: f.member.userId }),
  },
  'PATCH /api/league/admin/league/:id/rejectApply': {
    kind: 'league',
    url: (f) => `/api/league/admin/league/${f.leagueId}/rejectApply`,
    need: { role: 'leagueTeam' },
    body: (f) => ({ requestId: 999999, userId: f.member.userId }),
  },
  'POST /api/league/admin/league/:id/apply': {
    kind: 'league',
    url: (f) => `/api/league/admin/league/${f.leagueId}/apply`,
    need: { role: 'leagueTeam' },
    body: () => ({ teamId: 999999 }),
    // The fixture's season has ended: past the guard, the service refuses it.
    ok: 400,
  },
  // The admin schedule (schedules module, issue 14).
  'GET /api/league/admin/schedule/:seasonId/:month': {
    kind: 'league',
    url: (f) => `/api/league/admin/schedule/${f.seasonId}/202504`,
    need: { role: 'leagueSchedule' },
    ok: 200,
  },
  'GET /api/league/admin/schedule/:seasonId/:month/:leagueId': {
    kind: 'league',
    url: (f) => `/api/league/admin/schedule/${f.seasonId}/202504/${f.leagueId}`,
    need: { role: 'leagueSchedule' },
    ok: 200,
  },
  'POST /api/league/league/:id/schedule/game': {
    kind: 'league',
    url: (f) => `/api/league/league/${f.leagueId}/schedule/game`,
    need: { role: 'leagueSchedule' },
    body: () => ({ scheduleTime: '2030-01-01 10:00' }),
    ok: 400,
  },
  'GET /api/league/league/:id/schedule/conflicts': {
    kind: 'league',
    url: (f) => `/api/league/league/${f.leagueId}/schedule/conflicts?time=2025-04-02%2009:30&teamIds=${f.teamId}`,
    need: { role: 'leagueSchedule' },
    ok: 200,
  },
  'PATCH /api/league/league/:id/schedule/game/:gameId': {
    kind: 'league',
    url: (f) => `/api/league/league/${f.leagueId}/schedule/game/999999`,
    need: { role: 'leagueSchedule' },
    body: () => ({ scheduleTime: '2025-05-01 10:00' }),
    ok: 404,
  },
  'DELETE /api/league/league/:id/schedule/game/:gameId': {
    kind: 'league',
    url: (f) => `/api/league/league/${f.leagueId}/schedule/game/999999`,
    need: { role: 'leagueSchedule' },
    ok: 404,
  },
  'PATCH /api/league/schedule/:id/cancel': {
    kind: 'league',
    url: (f) => `/api/league/schedule/${f.gameId}/cancel`,
    need: { role: 'leagueSchedule' },
    body: () => ({ reason: '그라운드사정' }),
    ok: 400,
  },
  'PATCH /api/league/schedule/:id/suspend': {
    kind: 'league',
    url: (f) => `/api/league/schedule/${f.gameId}/suspend`,
    need: { role: 'leagueSchedule' },
  },
  'PATCH /api/league/schedule/:id/resume': {
    kind: 'league',
    url: (f) => `/api/league/schedule/${f.gameId}/resume`,
    need: { role: 'leagueSchedule' },
    body: () => ({ scheduleTime: '2030-01-01 10:00' }),
    ok: 400,
  },
  // The admin game list and lineups (games module, issue 15).
  'GET /api/game/admin/list/:seasonId/:month': { kind: 'league', url: (f) => `/api/game/admin/list/${f.seasonId}/202504`, need: { role: 'leagueGame' }, ok: 200 },
  'GET /api/game/admin/list/:seasonId/:month/:leagueId': {
    kind: 'league',
    url: (f) => `/api/game/admin/list/${f.seasonId}/202504/${f.leagueId}`,
    need: { role: 'leagueGame' },
    ok: 200,
  },
  'GET /api/game/admin/gameCount/:seasonId/:leagueId/:month': {
    kind: 'league',
    url: (f) => `/api/game/admin/gameCount/${f.seasonId}/0/202504`,
    need: { role: 'leagueGame' },
    ok: 200,
  },
  'GET /api/game/admin/writer/:userId': { kind: 'own', url: (_f, id) => `/api/game/admin/writer/${id}` },
  // Lineups feed the record entry: the game's scorer may keep them too.
  'GET /api/game/admin/order/:id': { kind: 'league', url: (f) => `/api/game/admin/order/${f.gameId}`, need: { role: 'leagueGame', orGameWriter: true }, ok: 200 },
  'GET /api/game/admin/order/:id/:teamId': {
    kind: 'league',
    url: (f) => `/api/game/admin/order/${f.gameId}/999999`,
    need: { role: 'leagueGame', orGameWriter: true },
    ok: 404,
  },
  'POST /api/game/admin/order/:id/:teamId': {
    kind: 'league',
    url: (f) => `/api/game/admin/order/${f.gameId}/999999`,
    need: { role: 'leagueGame', orGameWriter: true },
    body: () => ({ entries: [] }),
    ok: 400,
  },
  // Box-score entry and the official record (issue 15): the game's scorer is also let in (orGameWriter).
  'GET /api/game/admin/write/game/:id': { kind: 'league', url: (f) => `/api/game/admin/write/game/${f.gameId}`, need: { role: 'leagueGame', orGameWriter: true }, ok: 200 },
  'POST /api/game/admin/write/game/:id': {
    kind: 'league',
    url: (f) => `/api/game/admin/write/game/${f.gameId}`,
    need: { role: 'leagueGame', orGameWriter: true },
    body: () => ({ version: 'x' }),
    ok: 400,
  },
  'POST /api/game/admin/write/game/:id/scoreboard': {
    kind: 'league',
    url: (f) => `/api/game/admin/write/game/${f.gameId}/scoreboard`,
    need: { role: 'leagueGame', orGameWriter: true },
    body: () => ({ version: 'x' }),
    ok: 400,
  },
  'POST /api/game/admin/write/game/:id/records': {
    kind: 'league',
    url: (f) => `/api/game/admin/write/game/${f.gameId}/records`,
    need: { role: 'leagueGame', orGameWriter: true },
    body: () => ({ version: 'x' }),
    ok: 400,
  },
  'POST /api/game/admin/write/game/:id/final': { kind: 'league', url: (f) => `/api/game/admin/write/game/${f.gameId}/final`, need: { role: 'leagueGame' }, ok: 400 },
  'POST /api/game/admin/write/game/:id/correction': {
    kind: 'league',
    url: (f) => `/api/game/admin/write/game/${f.gameId}/correction`,
    need: { head: true },
    body: () => ({ reason: '' }),
    ok: 400,
  },
  'GET /api/game/admin/write/game/:id/versions': { kind: 'league', url: (f) => `/api/game/admin/write/game/${f.gameId}/versions`, need: { role: 'leagueGame' }, ok: 200 },
  // A game recorded play by play (issue 28): guarded as the box-score entry.
  'GET /api/game/admin/write/game/:id/plays': { kind: 'league', url: (f) => `/api/game/admin/write/game/${f.gameId}/plays`, need: { role: 'leagueGame', orGameWriter: true }, ok: 200 },
  'POST /api/game/admin/write/game/:id/plays/start': {
    kind: 'league',
    url: (f) => `/api/game/admin/write/game/${f.gameId}/plays/start`,
    need: { role: 'leagueGame', orGameWriter: true },
    body: () => ({ rules: { innings: 99 } }),
    ok: 400,
  },
  'POST /api/game/admin/write/game/:id/plays': {
    kind: 'league',
    url: (f) => `/api/game/admin/write/game/${f.gameId}/plays`,
    need: { role: 'leagueGame', orGameWriter: true },
    body: () => ({ lastSeq: 'x' }),
    ok: 400,
  },
  'DELETE /api/game/admin/write/game/:id/plays/:seq': {
    kind: 'league',
    url: (f) => `/api/game/admin/write/game/${f.gameId}/plays/1`,
    need: { role: 'leagueGame', orGameWriter: true },
    ok: 409,
  },
  'PUT /api/game/admin/write/game/:id/plays/:seq': {
    kind: 'league',
    url: (f) => `/api/game/admin/write/game/${f.gameId}/plays/1`,
    need: { role: 'leagueGame', orGameWriter: true },
    body: () => ({ lastSeq: 'x' }),
    ok: 400,
  },
  'GET /api/league/main/:id/writers': { kind: 'league', url: (f) => `/api/league/main/${f.mainId}/writers`, need: {}, ok: 200 },
  'POST /api/league/team/:teamId/apply': { kind: 'team', url: (f) => `/api/league/team/${f.teamId}/apply`, body: { leagueId: 999999 } },
  'GET /api/team/admin/search/name': { kind: 'member', url: () => `/api/team/admin/search/name?searchName=${encodeURIComponent('팀')}` },
  'GET /api/team/admin/league/recruit/:teamId': { kind: 'team', url: (f) => `/api/team/admin/league/recruit/${f.teamId}`, ok: 200 },
  'GET /api/team/admin/league/history/:teamId': { kind: 'team', url: (f) => `/api/team/admin/league/history/${f.teamId}`, ok: 200 },
  // Joining and leaving teams (team-joins module).
  'POST /api/team/:id/join': { kind: 'member', url: (f) => `/api/team/${f.teamId}/join`, body: {} },
  'POST /api/team/:id/withdraw': { kind: 'member', url: (f) => `/api/team/${f.teamId}/withdraw` },
  'GET /api/team/:id/request': { kind: 'team', url: (f) => `/api/team/${f.teamId}/request`, ok: 200 },
  'GET /api/team/:id/request/:rid': { kind: 'team', url: (f) => `/api/team/${f.teamId}/request/1` },
  'POST /api/team/:id/request/:rid': { kind: 'team', url: (f) => `/api/team/${f.teamId}/request/1`, body: { teamRole: 7 } },
  'PATCH /api/team/:id/request/:rid': { kind: 'team', url: (f) => `/api/team/${f.teamId}/request/1` },
  // League participation agreements (agreements module).
  'POST /api/league/agreement': { kind: 'member', url: () => '/api/league/agreement', body: {} },
  'GET /api/league/agreementTeam/:teamId/:seasonId': { kind: 'team', url: (f) => `/api/league/agreementTeam/${f.teamId}/${f.seasonId}`, ok: 200 },
  'GET /api/league/admin/season/:seasonId/agreement': { kind: 'league', url: (f) => `/api/league/admin/season/${f.seasonId}/agreement`, need: {}, ok: 200 },
  'PUT /api/league/admin/season/:seasonId/agreement': {
    kind: 'league',
    url: (f) => `/api/league/admin/season/${f.seasonId}/agreement`,
    need: { head: true },
    body: () => ({ content: '매트릭스 서약서' }),
    ok: 200,
  },
};

interface Route {
  key: string;
  method: string;
  handler: object;
  /** What the handler declared with @LeagueAdmin / @TeamAdmin. */
  adminRule: LeagueAdminRule | TeamAdminRule | undefined;
}

/** Every route of the running app, read from the controllers' Nest metadata. */
function routesOf(t: TestApp): Route[] {
  const scanner = new MetadataScanner();
  const reflector = t.app.get(Reflector);
  const routes: Route[] = [];
  for (const wrapper of t.app.get(DiscoveryService).getControllers()) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const base: string = Reflect.getMetadata(PATH_METADATA, metatype) ?? '';
    const prototype = Object.getPrototypeOf(instance) as Record<string, object>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as object;
      const paths: unknown = Reflect.getMetadata(PATH_METADATA, handler);
      if (paths === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      for (const path of Array.isArray(paths) ? paths : [paths]) {
        const full = `/api/${base}/${String(path)}`.replace(/\/+/g, '/').replace(/\/$/, '');
        routes.push({ key: `${method} ${full}`, method, handler, adminRule: declaredAdminRule(reflector, handler) });
      }
    }
  }
  return routes;
}

/** Writes, admin reads, any read a handler guards as a league or team admin route, and a read given a rule (a public one says why). */
const needsRule = (route: Route) => route.method !== 'GET' || route.key.includes('/admin') || route.adminRule !== undefined || route.key in RULES;

describe('authorization matrix on MySQL', () => {
  let t: TestApp;
  let routes: Route[];
  let f: Fixture;
  let anotherMember: LoggedIn;
  let head: LoggedIn; // grade 1 of main A
  let scorer: LoggedIn; // grade 5 of main A
  let otherHead: LoggedIn; // grade 1 of main B
  let teamManager: LoggedIn; // of team A
  let otherTeamManager: LoggedIn; // of a team of main B

  const call = (route: Route, url: string, who: LoggedIn | null, body?: object) => {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
    const request = t.http[method](url);
    if (who) request.set(bearer(who.accessToken));
    return body === undefined ? request : request.send(body);
  };

  beforeAll(async () => {
    t = await createTestApp({}, { imports: [DiscoveryModule] });
    routes = routesOf(t);
    const ids = new Map<string, { mainId: number; teamId: number; seasonId: number; leagueId: number }>();
    for (const leaguePath of ['matrixa', 'matrixb']) {
      const result = await t.app.get(SeasonImportService).importFile(smallSeasonFile({ leaguePath }));
      if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
      const [row] = await t.dataSource.query(
        `SELECT lm.main_id, MIN(lt.team_id) AS team_id, MIN(se.season_id) AS season_id, MIN(l.league_id) AS league_id FROM league_main lm JOIN season se ON se.main_id = lm.main_id
         JOIN league l ON l.season_id = se.season_id JOIN league_team lt ON lt.league_id = l.league_id
         WHERE lm.league_path = ? GROUP BY lm.main_id`,
        [leaguePath],
      );
      ids.set(leaguePath, { mainId: Number(row.main_id), teamId: Number(row.team_id), seasonId: Number(row.season_id), leagueId: Number(row.league_id) });
    }
    const a = ids.get('matrixa') as { mainId: number; teamId: number; seasonId: number; leagueId: number };
    const b = ids.get('matrixb') as { mainId: number; teamId: number; seasonId: number; leagueId: number };
    const member = await registerAndLogin(t);
    const plainManager = await registerAndLogin(t);
    [anotherMember, head, scorer, otherHead, teamManager, otherTeamManager] = await Promise.all(
      Array.from({ length: 6 }, () => registerAndLogin(t)),
    );
    const leagues = t.app.get(LeaguesService);
    await leagues.grantManager(a.mainId, head.userId, 1);
    await leagues.grantManager(a.mainId, scorer.userId, 5);
    await leagues.grantManager(a.mainId, plainManager.userId, 3);
    await leagues.grantManager(b.mainId, otherHead.userId, 1);
    await build(t).teams.managers(a.teamId, teamManager.userId);
    await build(t).teams.managers(b.teamId, otherTeamManager.userId);
    const [game] = await t.dataSource.query('SELECT MIN(game_id) AS game_id FROM schedule WHERE league_id = ?', [a.leagueId]);
    f = { mainId: a.mainId, teamId: a.teamId, seasonId: a.seasonId, leagueId: a.leagueId, gameId: Number(game.game_id), member, plainManager };
  });

  afterAll(async () => {
    await t?.close();
  });

  it('finds the routes of the app', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map((route) => route.key)).toContain('GET /api/league/admin/main/:id/managers');
  });

  it('has a rule for every write route and every admin read, and no rule for a route that is gone', () => {
    const keys = routes.filter(needsRule).map((route) => route.key);
    expect(keys.filter((key) => !(key in RULES))).toEqual([]);
    expect(Object.keys(RULES).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('declares the league and team rules on the handlers themselves (@LeagueAdmin / @TeamAdmin)', () => {
    for (const route of routes.filter(needsRule)) {
      const rule = RULES[route.key];
      const declared = route.adminRule;
      if (rule?.kind === 'league') {
        expect([route.key, declared && 'need' in declared ? (declared as LeagueAdminRule).need : null]).toEqual([route.key, rule.need]);
      } else if (rule?.kind === 'team') {
        expect([route.key, declared !== undefined && 'teamParam' in declared]).toEqual([route.key, true]);
        expect((declared as TeamAdminRule).teamParam).toBeTruthy();
      } else {
        expect([route.key, declared]).toEqual([route.key, undefined]);
      }
    }
  });

  it('answers 401 to anonymous callers of every route that is not public', async () => {
    for (const route of routes.filter(needsRule)) {
      const rule = RULES[route.key];
      if (!rule || rule.kind === 'public') continue;
      const url = rule.kind === 'own' ? rule.url(f, f.member.userId) : rule.url(f);
      const body = rule.kind === 'league' ? rule.body?.(f) : rule.body;
      const response = await call(route, url, null, body);
      expect([route.key, response.status]).toEqual([route.key, 401]);
    }
  });

  it("answers 403 to a member asking about another member's account", async () => {
    for (const route of routes.filter(needsRule)) {
      const rule = RULES[route.key];
      if (rule?.kind !== 'own') continue;
      const response = await call(route, rule.url(f, anotherMember.userId), f.member, rule.body);
      expect([route.key, response.status]).toEqual([route.key, 403]);
    }
  });

  it('answers 403 to a member, a manager of another league main and a manager without the grade or role', async () => {
    for (const route of routes.filter(needsRule)) {
      const rule = RULES[route.key];
      if (rule?.kind !== 'league') continue;
      const denied: LoggedIn[] = [f.member, otherHead, teamManager];
      if (rule.need.head) denied.push(scorer, f.plainManager);
      if (rule.need.role) denied.push(f.plainManager);
      for (const who of denied) {
        const response = await call(route, rule.url(f), who, rule.body?.(f));
        expect([route.key, who.userId, response.status]).toEqual([route.key, who.userId, 403]);
      }
      if (rule.ok !== undefined) {
        const response = await call(route, rule.url(f), head, rule.body?.(f));
        expect([route.key, response.status]).toEqual([route.key, rule.ok]);
      }
    }
  });

  it('answers 403 to a member, a league manager and a manager of another team', async () => {
    for (const route of routes.filter(needsRule)) {
      const rule = RULES[route.key];
      if (rule?.kind !== 'team') continue;
      for (const who of [f.member, otherTeamManager, head]) {
        const response = await call(route, rule.url(f), who, rule.body);
        expect([route.key, who.userId, response.status]).toEqual([route.key, who.userId, 403]);
      }
      if (rule.ok !== undefined) {
        const response = await call(route, rule.url(f), teamManager, rule.body);
        expect([route.key, response.status]).toEqual([route.key, rule.ok]);
      }
    }
  });
});
