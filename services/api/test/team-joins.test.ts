import type { TeamJoinApplication, TeamJoinRequestItem, TeamJoinSearchPage, TeamListPage } from '@dugout/contracts';
import { bearer, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { importSmallMains } from './support/small-mains';
import { createTestApp, type TestApp } from './support/test-app';

// Joining a team and leaving it: the member's requests, the team managers' approvals, withdrawal.
describe('team joins on MySQL', () => {
  let t: TestApp;
  let teamId: number; // 팀 TA1
  let otherTeamId: number; // 팀 TA2
  let manager: LoggedIn; // of TA1
  let otherManager: LoggedIn; // of TA2
  let member: LoggedIn;

  const as = (who: LoggedIn | null) => ({
    get: (url: string) => (who ? t.http.get(url).set(bearer(who.accessToken)) : t.http.get(url)),
    post: (url: string, body?: object) => {
      const request = who ? t.http.post(url).set(bearer(who.accessToken)) : t.http.post(url);
      return body === undefined ? request : request.send(body);
    },
    patch: (url: string) => (who ? t.http.patch(url).set(bearer(who.accessToken)) : t.http.patch(url)),
  });

  const form = (team: number, who: LoggedIn, overrides: Record<string, unknown> = {}) => ({
    teamId: team,
    userId: who.userId,
    teamRole: 7,
    playerName: '홍길동',
    birthday: '19900115',
    gender: 'M',
    phone: '010-1234-5678',
    middleSchool: '강동중',
    schoolName: '강동고',
    address1: '서울 강동구',
    position: 'IN',
    batThrw: 22,
    proType: 0,
    proTypeMiddle: 1,
    backnumber: '17',
    ...overrides,
  });

  const count = async (sql: string, params: unknown[]) => Number((await t.dataSource.query(sql, params))[0].total);
  const requestsOf = (who: LoggedIn) => as(who).get(`/api/team/joinTeam/user/${who.userId}`);
  const apply = async (team: number, who: LoggedIn): Promise<number> => {
    const response = await as(who).post(`/api/team/${team}/join`, form(team, who));
    expect(response.status).toBe(201);
    return (response.body.data as TeamJoinRequestItem).requestId;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const { teamIds } = await importSmallMains(t, ['joins']);
    teamId = teamIds.get('joins/팀 TA1') as number;
    otherTeamId = teamIds.get('joins/팀 TA2') as number;
    [manager, otherManager, member] = await Promise.all([registerAndLogin(t), registerAndLogin(t), registerAndLogin(t, { username: '가입회원' })]);
    await build(t).teams.managers(teamId, manager.userId);
    await build(t).teams.managers(otherTeamId, otherManager.userId);
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('POST /api/team/{id}/join', () => {
    it('refuses a form that breaks the rules of spec section 5 with Korean field errors, storing nothing', async () => {
      const someone = await registerAndLogin(t);
      const response = await as(someone).post(
        `/api/team/${teamId}/join`,
        form(teamId, someone, { playerName: '', birthday: '1990', phone: '0101234', position: 'X', batThrw: 99, middleSchool: '' }),
      );
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors).sort()).toEqual(['batThrw', 'birthday', 'middleSchool', 'phone', 'playerName', 'position']);
      expect(response.body.errors.phone).toMatch(/전화번호/);
      expect(await count('SELECT COUNT(*) AS total FROM team_join_request WHERE user_id = ?', [someone.userId])).toBe(0);
    });

    it('needs a login (401), answers 404 for an unknown team and 403 for another member\'s request', async () => {
      expect((await as(null).post(`/api/team/${teamId}/join`, form(teamId, member))).status).toBe(401);
      const unknown = await as(member).post('/api/team/987654/join', form(987654, member));
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('팀을 찾을 수 없습니다.');
      const forOther = await as(member).post(`/api/team/${teamId}/join`, form(teamId, manager));
      expect(forOther.status).toBe(403);
      expect(forOther.body.error).toBe('본인의 가입 신청만 할 수 있습니다.');
      const mismatch = await as(member).post(`/api/team/${teamId}/join`, form(otherTeamId, member));
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.error).toBe('신청하는 팀이 주소의 팀과 다릅니다.');
    });

    it('stores the request awaiting approval and refuses a second one to the same team (409)', async () => {
      const someone = await registerAndLogin(t);
      // A phone typed as digits only is stored as shown: 010-1234-5678.
      const response = await as(someone).post(`/api/team/${teamId}/join`, form(teamId, someone, { phone: '01012345678' }));
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({ userId: someone.userId, teamId, requestState: 1, team: { teamId, teamName: '팀 TA1' }, decidedAt: null });
      const [stored] = await t.dataSource.query('SELECT phone FROM team_join_request WHERE user_id = ?', [someone.userId]);
      expect(stored.phone).toBe('010-1234-5678');
      expect(response.body.data.createdAt).toMatch(/\+09:00$/);

      const again = await as(someone).post(`/api/team/${teamId}/join`, form(teamId, someone));
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('이미 이 팀에 가입 신청을 했습니다. 팀 관리자의 승인을 기다려 주세요.');
      expect(await count('SELECT COUNT(*) AS total FROM team_join_request WHERE user_id = ?', [someone.userId])).toBe(1);
    });

    it("refuses a playerId that is not the member's own", async () => {
      const someone = await registerAndLogin(t);
      const [player] = await t.dataSource.query('SELECT MIN(player_id) AS player_id FROM player');
      const response = await as(someone).post(`/api/team/${teamId}/join`, form(teamId, someone, { playerId: Number(player.player_id) }));
      expect(response.status).toBe(400);
      expect(response.body.error).toMatch(/본인의 선수 정보가 아닙니다/);
    });
  });

  describe('the member side', () => {
    it("lists the member's requests with their state; another member's list is refused (403)", async () => {
      const someone = await registerAndLogin(t);
      await apply(otherTeamId, someone);
      const mine = await requestsOf(someone);
      expect(mine.status).toBe(200);
      expect((mine.body.data as TeamJoinRequestItem[]).map((item) => [item.team.teamName, item.requestState])).toEqual([['팀 TA2', 1]]);
      expect((await as(member).get(`/api/team/joinTeam/user/${someone.userId}`)).status).toBe(403);
      expect((await as(null).get(`/api/team/joinTeam/user/${someone.userId}`)).status).toBe(401);
    });

    it('searches teams by name and marks the ones requested or joined', async () => {
      const someone = await registerAndLogin(t);
      await apply(otherTeamId, someone);
      const response = await as(someone).get(`/api/team/joinTeam/user/${someone.userId}/search?search=${encodeURIComponent('팀 TA')}&page=1&pagesize=100`);
      expect(response.status).toBe(200);
      const page = response.body.data as TeamJoinSearchPage;
      expect(page).toMatchObject({ page: 1, pagesize: 100, total: 3 });
      expect(page.data.map((team) => [team.teamName, team.joined, team.requested])).toEqual([
        ['팀 TA1', false, false],
        ['팀 TA2', false, true],
        ['팀 TA3', false, false],
      ]);
      expect(page.data[0]?.leagueMains.map((main) => main.leaguePath)).toEqual(['joins']);
      const bad = await as(someone).get(`/api/team/joinTeam/user/${someone.userId}/search?pagesize=1000`);
      expect(bad.status).toBe(400);
    });

    it('answers the join form its team card with the flags (404 for an unknown team)', async () => {
      const response = await as(member).get(`/api/team/${teamId}/join`);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ teamId, teamName: '팀 TA1', playerCount: 12, joined: false });
      expect((await as(member).get('/api/team/987654/join')).status).toBe(404);
      expect((await as(null).get(`/api/team/${teamId}/join`)).status).toBe(401);
    });
  });

  describe("the team managers' approvals", () => {
    let requestId: number;
    const base = () => `/api/team/${teamId}/request`;

    beforeAll(async () => {
      requestId = await apply(teamId, member);
    });

    it('lists the pending requests with the applicant data, for this team\'s managers only', async () => {
      const response = await as(manager).get(base());
      expect(response.status).toBe(200);
      const mine = (response.body.data as TeamJoinApplication[]).find((item) => item.requestId === requestId);
      const { teamId: _team, userId: _user, ...asked } = form(teamId, member);
      expect(mine).toMatchObject({ userId: member.userId, username: '가입회원', email: member.member.email, playerId: null, requestState: 1, ...asked });
      for (const who of [member, otherManager]) expect((await as(who).get(base())).status).toBe(403);
      expect((await as(null).get(base())).status).toBe(401);
      expect((await as(manager).get('/api/team/987654/request')).status).toBe(404);
    });

    it('answers one request; another team\'s request is not found through this team (404)', async () => {
      const detail = await as(manager).get(`${base()}/${requestId}`);
      expect(detail.status).toBe(200);
      expect(detail.body.data).toMatchObject({ requestId, playerName: '홍길동' });
      const otherRequest = await apply(otherTeamId, await registerAndLogin(t));
      const crossed = await as(manager).get(`${base()}/${otherRequest}`);
      expect(crossed.status).toBe(404);
      expect(crossed.body.error).toBe('가입 신청을 찾을 수 없습니다.');
      expect((await as(otherManager).get(`${base()}/${requestId}`)).status).toBe(403);
      expect((await as(manager).post(`/api/team/${teamId}/request/${otherRequest}`, { teamRole: 7 })).status).toBe(404);
      expect((await as(manager).patch(`/api/team/${teamId}/request/${otherRequest}`)).status).toBe(404);
    });

    it("refuses another team's manager and a bad role, changing nothing", async () => {
      expect((await as(otherManager).post(`${base()}/${requestId}`, { teamRole: 7 })).status).toBe(403);
      expect((await as(otherManager).patch(`${base()}/${requestId}`)).status).toBe(403);
      const bad = await as(manager).post(`${base()}/${requestId}`, { teamRole: 9 });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.teamRole).toBeTruthy();
      expect(await count('SELECT COUNT(*) AS total FROM team_join_request WHERE request_id = ? AND state = 1', [requestId])).toBe(1);
    });

    it('approves with a role: the player record, the roster line and the audit entry are written; twice answers 409', async () => {
      const response = await as(manager).post(`${base()}/${requestId}`, { teamRole: 6 });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ requestId, requestState: 2, teamRole: 6 });
      expect(response.body.data.decidedAt).toMatch(/\+09:00$/);

      const [player] = await t.dataSource.query('SELECT * FROM player WHERE user_id = ?', [member.userId]);
      expect(player).toMatchObject({ player_name: '홍길동', middle_school: '강동중', school: '강동고', position: 'IN', birthday: '19900115' });
      expect(Number(player.bat_thrw)).toBe(22);
      expect(Number(player.pro_type_middle)).toBe(1);
      const [line] = await t.dataSource.query('SELECT * FROM team_player WHERE team_id = ? AND player_id = ?', [teamId, player.player_id]);
      expect(line).toMatchObject({ backnumber: '17', position: 'IN' });
      expect(Number(line.team_role)).toBe(6);
      const [audit] = await t.dataSource.query("SELECT * FROM audit_entry WHERE kind = 'teamJoin.approve' AND object_id = ?", [requestId]);
      expect(Number(audit.user_id)).toBe(manager.userId);
      expect(Number(audit.scope_id)).toBe(teamId);

      const twice = await as(manager).post(`${base()}/${requestId}`, { teamRole: 7 });
      expect(twice.status).toBe(409);
      expect(twice.body.error).toBe('이미 처리된 가입 신청입니다.');
      expect((await as(manager).patch(`${base()}/${requestId}`)).status).toBe(409);
      expect(await count('SELECT COUNT(*) AS total FROM team_player WHERE team_id = ? AND player_id = ?', [teamId, player.player_id])).toBe(1);
    });

    it('shows the joined team to the member, and a new request to it is refused (409)', async () => {
      const teams = await as(member).get(`/api/team?userId=${member.userId}`);
      expect((teams.body.data as TeamListPage).data.map((team) => team.teamName)).toEqual(['팀 TA1']);
      expect((await requestsOf(member)).body.data[0]).toMatchObject({ requestId, requestState: 2 });
      const again = await as(member).post(`/api/team/${teamId}/join`, form(teamId, member));
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('이미 이 팀에 소속된 선수입니다.');
      const search = await as(member).get(`/api/team/joinTeam/user/${member.userId}/search?search=${encodeURIComponent('팀 TA1')}`);
      expect((search.body.data as TeamJoinSearchPage).data[0]).toMatchObject({ teamId, joined: true, requested: false });
    });

    it('rejects a request (state 3) with an audit entry; the member sees it and may ask again', async () => {
      const someone = await registerAndLogin(t);
      const rejected = await apply(teamId, someone);
      const response = await as(manager).patch(`${base()}/${rejected}`);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ requestId: rejected, requestState: 3 });
      expect(await count("SELECT COUNT(*) AS total FROM audit_entry WHERE kind = 'teamJoin.reject' AND object_id = ?", [rejected])).toBe(1);
      expect(await count('SELECT COUNT(*) AS total FROM player WHERE user_id = ?', [someone.userId])).toBe(0);
      expect((await requestsOf(someone)).body.data[0]).toMatchObject({ requestId: rejected, requestState: 3 });
      expect((await as(manager).post(`${base()}/${rejected}`, { teamRole: 7 })).status).toBe(409);
      await apply(teamId, someone);
    });

    it('updates an existing player record on approval instead of making another', async () => {
      const someone = await registerAndLogin(t);
      await build(t).players.player({ userId: someone.userId, playerName: '옛이름', proTypeMiddle: 0, proType: 0 });
      const [existing] = await t.dataSource.query('SELECT player_id FROM player WHERE user_id = ?', [someone.userId]);
      const response = await as(someone).post(`/api/team/${teamId}/join`, form(teamId, someone, { playerId: Number(existing.player_id), playerName: '새이름' }));
      expect(response.status).toBe(201);
      expect((await as(manager).post(`${base()}/${response.body.data.requestId}`, { teamRole: 7 })).status).toBe(200);
      const players = await t.dataSource.query('SELECT player_id, player_name FROM player WHERE user_id = ?', [someone.userId]);
      expect(players).toEqual([expect.objectContaining({ player_name: '새이름' })]);
      expect(Number(players[0].player_id)).toBe(Number(existing.player_id));
    });

    it('counts the pending requests on the staff dashboard', async () => {
      const pending = await count('SELECT COUNT(*) AS total FROM team_join_request WHERE team_id = ? AND state = 1', [teamId]);
      const response = await as(manager).get(`/api/team/${teamId}/admin/dashboard`);
      expect(response.status).toBe(200);
      expect(response.body.data.pendingJoinRequests).toBe(pending);
      expect(pending).toBeGreaterThan(0);
    });
  });

  describe('POST /api/team/{id}/withdraw', () => {
    it('ends the roster entry, keeps it as history and leaves the game records alone', async () => {
      const leaver = await registerAndLogin(t);
      const requestId = await apply(teamId, leaver);
      expect((await as(manager).post(`/api/team/${teamId}/request/${requestId}`, { teamRole: 7 })).status).toBe(200);
      const [player] = await t.dataSource.query('SELECT player_id FROM player WHERE user_id = ?', [leaver.userId]);
      const gameRows = await count('SELECT COUNT(*) AS total FROM game_lineup', []);

      const response = await as(leaver).post(`/api/team/${teamId}/withdraw`);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ teamId, playerId: Number(player.player_id) });
      expect(await count('SELECT COUNT(*) AS total FROM team_player WHERE team_id = ? AND player_id = ?', [teamId, player.player_id])).toBe(0);
      const [leave] = await t.dataSource.query('SELECT * FROM team_player_history WHERE player_id = ?', [player.player_id]);
      expect(leave).toMatchObject({ backnumber: '17', position: 'IN' });
      expect([Number(leave.team_id), Number(leave.removed_by)]).toEqual([teamId, leaver.userId]);
      expect(leave.left_at).toBeTruthy();
      expect(await count('SELECT COUNT(*) AS total FROM game_lineup', [])).toBe(gameRows);
      expect(await count('SELECT COUNT(*) AS total FROM player WHERE user_id = ?', [leaver.userId])).toBe(1);
      expect(((await as(leaver).get(`/api/team?userId=${leaver.userId}`)).body.data as TeamListPage).data).toEqual([]);

      const twice = await as(leaver).post(`/api/team/${teamId}/withdraw`);
      expect(twice.status).toBe(404);
      expect(twice.body.error).toBe('소속되어 있지 않은 팀입니다.');
      // After leaving he may ask to join again.
      await apply(teamId, leaver);
    });

    it('needs a login (401) and a known team (404)', async () => {
      expect((await as(null).post(`/api/team/${teamId}/withdraw`)).status).toBe(401);
      expect((await as(member).post('/api/team/987654/withdraw')).status).toBe(404);
      expect((await as(member).post('/api/team/abc/withdraw')).status).toBe(400);
    });
  });
});
