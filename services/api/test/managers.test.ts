import type { LeagueManagerCheck, LeagueManagerItem, ManagerRequestItem, TeamManagerCheck, TeamManagerItem } from '@dugout/contracts';
import { LeaguesService } from '../src/services/leagues/leagues.service';
import { bearer, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { importSmallMains } from './support/small-mains';
import { createTestApp, type TestApp } from './support/test-app';

const NOT_LEAGUE_MANAGER = '이 리그의 관리자만 이용할 수 있습니다.';
const NOT_HEAD = '리그 총괄 관리자(1등급)만 할 수 있는 작업입니다.';
const LAST_HEAD = '리그에는 총괄 관리자가 한 명 이상 있어야 합니다. 다른 회원을 총괄 관리자로 지정한 뒤에 다시 해 주세요.';
const NOT_TEAM_MANAGER = '이 팀의 관리자만 이용할 수 있습니다.';

// The managers of league mains and teams, the manager requests and the manager checks, with
// who may call what: 401 without login, 403 for a member, a manager of another main or team, or
// a manager without the grade.
describe('managers on MySQL', () => {
  let t: TestApp;
  let head: LoggedIn; // grade 1 of smalltest
  let otherHead: LoggedIn; // grade 1 of othertest
  let scorer: LoggedIn; // grade 5 of smalltest
  let member: LoggedIn;
  let teamMember: LoggedIn; // his player is on team TA1's roster
  let teamManager: LoggedIn; // manager of TA1
  let otherTeamManager: LoggedIn; // manager of TB1 (othertest)
  const mainIds = new Map<string, number>();
  const teamIds = new Map<string, number>();
  const main = (path: string) => mainIds.get(path) as number;
  const team = (key: string) => teamIds.get(key) as number;

  const as = (who: LoggedIn | null) => ({
    get: (url: string) => (who ? t.http.get(url).set(bearer(who.accessToken)) : t.http.get(url)),
    post: (url: string, body?: object) => (who ? t.http.post(url).set(bearer(who.accessToken)) : t.http.post(url)).send(body),
    patch: (url: string, body?: object) => (who ? t.http.patch(url).set(bearer(who.accessToken)) : t.http.patch(url)).send(body),
    delete: (url: string) => (who ? t.http.delete(url).set(bearer(who.accessToken)) : t.http.delete(url)),
  });
  const onRoster = async (who: LoggedIn, teamId: number) => {
    const [free] = await t.dataSource.query(
      'SELECT MIN(tp.player_id) AS player_id FROM team_player tp JOIN player p ON p.player_id = tp.player_id WHERE tp.team_id = ? AND p.user_id IS NULL',
      [teamId],
    );
    await build(t).players.changePlayer(Number(free.player_id), { userId: who.userId });
  };

  beforeAll(async () => {
    t = await createTestApp();
    const imported = await importSmallMains(t, ['smalltest', 'othertest']);
    for (const [path, id] of imported.mainIds) mainIds.set(path, id);
    for (const [key, id] of imported.teamIds) teamIds.set(key, id);
    [head, otherHead, scorer, member, teamMember, teamManager, otherTeamManager] = await Promise.all(
      Array.from({ length: 7 }, (_, index) => registerAndLogin(t, { username: `회원${index + 1}` })),
    );
    const leagues = t.app.get(LeaguesService);
    await leagues.grantManager(main('smalltest'), head.userId, 1);
    await leagues.grantManager(main('othertest'), otherHead.userId, 1);
    await leagues.grantManager(main('smalltest'), scorer.userId, 5);
    await build(t).teams.managers(team('smalltest/팀 TA1'), teamManager.userId);
    await build(t).teams.managers(team('othertest/팀 TB1'), otherTeamManager.userId);
    await onRoster(teamMember, team('smalltest/팀 TA1'));
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/league/admin/manager/can_access/{league}/{userId}', () => {
    const url = (path: string, who: LoggedIn) => `/api/league/admin/manager/can_access/${path}/${who.userId}`;

    it('answers the grade and the role flags in effect as the JSON text', async () => {
      const headCheck = await as(head).get(url('smalltest', head));
      expect(headCheck.status).toBe(200);
      expect(headCheck.body.data).toEqual<LeagueManagerCheck>({
        result: true,
        grade: 1,
        role: '{"leagueTeam":true,"teamPlayer":true,"leagueSchedule":true,"leagueGame":true,"manageBoard":true,"createBoard":true}',
        gameWriter: false,
      });
      const scorerCheck = await as(scorer).get(url('smalltest', scorer));
      expect(scorerCheck.body.data).toEqual<LeagueManagerCheck>({
        result: true,
        grade: 5,
        role: '{"leagueTeam":false,"teamPlayer":false,"leagueSchedule":false,"leagueGame":true,"manageBoard":false,"createBoard":false}',
        gameWriter: false,
      });
    });

    it('answers result false for a member and for the manager of another league main', async () => {
      expect((await as(member).get(url('smalltest', member))).body.data).toEqual({ result: false, grade: null, role: '{}', gameWriter: false });
      expect((await as(otherHead).get(url('smalltest', otherHead))).body.data).toEqual({ result: false, grade: null, role: '{}', gameWriter: false });
    });

    it('is only about the caller himself (403), after login (401), of a league that exists (404)', async () => {
      expect((await as(member).get(url('smalltest', head))).status).toBe(403);
      expect((await as(null).get(url('smalltest', head))).status).toBe(401);
      const unknown = await as(head).get(url('nowhere', head));
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('리그를 찾을 수 없습니다.');
    });
  });

  describe('GET /api/team/{id}/admin/can_access/{userId}', () => {
    it('answers whether the caller manages the team', async () => {
      const ta1 = team('smalltest/팀 TA1');
      expect((await as(teamManager).get(`/api/team/${ta1}/admin/can_access/${teamManager.userId}`)).body.data).toEqual<TeamManagerCheck>({
        result: true,
      });
      expect((await as(otherTeamManager).get(`/api/team/${ta1}/admin/can_access/${otherTeamManager.userId}`)).body.data).toEqual({
        result: false,
      });
      expect((await as(member).get(`/api/team/${ta1}/admin/can_access/${teamManager.userId}`)).status).toBe(403);
      expect((await as(null).get(`/api/team/${ta1}/admin/can_access/${teamManager.userId}`)).status).toBe(401);
      expect((await as(member).get(`/api/team/999999/admin/can_access/${member.userId}`)).status).toBe(404);
      expect((await as(member).get(`/api/team/abc/admin/can_access/${member.userId}`)).status).toBe(400);
    });
  });

  describe('league managers', () => {
    const base = () => `/api/league/admin/main/${main('smalltest')}`;

    it('lists the managers with name, email, grade, grade name, memo and roles', async () => {
      const response = await as(head).get(`${base()}/managers`);
      expect(response.status).toBe(200);
      const list = response.body.data as LeagueManagerItem[];
      expect(list.map((item) => item.userId)).toEqual([head.userId, scorer.userId]);
      expect(list[0]).toEqual<LeagueManagerItem>({
        userId: head.userId,
        username: head.member.username,
        email: head.member.email,
        grade: 1,
        gradeName: '총괄 관리자',
        memo: null,
        roles: '{"leagueTeam":false,"teamPlayer":false,"leagueSchedule":false,"leagueGame":false,"manageBoard":false,"createBoard":false}',
      });
      expect(list[1]).toMatchObject({ grade: 5, gradeName: '기록원' });
    });

    it.each([
      ['GET', '/managers', undefined],
      ['PATCH', '/manager/{scorer}/grade', { grade: 3, memo: '메모' }],
      ['PATCH', '/manager/{scorer}/roles', { roles: '{"leagueSchedule":true}' }],
      ['DELETE', '/manager/{scorer}', undefined],
      ['GET', '/requestManagers', undefined],
      ['POST', '/requestManager/approve', { requestId: 1, receiptUserId: 1, grade: 3 }],
      ['POST', '/requestManager/reject', { requestId: 1, receiptUserId: 1 }],
    ])('%s %s: 401 anonymous, 403 member, other main manager, grade 5; 404 unknown main', async (method, suffix, body) => {
      const path = suffix.replace('{scorer}', String(scorer.userId));
      const call = (who: LoggedIn | null, url: string) => {
        const client = as(who);
        if (method === 'GET') return client.get(url);
        if (method === 'DELETE') return client.delete(url);
        return method === 'POST' ? client.post(url, body) : client.patch(url, body);
      };
      expect((await call(null, `${base()}${path}`)).status).toBe(401);
      for (const [who, message] of [
        [member, NOT_LEAGUE_MANAGER],
        [otherHead, NOT_LEAGUE_MANAGER],
        [teamManager, NOT_LEAGUE_MANAGER],
        [scorer, NOT_HEAD],
      ] as const) {
        const response = await call(who, `${base()}${path}`);
        expect(response.status).toBe(403);
        expect(response.body.error).toBe(message);
      }
      expect((await call(head, `/api/league/admin/main/999999${path}`)).status).toBe(404);
      expect((await call(head, `/api/league/admin/main/x${path}`)).status).toBe(400);
    });

    it('changes grade and memo, then role flags, of a manager', async () => {
      const graded = await as(head).patch(`${base()}/manager/${scorer.userId}/grade`, { grade: 3, memo: '일정 담당' });
      expect(graded.status).toBe(200);
      expect(graded.body.data).toMatchObject({ userId: scorer.userId, grade: 3, gradeName: '실무 관리자', memo: '일정 담당' });

      const roled = await as(head).patch(`${base()}/manager/${scorer.userId}/roles`, { roles: '{"leagueSchedule":true,"manageBoard":true}' });
      expect(roled.status).toBe(200);
      expect(roled.body.data.roles).toBe(
        '{"leagueTeam":false,"teamPlayer":false,"leagueSchedule":true,"leagueGame":false,"manageBoard":true,"createBoard":false}',
      );
      const [row] = await t.dataSource.query('SELECT role_league_schedule, role_manage_board, role_league_game FROM league_manager WHERE user_id = ?', [
        scorer.userId,
      ]);
      expect([Number(row.role_league_schedule), Number(row.role_manage_board), Number(row.role_league_game)]).toEqual([1, 1, 0]);
      const check = await as(scorer).get(`/api/league/admin/manager/can_access/smalltest/${scorer.userId}`);
      expect(check.body.data).toMatchObject({ result: true, grade: 3 });
      expect(JSON.parse(check.body.data.role)).toMatchObject({ leagueSchedule: true, manageBoard: true, leagueGame: false });

      const log: { kind: string; user_id: number; object_id: number }[] = await t.dataSource.query(
        "SELECT kind, user_id, object_id FROM audit_entry WHERE scope_type = 'leagueMain' AND scope_id = ? ORDER BY audit_id",
        [main('smalltest')],
      );
      expect(log.map((entry) => [entry.kind, Number(entry.user_id), Number(entry.object_id)])).toEqual([
        ['manager.grade', head.userId, scorer.userId],
        ['manager.roles', head.userId, scorer.userId],
      ]);

      // Back to the scorer grade for the other tests.
      expect((await as(head).patch(`${base()}/manager/${scorer.userId}/grade`, { grade: 5 })).status).toBe(200);
    });

    it('keeps a change only together with its audit entry', async () => {
      // With the log unwritable (a broken database), the grade change is rolled back with it.
      await t.dataSource.query('RENAME TABLE audit_entry TO audit_entry_away');
      try {
        const failed = await as(head).patch(`${base()}/manager/${scorer.userId}/grade`, { grade: 2, memo: '기록 실패' });
        expect(failed.status).toBeGreaterThanOrEqual(500);
      } finally {
        await t.dataSource.query('RENAME TABLE audit_entry_away TO audit_entry');
      }
      const [row] = await t.dataSource.query('SELECT grade, memo FROM league_manager WHERE main_id = ? AND user_id = ?', [main('smalltest'), scorer.userId]);
      expect({ grade: Number(row.grade), memo: row.memo }).not.toMatchObject({ grade: 2, memo: '기록 실패' });
      expect(Number(row.grade)).toBe(5);
    });

    it('refuses bad bodies with Korean field errors (400)', async () => {
      const badGrade = await as(head).patch(`${base()}/manager/${scorer.userId}/grade`, { grade: 9 });
      expect(badGrade.status).toBe(400);
      expect(badGrade.body.errors.grade).toBe('등급은 1~5 중에서 골라 주세요.');
      const noGrade = await as(head).patch(`${base()}/manager/${scorer.userId}/grade`, { memo: 'x' });
      expect(noGrade.status).toBe(400);
      const badRoles = await as(head).patch(`${base()}/manager/${scorer.userId}/roles`, { roles: '{"everything":true}' });
      expect(badRoles.status).toBe(400);
      expect(badRoles.body.errors.roles).toContain('JSON');
      const notText = await as(head).patch(`${base()}/manager/${scorer.userId}/roles`, { roles: { leagueGame: true } });
      expect(notText.status).toBe(400);
    });

    it('answers 404 for a member who is not a manager of the main', async () => {
      const response = await as(head).patch(`${base()}/manager/${member.userId}/grade`, { grade: 2 });
      expect(response.status).toBe(404);
      expect(response.body.error).toBe('이 리그의 관리자가 아닌 회원입니다.');
      expect((await as(head).delete(`${base()}/manager/${otherHead.userId}`)).status).toBe(404);
    });

    it('never lets the last grade-1 manager demote or remove himself (400)', async () => {
      const demote = await as(head).patch(`${base()}/manager/${head.userId}/grade`, { grade: 2 });
      expect(demote.status).toBe(400);
      expect(demote.body.error).toBe(LAST_HEAD);
      const remove = await as(head).delete(`${base()}/manager/${head.userId}`);
      expect(remove.status).toBe(400);
      expect(remove.body.error).toBe(LAST_HEAD);
      // The memo of the last grade-1 manager may change.
      expect((await as(head).patch(`${base()}/manager/${head.userId}/grade`, { grade: 1, memo: '대표' })).status).toBe(200);
    });
  });

  describe('manager requests', () => {
    let requester: LoggedIn;
    let second: LoggedIn;
    const base = () => `/api/league/admin/main/${main('smalltest')}`;
    const ask = (who: LoggedIn | null, body: object = { message: '기록 입력을 돕고 싶습니다.' }) =>
      as(who).post(`/api/league/main/${main('smalltest')}/requestManager`, body);

    beforeAll(async () => {
      [requester, second] = await Promise.all([registerAndLogin(t, { username: '신청자' }), registerAndLogin(t, { username: '두번째' })]);
    });

    it('lets a member ask once (409 again, 409 for a manager, 401 anonymous, 404 unknown main)', async () => {
      const asked = await ask(requester);
      expect(asked.status).toBe(201);
      expect(asked.body.data).toMatchObject<Partial<ManagerRequestItem>>({
        mainId: main('smalltest'),
        receiptUserId: requester.userId,
        username: '신청자',
        email: requester.member.email,
        message: '기록 입력을 돕고 싶습니다.',
        status: 1,
      });
      expect(asked.body.data.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
      expect((await ask(requester)).status).toBe(409);
      expect((await ask(scorer)).status).toBe(409);
      expect((await ask(null)).status).toBe(401);
      expect((await as(requester).post('/api/league/main/999999/requestManager', {})).status).toBe(404);
      expect((await ask(second, {})).status).toBe(201);
    });

    it('lists the pending requests to grade 1 only', async () => {
      const response = await as(head).get(`${base()}/requestManagers`);
      expect(response.status).toBe(200);
      expect((response.body.data as ManagerRequestItem[]).map((item) => item.receiptUserId)).toEqual([requester.userId, second.userId]);
      const other = await as(otherHead).get(`/api/league/admin/main/${main('othertest')}/requestManagers`);
      expect(other.body.data).toEqual([]);
    });

    it('approves with grade and memo: the member becomes a manager', async () => {
      const [pending] = (await as(head).get(`${base()}/requestManagers`)).body.data as ManagerRequestItem[];
      const requestId = pending?.requestId as number;
      // The request of another main, the wrong member, a bad grade.
      expect((await as(otherHead).post(`/api/league/admin/main/${main('othertest')}/requestManager/approve`, { requestId, receiptUserId: requester.userId, grade: 2 })).status).toBe(404);
      expect((await as(head).post(`${base()}/requestManager/approve`, { requestId, receiptUserId: second.userId, grade: 2 })).status).toBe(400);
      expect((await as(head).post(`${base()}/requestManager/approve`, { requestId, receiptUserId: requester.userId, grade: 0 })).status).toBe(400);
      expect((await as(head).post(`${base()}/requestManager/approve`, { requestId: 999999, receiptUserId: requester.userId, grade: 2 })).status).toBe(404);

      const approved = await as(head).post(`${base()}/requestManager/approve`, { requestId, receiptUserId: requester.userId, grade: 2, memo: '운영' });
      expect(approved.status).toBe(200);
      expect(approved.body.data).toMatchObject({ userId: requester.userId, grade: 2, gradeName: '운영 관리자', memo: '운영' });
      const check = await as(requester).get(`/api/league/admin/manager/can_access/smalltest/${requester.userId}`);
      expect(check.body.data).toMatchObject({ result: true, grade: 2 });
      // Decided once.
      expect((await as(head).post(`${base()}/requestManager/approve`, { requestId, receiptUserId: requester.userId, grade: 2 })).status).toBe(409);
      // A grade-2 manager still may not decide requests.
      expect((await as(requester).get(`${base()}/requestManagers`)).status).toBe(403);
    });

    it('rejects a request: the member stays a member and may ask again', async () => {
      const [pending] = (await as(head).get(`${base()}/requestManagers`)).body.data as ManagerRequestItem[];
      const rejected = await as(head).post(`${base()}/requestManager/reject`, { requestId: pending?.requestId, receiptUserId: second.userId });
      expect(rejected.status).toBe(200);
      expect(rejected.body.data).toMatchObject({ requestId: pending?.requestId, status: 3 });
      expect((await as(head).get(`${base()}/requestManagers`)).body.data).toEqual([]);
      expect((await as(second).get(`/api/league/admin/manager/can_access/smalltest/${second.userId}`)).body.data.result).toBe(false);
      expect((await as(head).post(`${base()}/requestManager/reject`, {})).status).toBe(400);
      expect((await ask(second)).status).toBe(201);
    });

    it('lets a second grade-1 manager exist, and then the first may step down', async () => {
      expect((await as(head).patch(`${base()}/manager/${requester.userId}/grade`, { grade: 1 })).status).toBe(200);
      expect((await as(head).patch(`${base()}/manager/${head.userId}/grade`, { grade: 2 })).status).toBe(200);
      expect((await as(head).get(`${base()}/managers`)).status).toBe(403);
      // The new last grade-1 manager is held by the rule too, and restores the first.
      expect((await as(requester).delete(`${base()}/manager/${requester.userId}`)).status).toBe(400);
      expect((await as(requester).patch(`${base()}/manager/${head.userId}/grade`, { grade: 1 })).status).toBe(200);
      const removed = await as(head).delete(`${base()}/manager/${requester.userId}`);
      expect(removed.status).toBe(200);
      expect(removed.body.data).toBe(1);
    });
  });

  it('keeps a grade-1 manager when the last two demote each other at the same time', async () => {
    const second = await registerAndLogin(t, { username: '공동대표' });
    await t.app.get(LeaguesService).grantManager(main('othertest'), second.userId, 1);
    const base = `/api/league/admin/main/${main('othertest')}`;
    const statuses = await Promise.all([
      as(otherHead).patch(`${base}/manager/${second.userId}/grade`, { grade: 2 }),
      as(second).patch(`${base}/manager/${otherHead.userId}/grade`, { grade: 2 }),
    ]).then((responses) => responses.map((response) => response.status).sort());
    // The loser either finds no grade-1 manager left besides himself (400) or is no longer grade 1 (403).
    expect(statuses[0]).toBe(200);
    expect([400, 403]).toContain(statuses[1]);
    const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM league_manager WHERE main_id = ? AND grade = 1', [main('othertest')]);
    expect(Number(n)).toBe(1);
  });

  it('documents the manager request and the manager routes in the OpenAPI document', async () => {
    const document = await t.http.get('/api/docs/openapi.json');
    expect(document.status).toBe(200);
    const paths = document.body.paths as Record<string, Record<string, { summary?: string }>>;
    expect(paths['/api/league/main/{id}/requestManager']?.['post']?.summary).toContain('리그 관리자 신청');
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/league/admin/manager/can_access/{league}/{userId}',
        '/api/team/{id}/admin/can_access/{userId}',
        '/api/league/admin/main/{id}/managers',
        '/api/league/admin/main/{id}/requestManager/approve',
        '/api/team/{id}/manager/{uid}',
      ]),
    );
  });

  describe('team managers', () => {
    const ta1 = () => team('smalltest/팀 TA1');

    it('lists the managers to a manager of the team only', async () => {
      const response = await as(teamManager).get(`/api/team/${ta1()}/managers`);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual<TeamManagerItem[]>([
        { userId: teamManager.userId, username: teamManager.member.username, email: teamManager.member.email },
      ]);
    });

    it.each([
      ['GET', '/managers'],
      ['POST', '/manager/{member}'],
      ['DELETE', '/manager/{manager}'],
    ])('%s %s: 401 anonymous, 403 member and manager of another team, 404 unknown team', async (method, suffix) => {
      const path = suffix.replace('{member}', String(teamMember.userId)).replace('{manager}', String(teamManager.userId));
      const call = (who: LoggedIn | null, url: string) =>
        method === 'GET' ? as(who).get(url) : method === 'POST' ? as(who).post(url) : as(who).delete(url);
      expect((await call(null, `/api/team/${ta1()}${path}`)).status).toBe(401);
      for (const who of [member, otherTeamManager, head, teamMember]) {
        const response = await call(who, `/api/team/${ta1()}${path}`);
        expect(response.status).toBe(403);
        expect(response.body.error).toBe(NOT_TEAM_MANAGER);
      }
      expect((await call(teamManager, `/api/team/999999${path}`)).status).toBe(404);
    });

    it('adds a member of the team, never someone off the roster (400), never twice (409)', async () => {
      const outsider = await as(teamManager).post(`/api/team/${ta1()}/manager/${member.userId}`);
      expect(outsider.status).toBe(400);
      expect(outsider.body.error).toBe('이 팀에 선수로 소속된 회원만 관리자로 지정할 수 있습니다.');
      const added = await as(teamManager).post(`/api/team/${ta1()}/manager/${teamMember.userId}`);
      expect(added.status).toBe(201);
      expect((added.body.data as TeamManagerItem[]).map((item) => item.userId).sort()).toEqual([teamManager.userId, teamMember.userId].sort());
      expect((await as(teamManager).post(`/api/team/${ta1()}/manager/${teamMember.userId}`)).status).toBe(409);
      expect((await as(teamMember).get(`/api/team/${ta1()}/admin/can_access/${teamMember.userId}`)).body.data).toEqual({ result: true });
    });

    it('removes a manager but always keeps one (400), 404 for one who is not a manager', async () => {
      expect((await as(teamMember).delete(`/api/team/${ta1()}/manager/${member.userId}`)).status).toBe(404);
      const removed = await as(teamMember).delete(`/api/team/${ta1()}/manager/${teamManager.userId}`);
      expect(removed.status).toBe(200);
      expect((removed.body.data as TeamManagerItem[]).map((item) => item.userId)).toEqual([teamMember.userId]);
      const last = await as(teamMember).delete(`/api/team/${ta1()}/manager/${teamMember.userId}`);
      expect(last.status).toBe(400);
      expect(last.body.error).toBe('팀에는 관리자가 한 명 이상 있어야 합니다. 다른 관리자를 먼저 지정해 주세요.');
    });
  });
});
