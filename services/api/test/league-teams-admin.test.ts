import { registerAndLogin, requestsAs, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { adminCast } from './support/admin-cast';
import { importSmallSeason } from './support/imported-season';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN = '/api/league/admin/league';

describe('teams in leagues and league applications on MySQL', () => {
  let t: TestApp;
  let mainId: number;
  let oldSeasonId: number;
  let oldLeagueA: number; // 2025 "A 리그", teams with games
  let seasonId: number; // the active 2026 season
  let leagueA: number; // 2026 "A 리그"
  let leagueC: number; // 2026 "C 리그"
  const team: Record<string, number> = {};
  let head: LoggedIn; // grade 1
  let entryManager: LoggedIn; // grade 3 with leagueTeam
  let plainManager: LoggedIn; // grade 3 without roles
  let otherHead: LoggedIn; // grade 1 of the other main
  let member: LoggedIn;
  let tb1Manager: LoggedIn; // team manager of 팀 TB1
  let ta1Manager: LoggedIn; // team manager of 팀 TA1

  const as = (who: LoggedIn | null) => requestsAs(t, who);
  const memberIds = async (leagueId: number): Promise<number[]> =>
    (await t.dataSource.query('SELECT team_id FROM league_team WHERE league_id = ? AND interleague = 0 ORDER BY team_id', [leagueId])).map(
      (row: { team_id: number }) => Number(row.team_id),
    );
  const audits = async (kind: string, scopeType = 'leagueMain'): Promise<{ user_id: number; object_id: number; changes: string }[]> =>
    t.dataSource.query('SELECT user_id, object_id, changes FROM audit_entry WHERE scope_type = ? AND kind = ? ORDER BY audit_id', [scopeType, kind]);
  const applies = async (): Promise<{ state: number }[]> => t.dataSource.query('SELECT * FROM league_apply ORDER BY apply_id');

  beforeAll(async () => {
    t = await createTestApp();
    const season = await importSmallSeason(t, { leaguePath: 'entriesa' });
    const otherMainId = (await importSmallSeason(t, { leaguePath: 'entriesb' })).mainId;
    ({ mainId, seasonId: oldSeasonId, leagueA: oldLeagueA } = season);
    Object.assign(team, season.teams);

    // A new active season (the import's one is closed) with a league of the same name and a new one.
    const b = build(t);
    await b.leagues.changeSeasonsOf(mainId, { active: false });
    seasonId = await b.leagues.season(mainId, { seasonName: '2026 시즌', beginDate: '2026-03-01', endDate: '2099-12-31' });
    leagueA = await b.leagues.league(seasonId, 'A 리그', { sortOrder: 1, like: oldLeagueA });
    leagueC = await b.leagues.league(seasonId, 'C 리그', { sortOrder: 2, like: oldLeagueA });

    ({ head, roleManager: entryManager, plainManager, member, otherHead } = await adminCast(t, { mainId, otherMainId }, ['leagueTeam']));
    [tb1Manager, ta1Manager] = await Promise.all([registerAndLogin(t), registerAndLogin(t)]);
    await b.teams.managers(team['TB1'] as number, tb1Manager.userId);
    await b.teams.managers(team['TA1'] as number, ta1Manager.userId);
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('the league team list', () => {
    it("shows the league's teams with logo, manager name, player count and whether they have games", async () => {
      const response = await as(entryManager).get(`${ADMIN}/${oldLeagueA}/team`);
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(3);
      expect(response.body.data[0]).toEqual({
        teamId: team['TA1'],
        leagueId: oldLeagueA,
        teamName: '팀 TA1',
        logoImg: null,
        director: '감독',
        managerName: '매니저',
        estbDt: '2010-01-01',
        playerCount: 12,
        spoType: 1,
        gameCount: expect.any(Number),
        hasGames: true,
      });
    });

    it('answers 401 without login, 403 to a member, a manager without leagueTeam and another main, 404 for an unknown league', async () => {
      expect((await as(null).get(`${ADMIN}/${oldLeagueA}/team`)).status).toBe(401);
      for (const who of [member, plainManager, otherHead, tb1Manager]) expect((await as(who).get(`${ADMIN}/${oldLeagueA}/team`)).status).toBe(403);
      const missingRole = await as(plainManager).get(`${ADMIN}/${oldLeagueA}/team`);
      expect(missingRole.body.error).toBe("'리그 참가팀 관리' 권한이 있는 관리자만 할 수 있는 작업입니다.");
      expect((await as(head).get(`${ADMIN}/${oldLeagueA}/team`)).status).toBe(200);
      expect((await as(head).get(`${ADMIN}/999999/team`)).status).toBe(404);
    });
  });

  describe('adding and removing teams', () => {
    it('adds teams found by name search, each with an audit entry', async () => {
      const search = await as(entryManager).get(`/api/team/admin/search/name?searchName=${encodeURIComponent('TA')}`);
      expect(search.status).toBe(200);
      expect(search.body.data.map((row: { teamName: string }) => row.teamName)).toEqual(expect.arrayContaining(['팀 TA1', '팀 TA2', '팀 TA3']));
      expect((await as(null).get('/api/team/admin/search/name?searchName=TA')).status).toBe(401);
      const empty = await as(entryManager).get('/api/team/admin/search/name?searchName=');
      expect([empty.status, empty.body.errors.searchName]).toEqual([400, '검색어를 입력해 주세요.']);

      const response = await as(entryManager).post(`${ADMIN}/${leagueA}/addTeams`, { teamIds: [team['TA1'], team['TA2']] });
      expect(response.status).toBe(201);
      expect(response.body.data.map((row: { teamId: number; hasGames: boolean }) => [row.teamId, row.hasGames])).toEqual([
        [team['TA1'], false],
        [team['TA2'], false],
      ]);
      expect(await memberIds(leagueA)).toEqual([team['TA1'], team['TA2']].sort((a, b) => (a as number) - (b as number)));
      const entries = await audits('leagueTeam.add');
      expect(entries.map((row) => [Number(row.user_id), Number(row.object_id)])).toEqual([
        [entryManager.userId, team['TA1']],
        [entryManager.userId, team['TA2']],
      ]);
      expect(JSON.parse(entries[0]?.changes ?? '{}').leagueId).toEqual({ before: null, after: leagueA });
    });

    it('refuses an unknown team, an empty list and a team named twice, adding none', async () => {
      const before = await memberIds(leagueA);
      const unknown = await as(entryManager).post(`${ADMIN}/${leagueA}/addTeams`, { teamIds: [team['TA3'], 999999] });
      expect(unknown.status).toBe(404);
      const empty = await as(entryManager).post(`${ADMIN}/${leagueA}/addTeams`, { teamIds: [] });
      expect([empty.status, empty.body.errors.teamIds]).toEqual([400, '팀을 한 개 이상 선택해 주세요.']);
      const twice = await as(entryManager).post(`${ADMIN}/${leagueA}/addTeams`, { teamIds: [team['TA3'], team['TA3']] });
      expect(twice.status).toBe(400);
      expect(await memberIds(leagueA)).toEqual(before);
      expect((await as(plainManager).post(`${ADMIN}/${leagueA}/addTeams`, { teamIds: [team['TA3']] })).status).toBe(403);
      expect(await memberIds(leagueA)).toEqual(before);
    });

    it('adds the teams not yet in the league when one of them already is, and says which were already there', async () => {
      const addsBefore = (await audits('leagueTeam.add')).length;
      const response = await as(entryManager).post(`${ADMIN}/${leagueA}/addTeams`, { teamIds: [team['TA3'], team['TA2']] });
      expect(response.status).toBe(201);
      const answer = response.body.data as { teamId: number; teamName: string; addResult?: string }[];
      expect(answer.map((row) => [row.teamName, row.addResult])).toEqual([
        ['팀 TA1', undefined],
        ['팀 TA2', 'alreadyInLeague'],
        ['팀 TA3', 'added'],
      ]);
      expect(await memberIds(leagueA)).toEqual([team['TA1'], team['TA2'], team['TA3']].sort((a, b) => (a as number) - (b as number)));
      const adds = (await audits('leagueTeam.add')).slice(addsBefore);
      expect(adds.map((row) => Number(row.object_id))).toEqual([team['TA3']]);

      // Every named team already there: nothing changes, and the answer says so.
      const again = await as(entryManager).post(`${ADMIN}/${leagueA}/addTeams`, { teamIds: [team['TA2'], team['TA3']] });
      expect(again.status).toBe(201);
      expect(again.body.data.filter((row: { addResult?: string }) => row.addResult).map((row: { teamName: string; addResult: string }) => [row.teamName, row.addResult])).toEqual([
        ['팀 TA2', 'alreadyInLeague'],
        ['팀 TA3', 'alreadyInLeague'],
      ]);
      expect((await audits('leagueTeam.add')).length).toBe(addsBefore + 1);

      // The later steps start from TA1 and TA2 in the league.
      await build(t).leagues.withdrawTeams(leagueA, [team['TA3'] as number]);
    });

    it('adds a placeholder team (sport type 9) shown only when temporary teams are asked for', async () => {
      const response = await as(entryManager).post(`${ADMIN}/${leagueA}/placeholderTeam`, { teamName: '토요리그 1위' });
      expect(response.status).toBe(201);
      const placeholder = response.body.data.find((row: { teamName: string }) => row.teamName === '토요리그 1위');
      expect(placeholder.spoType).toBe(9);
      const publicList = await t.http.get(`/api/league/league/${leagueA}/teams`);
      expect(publicList.body.data.map((row: { teamId: number }) => row.teamId)).not.toContain(placeholder.teamId);
      const withTemp = await t.http.get(`/api/league/league/${leagueA}/teams?includeTempTeam=true`);
      expect(withTemp.body.data.map((row: { teamId: number }) => row.teamId)).toContain(placeholder.teamId);
      const blank = await as(entryManager).post(`${ADMIN}/${leagueA}/placeholderTeam`, { teamName: '  ' });
      expect([blank.status, blank.body.errors.teamName]).toEqual([400, '임시 팀 이름을 입력해 주세요.']);
      // Placeholders are never found by the team search.
      const search = await as(entryManager).get(`/api/team/admin/search/name?searchName=${encodeURIComponent('토요리그')}`);
      expect(search.body.data).toEqual([]);
      team['placeholder'] = placeholder.teamId;
    });

    it('refuses to remove a team with games in the league or one not in it, removing nothing', async () => {
      const before = await memberIds(oldLeagueA);
      const withGames = await as(entryManager).post(`${ADMIN}/${oldLeagueA}/removeTeams`, { teamIds: [team['TA1']] });
      expect(withGames.status).toBe(400);
      expect(withGames.body.error).toBe('이 리그에 경기 일정이 있는 팀은 뺄 수 없습니다: 팀 TA1. 일정을 먼저 정리해 주세요.');
      expect(await memberIds(oldLeagueA)).toEqual(before);
      const outside = await as(entryManager).post(`${ADMIN}/${leagueA}/removeTeams`, { teamIds: [team['TA2'], team['TB3']] });
      expect([outside.status, outside.body.error]).toEqual([400, '이 리그의 참가팀이 아닙니다: 팀 TB3']);
      expect(await memberIds(leagueA)).toContain(team['TA2']);
    });

    it('removes teams without games, with an audit entry', async () => {
      const response = await as(entryManager).post(`${ADMIN}/${leagueA}/removeTeams`, { teamIds: [team['TA2'], team['placeholder']] });
      expect(response.status).toBe(201);
      expect(await memberIds(leagueA)).toEqual([team['TA1']]);
      const entries = await audits('leagueTeam.remove');
      expect(entries.map((row) => [Number(row.user_id), Number(row.object_id)])).toEqual([
        [entryManager.userId, team['TA2']],
        [entryManager.userId, team['placeholder']],
      ]);
    });
  });

  describe("last season's teams", () => {
    it("lists the previous season's teams, the same-named league's first, marking those already in the league", async () => {
      const response = await as(entryManager).get(`/api/league/admin/main/prevSeason/team/${seasonId}/${leagueA}`);
      expect(response.status).toBe(200);
      expect(response.body.data.prevSeasonId).toBe(oldSeasonId);
      expect(response.body.data.prevSeasonName).toBe('2025 시즌');
      const teams: { teamName: string; sameLeagueName: boolean; alreadyInLeague: boolean; prevLeagueName: string }[] = response.body.data.teams;
      expect(teams).toHaveLength(6);
      expect(teams.slice(0, 3).map((row) => [row.teamName, row.sameLeagueName, row.prevLeagueName])).toEqual([
        ['팀 TA1', true, 'A 리그'],
        ['팀 TA2', true, 'A 리그'],
        ['팀 TA3', true, 'A 리그'],
      ]);
      expect(teams.filter((row) => row.alreadyInLeague).map((row) => row.teamName)).toEqual(['팀 TA1']);
    });

    it('answers no previous season for the first season, 404 for a league of another season, 403 without the role', async () => {
      const first = await as(entryManager).get(`/api/league/admin/main/prevSeason/team/${oldSeasonId}/${oldLeagueA}`);
      expect(first.body.data).toEqual({ prevSeasonId: null, prevSeasonName: null, teams: [] });
      const mismatch = await as(entryManager).get(`/api/league/admin/main/prevSeason/team/${seasonId}/${oldLeagueA}`);
      expect([mismatch.status, mismatch.body.error]).toEqual([404, '이 시즌의 리그가 아닙니다.']);
      expect((await as(plainManager).get(`/api/league/admin/main/prevSeason/team/${seasonId}/${leagueA}`)).status).toBe(403);
      expect((await as(null).get(`/api/league/admin/main/prevSeason/team/${seasonId}/${leagueA}`)).status).toBe(401);
      expect((await as(entryManager).get(`/api/league/admin/main/prevSeason/team/999999/${leagueA}`)).status).toBe(404);
    });
  });

  describe('league applications', () => {
    let requestId: number;

    it('lets a team manager apply to an open league, once, with an entry in the team log', async () => {
      const response = await as(tb1Manager).post(`/api/league/team/${team['TB1']}/apply`, { leagueId: leagueA, memo: '잘 부탁드립니다' });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({ leagueId: leagueA, leagueName: 'A 리그', seasonName: '2026 시즌', requestState: 1, memo: '잘 부탁드립니다', decidedAt: null });
      expect(response.body.data.createdAt).toMatch(/\+09:00$/);
      requestId = response.body.data.requestId;
      const entries = await audits('leagueApply.create', 'team');
      expect(entries.map((row) => [Number(row.user_id), Number(row.object_id)])).toEqual([[tb1Manager.userId, requestId]]);
    });

    it('refuses a second open application, a closed or unknown league and a team already in the league, writing nothing', async () => {
      const before = await applies();
      const second = await as(tb1Manager).post(`/api/league/team/${team['TB1']}/apply`, { leagueId: leagueA });
      expect([second.status, second.body.error]).toEqual([400, '이미 이 리그에 참가 신청을 했습니다. 리그 관리자의 처리를 기다려 주세요.']);
      const closed = await as(tb1Manager).post(`/api/league/team/${team['TB1']}/apply`, { leagueId: oldLeagueA });
      expect([closed.status, closed.body.error]).toEqual([400, '참가 신청을 받지 않는 리그입니다. 진행 중인 시즌의 리그에만 신청할 수 있습니다.']);
      const unknown = await as(tb1Manager).post(`/api/league/team/${team['TB1']}/apply`, { leagueId: 999999 });
      expect([unknown.status, unknown.body.error]).toEqual([400, '신청할 리그를 찾을 수 없습니다.']);
      const member_ = await as(ta1Manager).post(`/api/league/team/${team['TA1']}/apply`, { leagueId: leagueA });
      expect([member_.status, member_.body.error]).toEqual([400, '이미 이 리그에 참가 중인 팀입니다.']);
      const invalid = await as(tb1Manager).post(`/api/league/team/${team['TB1']}/apply`, { leagueId: 'x' });
      expect(invalid.status).toBe(400);
      expect(await applies()).toEqual(before);
    });

    it('answers 401, 403 to a member, a league manager and the manager of another team, 404 for an unknown team', async () => {
      const url = `/api/league/team/${team['TB1']}/apply`;
      expect((await as(null).post(url, { leagueId: leagueC })).status).toBe(401);
      for (const who of [member, head, ta1Manager]) expect((await as(who).post(url, { leagueId: leagueC })).status).toBe(403);
      expect((await as(tb1Manager).post('/api/league/team/999999/apply', { leagueId: leagueC })).status).toBe(404);
      for (const path of ['recruit', 'history']) {
        expect((await as(null).get(`/api/team/admin/league/${path}/${team['TB1']}`)).status).toBe(401);
        expect((await as(ta1Manager).get(`/api/team/admin/league/${path}/${team['TB1']}`)).status).toBe(403);
        expect((await as(head).get(`/api/team/admin/league/${path}/${team['TB1']}`)).status).toBe(403);
      }
    });

    it("shows the team the open leagues with its state (the closed season's leagues are not listed)", async () => {
      const response = await as(tb1Manager).get(`/api/team/admin/league/recruit/${team['TB1']}`);
      expect(response.status).toBe(200);
      const mine = response.body.data.filter((row: { mainId: number }) => row.mainId === mainId);
      expect(mine.map((row: { leagueId: number; requestState: number | null; canApply: boolean; joined: boolean }) => [row.leagueId, row.requestState, row.canApply, row.joined])).toEqual([
        [leagueA, 1, false, false],
        [leagueC, null, true, false],
      ]);
    });

    it('lists the pending applications with the team details for the league manager', async () => {
      const response = await as(entryManager).get(`${ADMIN}/${leagueA}/applyTeams`);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([
        expect.objectContaining({
          requestId,
          teamId: team['TB1'],
          userId: tb1Manager.userId,
          username: tb1Manager.member.username,
          requestState: 1,
          decidedBy: null,
          decidedByName: null,
          team: expect.objectContaining({ teamName: '팀 TB1', managerName: '매니저', playerCount: 12 }),
        }),
      ]);
      expect((await as(plainManager).get(`${ADMIN}/${leagueA}/applyTeams`)).status).toBe(403);
      expect((await as(otherHead).get(`${ADMIN}/${leagueA}/applyTeams`)).status).toBe(403);
    });

    it('refuses a decision with the wrong applicant, an unknown or another league\'s application, or without the role', async () => {
      const wrongUser = await as(entryManager).patch(`${ADMIN}/${leagueA}/approveApply`, { requestId, userId: member.userId });
      expect([wrongUser.status, wrongUser.body.error]).toEqual([400, '신청한 회원(userId)이 참가 신청과 맞지 않습니다.']);
      expect((await as(entryManager).patch(`${ADMIN}/${leagueA}/approveApply`, { requestId: 999999, userId: tb1Manager.userId })).status).toBe(404);
      expect((await as(entryManager).patch(`${ADMIN}/${leagueC}/approveApply`, { requestId, userId: tb1Manager.userId })).status).toBe(404);
      expect((await as(plainManager).patch(`${ADMIN}/${leagueA}/approveApply`, { requestId, userId: tb1Manager.userId })).status).toBe(403);
      expect((await as(entryManager).patch(`${ADMIN}/${leagueA}/rejectApply`, {})).status).toBe(400);
      expect((await applies()).map((row) => Number(row.state))).toEqual([1]);
      expect(await memberIds(leagueA)).not.toContain(team['TB1']);
    });

    it('approves: the team joins the league, who and when are kept, both written to the audit log', async () => {
      const response = await as(entryManager).patch(`${ADMIN}/${leagueA}/approveApply`, { requestId, userId: tb1Manager.userId });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ requestId, requestState: 2, decidedBy: entryManager.userId, decidedByName: entryManager.member.username });
      expect(response.body.data.decidedAt).toMatch(/\+09:00$/);
      expect(await memberIds(leagueA)).toContain(team['TB1']);
      const approvals = await audits('leagueApply.approve');
      expect(approvals.map((row) => [Number(row.user_id), Number(row.object_id)])).toEqual([[entryManager.userId, requestId]]);
      expect(JSON.parse(approvals[0]?.changes ?? '{}').requestState).toEqual({ before: 1, after: 2 });
      expect((await audits('leagueTeam.add')).map((row) => Number(row.object_id))).toContain(team['TB1']);
      const again = await as(entryManager).patch(`${ADMIN}/${leagueA}/approveApply`, { requestId, userId: tb1Manager.userId });
      expect([again.status, again.body.error]).toEqual([400, '이미 처리된 참가 신청입니다.']);
    });

    it('rejects, and the team sees every state in its history and may apply again', async () => {
      const applied = await as(tb1Manager).post(`/api/league/team/${team['TB1']}/apply`, { leagueId: leagueC });
      const cRequest = applied.body.data.requestId;
      const response = await as(head).patch(`${ADMIN}/${leagueC}/rejectApply`, { requestId: cRequest, userId: tb1Manager.userId });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ requestState: 3, decidedBy: head.userId });
      expect(await memberIds(leagueC)).toEqual([]);
      expect((await audits('leagueApply.reject')).map((row) => [Number(row.user_id), Number(row.object_id)])).toEqual([[head.userId, cRequest]]);

      const history = await as(tb1Manager).get(`/api/team/admin/league/history/${team['TB1']}`);
      expect(history.status).toBe(200);
      expect(history.body.data.applications.map((row: { leagueName: string; requestState: number }) => [row.leagueName, row.requestState])).toEqual([
        ['C 리그', 3],
        ['A 리그', 2],
      ]);
      expect(history.body.data.leagues.map((row: { seasonName: string; leagueName: string }) => `${row.seasonName} ${row.leagueName}`)).toEqual([
        '2026 시즌 A 리그',
        '2025 시즌 B 리그',
      ]);
      const list = await as(entryManager).get(`${ADMIN}/${leagueC}/applyTeams`);
      expect(list.body.data.map((row: { requestState: number }) => row.requestState)).toEqual([3]);

      const reapplied = await as(tb1Manager).post(`/api/league/team/${team['TB1']}/apply`, { leagueId: leagueC });
      expect(reapplied.status).toBe(201);
      const recruit = await as(tb1Manager).get(`/api/team/admin/league/recruit/${team['TB1']}`);
      const mine = recruit.body.data.filter((row: { mainId: number }) => row.mainId === mainId);
      expect(mine.map((row: { requestState: number | null; joined: boolean; canApply: boolean }) => [row.requestState, row.joined, row.canApply])).toEqual([
        [2, true, false],
        [1, false, false],
      ]);
    });
  });
});
