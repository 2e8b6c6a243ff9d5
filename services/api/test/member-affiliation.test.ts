import type { LeagueMain, ManagedLeagueMain, ManagedTeam, TeamListPage } from '@dugout/contracts';
import { bearer, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { importSmallMains } from './support/small-mains';
import { createTestApp, type TestApp } from './support/test-app';

// The affiliation panel of the league pages: the leagues and teams a member runs and plays in,
// and the team search behind /user/league.
describe('member affiliation on MySQL', () => {
  let t: TestApp;
  let member: LoggedIn;
  let stranger: LoggedIn;
  const teamIds = new Map<string, number>();
  const mainIds = new Map<string, number>();

  const get = (url: string, who: LoggedIn = member) => t.http.get(url).set(bearer(who.accessToken));
  async function data<T>(url: string, who: LoggedIn = member): Promise<T> {
    const response = await get(url, who);
    expect(response.status).toBe(200);
    return response.body.data as T;
  }
  const paths = (mains: LeagueMain[]) => mains.map((main) => main.leaguePath);
  const teamId = (key: string) => {
    const id = teamIds.get(key);
    if (id === undefined) throw new Error(`no team ${key}`);
    return id;
  };
  const teamNames = (page: TeamListPage) => page.data.map((team) => team.teamName);

  beforeAll(async () => {
    t = await createTestApp();
    const imported = await importSmallMains(t, ['smalltest', 'othertest']);
    for (const [path, id] of imported.mainIds) mainIds.set(path, id);
    for (const [key, id] of imported.teamIds) teamIds.set(key, id);
    member = await registerAndLogin(t);
    stranger = await registerAndLogin(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers empty lists for a member who runs and plays nowhere', async () => {
    expect(await data(`/api/league/main/manager/${member.userId}`)).toEqual([]);
    expect(await data(`/api/league/main/myLeagueMain/${member.userId}`)).toEqual([]);
    expect(await data(`/api/team/admin/manage/${member.userId}`)).toEqual([]);
    expect(await data(`/api/team?userId=${member.userId}`)).toEqual({ data: [], total: 0, page: 1, pagesize: 100 });
  });

  it("lists the member's team and its league once their player is on it, but not a league it only visits", async () => {
    const ta1 = teamId('smalltest/팀 TA1');
    const [first] = await t.dataSource.query('SELECT MIN(player_id) AS player_id FROM team_player WHERE team_id = ?', [ta1]);
    await build(t).players.changePlayer(Number(first.player_id), { userId: member.userId });
    // An interleague appearance in the other main's league is a visit, not a membership.
    const [otherLeague] = await t.dataSource.query(
      'SELECT l.league_id FROM league l JOIN season se ON se.season_id = l.season_id WHERE se.main_id = ? LIMIT 1',
      [mainIds.get('othertest')],
    );
    await build(t).leagues.teams(Number(otherLeague.league_id), [ta1], { interleague: true });

    const joined = await data<LeagueMain[]>(`/api/league/main/myLeagueMain/${member.userId}`);
    expect(joined).toEqual([
      expect.objectContaining({ mainId: mainIds.get('smalltest'), mainName: '테스트 리그', leaguePath: 'smalltest' }),
    ]);

    const teams = await data<TeamListPage>(`/api/team?userId=${member.userId}`);
    expect(teams.total).toBe(1);
    expect(teams.data).toEqual([
      {
        teamId: ta1,
        teamName: '팀 TA1',
        logoImg: null,
        director: '감독',
        managerName: '매니저',
        estbDt: '2010-01-01',
        playerCount: 12,
        leagueMains: [{ mainId: mainIds.get('smalltest'), mainName: '테스트 리그', leaguePath: 'smalltest' }],
      },
    ]);
  });

  it('counts a league registration even when the team is not a member of that league', async () => {
    const [player] = await t.dataSource.query('SELECT player_id FROM player WHERE user_id = ?', [member.userId]);
    const [league] = await t.dataSource.query(
      'SELECT l.league_id FROM league l JOIN season se ON se.season_id = l.season_id WHERE se.main_id = ? LIMIT 1',
      [mainIds.get('othertest')],
    );
    await build(t).leagues.register(Number(league.league_id), teamId('smalltest/팀 TA1'), Number(player.player_id), '2025-04-01');
    const joined = await data<LeagueMain[]>(`/api/league/main/myLeagueMain/${member.userId}`);
    expect(paths(joined).sort()).toEqual(['othertest', 'smalltest']);
  });

  it('lists the leagues and teams the member manages, with the league grade', async () => {
    const b = build(t);
    await b.leagues.manager(mainIds.get('othertest') as number, member.userId, { grade: 5, memo: '기록원' });
    await b.teams.managers(teamId('othertest/팀 TB2'), member.userId);

    const leagues = await data<ManagedLeagueMain[]>(`/api/league/main/manager/${member.userId}`);
    expect(leagues).toEqual([expect.objectContaining({ leaguePath: 'othertest', mainName: '테스트 리그', grade: 5 })]);
    const teams = await data<ManagedTeam[]>(`/api/team/admin/manage/${member.userId}`);
    expect(teams).toEqual([{ teamId: teamId('othertest/팀 TB2'), teamName: '팀 TB2', logoImg: null }]);
    // Another member still runs nothing.
    expect(await data(`/api/league/main/manager/${stranger.userId}`, stranger)).toEqual([]);
  });

  it.each([
    '/api/league/main/manager/{id}',
    '/api/league/main/myLeagueMain/{id}',
    '/api/team/admin/manage/{id}',
    '/api/team?userId={id}',
  ])('%s: only the member themself, after login', async (template) => {
    const url = template.replace('{id}', String(member.userId));
    const other = await get(url, stranger);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ ok: false, data: null, error: '본인 계정의 정보만 조회하거나 변경할 수 있습니다.' });

    const anonymous = await t.http.get(url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.ok).toBe(false);

    const malformed = await get(template.replace('{id}', 'abc'));
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ userId: '번호는 1 이상의 정수여야 합니다.' });
  });

  describe('team search', () => {
    it('finds teams by part of the name in name order, never a placeholder team', async () => {
      await build(t).teams.placeholderTeam('팀 TA 우승팀');
      const page = await data<TeamListPage>('/api/team?search=TA');
      expect(page.total).toBe(6);
      expect(teamNames(page)).toEqual(['팀 TA1', '팀 TA1', '팀 TA2', '팀 TA2', '팀 TA3', '팀 TA3']);
      expect(page.data.map((team) => team.leagueMains.length)).toEqual([1, 1, 1, 1, 1, 1]);
    });

    it('pages the list', async () => {
      const all = await data<TeamListPage>('/api/team');
      expect(all.total).toBe(12);
      const second = await data<TeamListPage>('/api/team?page=2&pagesize=5');
      expect(second).toMatchObject({ total: 12, page: 2, pagesize: 5 });
      expect(second.data.map((team) => team.teamId)).toEqual(all.data.slice(5, 10).map((team) => team.teamId));
      const beyond = await data<TeamListPage>('/api/team?page=4&pagesize=5');
      expect(beyond.data).toEqual([]);
    });

    it('takes % and _ in the search literally', async () => {
      expect((await data<TeamListPage>('/api/team?search=%25')).total).toBe(0);
      expect((await data<TeamListPage>('/api/team?search=_')).total).toBe(0);
    });

    it.each([
      ['pagesize=101', 'pagesize', '100 이하의 값을 입력해 주세요.'],
      ['page=0', 'page', '0보다 큰 값을 입력해 주세요.'],
      ['page=abc', 'page', '숫자를 입력해 주세요.'],
      [`search=${'가'.repeat(51)}`, 'search', '50자 이하로 입력해 주세요.'],
    ])('refuses %s with a Korean error on the field', async (query, field, message) => {
      const response = await get(`/api/team?${encodeURI(query)}`);
      expect(response.status).toBe(400);
      expect(response.body.ok).toBe(false);
      expect(response.body.errors).toEqual({ [field]: message });
    });
  });
});
