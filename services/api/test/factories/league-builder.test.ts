import type { LeagueBase, TeamEntry } from '@dugout/contracts';
import { registerAndLogin } from '../auth-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { build } from './index';

describe('a league built for a test', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('shows its boards, its active season and its four teams to visitors, and its head can manage it', async () => {
    const head = await registerAndLogin(t, { username: '빌더총괄' });
    const league = await build(t).league({ path: 'built', name: '빌더 리그' }).withHead(head.userId).withBoards().withSeason().withTeams(4);

    const base = (await t.http.get('/api/league/base/built')).body.data as LeagueBase;
    expect(base).toMatchObject({ mainId: league.mainId, mainName: '빌더 리그', activeSeasonId: league.seasonId });
    expect(base.boards.map((board) => board.boardLabel)).toEqual(['notice', 'gallery']);
    const teams = (await t.http.get(`/api/league/league/${league.leagueId}/teams`)).body.data as TeamEntry[];
    expect(teams.map((entry) => [entry.teamId, entry.team.teamName])).toEqual(league.teamIds.map((teamId, i) => [teamId, `팀 ${i + 1}`]));
    const check = await t.http.get(`/api/league/admin/manager/can_access/built/${head.userId}`).set({ Authorization: `Bearer ${head.accessToken}` });
    expect(check.body.data).toMatchObject({ result: true, grade: 1 });
  });

  it('without a season has a main only', async () => {
    const league = await build(t).league({ path: 'bare' });
    expect(league).toEqual({ mainId: expect.any(Number), leaguePath: 'bare', seasonId: null, leagueId: null, teamIds: [] });
    expect((await t.http.get(`/api/league/main/${league.mainId}/activeSeason`)).body.data).toBeNull();
  });
});
