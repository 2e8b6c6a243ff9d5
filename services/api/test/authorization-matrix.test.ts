import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryModule, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { declaredAdminRule, type LeagueAdminNeed, type LeagueAdminRule, type TeamAdminRule } from '../src/access';
import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { LeaguesService } from '../src/leagues/leagues.service';
import { bearer, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { smallSeasonFile } from './support/small-season';
import { createTestApp, type TestApp } from './support/test-app';

/** The ids the rules' URLs are made of. */
interface Fixture {
  mainId: number;
  teamId: number;
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
  'POST /api/auth/login': { kind: 'public', why: '로그인' },
  'POST /api/auth/refresh': { kind: 'public', why: '리프레시 토큰으로 재발급 (토큰이 곧 자격)' },
  'POST /api/user/:id/checkPassword': { kind: 'own', url: (_f, id) => `/api/user/${id}/checkPassword`, body: { password: 'x' } },
  'PATCH /api/user/:id/changePassword': {
    kind: 'own',
    url: (_f, id) => `/api/user/${id}/changePassword`,
    body: { oldPassword: 'x', newPassword: 'y' },
  },
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
  'GET /api/team/:id/managers': { kind: 'team', url: (f) => `/api/team/${f.teamId}/managers`, ok: 200 },
  'POST /api/team/:id/manager/:uid': { kind: 'team', url: (f) => `/api/team/${f.teamId}/manager/${f.member.userId}` },
  'DELETE /api/team/:id/manager/:uid': { kind: 'team', url: (f) => `/api/team/${f.teamId}/manager/${f.member.userId}` },
  'GET /api/team/:id/admin/dashboard': { kind: 'team', url: (f) => `/api/team/${f.teamId}/admin/dashboard`, ok: 200 },
  'GET /api/team/:teamId/admin/audit': { kind: 'team', url: (f) => `/api/team/${f.teamId}/admin/audit`, ok: 200 },
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

/** Writes, admin reads, and any read a handler guards as a league or team admin route. */
const needsRule = (route: Route) => route.method !== 'GET' || route.key.includes('/admin') || route.adminRule !== undefined;

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
    const ids = new Map<string, { mainId: number; teamId: number }>();
    for (const leaguePath of ['matrixa', 'matrixb']) {
      const result = await t.app.get(SeasonImportService).importFile(smallSeasonFile({ leaguePath }));
      if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
      const [row] = await t.dataSource.query(
        `SELECT lm.main_id, MIN(lt.team_id) AS team_id FROM league_main lm JOIN season se ON se.main_id = lm.main_id
         JOIN league l ON l.season_id = se.season_id JOIN league_team lt ON lt.league_id = l.league_id
         WHERE lm.league_path = ? GROUP BY lm.main_id`,
        [leaguePath],
      );
      ids.set(leaguePath, { mainId: Number(row.main_id), teamId: Number(row.team_id) });
    }
    const a = ids.get('matrixa') as { mainId: number; teamId: number };
    const b = ids.get('matrixb') as { mainId: number; teamId: number };
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
    await t.dataSource.query('INSERT INTO team_manager (team_id, user_id) VALUES (?, ?), (?, ?)', [
      a.teamId,
      teamManager.userId,
      b.teamId,
      otherTeamManager.userId,
    ]);
    f = { mainId: a.mainId, teamId: a.teamId, member, plainManager };
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
