import { LeaguesService } from '../src/services/leagues/leagues.service';
import { bearer, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { importSmallSeason } from './support/imported-season';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN = '/api/league/admin/league';

// POST /api/league/admin/league/{id}/apply: a league manager enters the application of a team that applied by phone.
describe('the league side entering a team application on MySQL', () => {
  let t: TestApp;
  let mainId: number;
  let oldLeague: number; // the import's 2025 league: its season has ended
  let league: number; // a league of an open 2026 season
  const team: Record<string, number> = {};
  let entryManager: LoggedIn; // grade 3 with leagueTeam
  let plainManager: LoggedIn; // grade 3 without roles
  let otherHead: LoggedIn; // grade 1 of the other main

  const post = (who: LoggedIn | null, url: string, body: unknown) => t.http.post(url).set(who ? bearer(who.accessToken) : {}).send(body as object);
  const applies = async (): Promise<{ team_id: number; user_id: number; state: number; memo: string | null }[]> =>
    t.dataSource.query('SELECT team_id, user_id, state, memo FROM league_apply ORDER BY apply_id');
  const members = async (): Promise<number[]> =>
    (await t.dataSource.query('SELECT team_id FROM league_team WHERE league_id = ? AND interleague = 0', [league])).map((row: { team_id: number }) => Number(row.team_id));
  const audits = async (kind: string): Promise<{ user_id: number; scope_id: number; changes: string }[]> =>
    t.dataSource.query("SELECT user_id, scope_id, changes FROM audit_entry WHERE scope_type = 'leagueMain' AND kind = ? ORDER BY audit_id", [kind]);

  beforeAll(async () => {
    t = await createTestApp();
    const season = await importSmallSeason(t, { leaguePath: 'applya' });
    const otherMainId = (await importSmallSeason(t, { leaguePath: 'applyb' })).mainId;
    ({ mainId, leagueA: oldLeague } = season);
    Object.assign(team, season.teams);
    const b = build(t);
    await b.leagues.changeSeasonsOf(mainId, { active: false, endDate: '2025-12-20' });
    const seasonId = await b.leagues.season(mainId, { seasonName: '2026 시즌', beginDate: '2026-03-01', endDate: '2099-12-31' });
    league = await b.leagues.league(seasonId, 'A 리그', { sortOrder: 1, like: oldLeague });
    await b.leagues.teams(league, [team['TA1'] as number]);

    [entryManager, plainManager, otherHead] = await Promise.all(Array.from({ length: 3 }, () => registerAndLogin(t)));
    const leagues = t.app.get(LeaguesService);
    await leagues.grantManager(mainId, entryManager.userId, 3);
    await leagues.transaction((em) => leagues.changeManagerRoles(em, mainId, entryManager.userId, ['leagueTeam']));
    await leagues.grantManager(mainId, plainManager.userId, 3);
    await leagues.grantManager(otherMainId, otherHead.userId, 1);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('enters an application awaiting a decision, listed with the others under the manager who entered it, with an audit entry', async () => {
    const response = await post(entryManager, `${ADMIN}/${league}/apply`, { teamId: team['TA2'], memo: '  전화로 신청  ' });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      leagueId: league,
      teamId: team['TA2'],
      userId: entryManager.userId,
      username: entryManager.member.username,
      requestState: 1,
      memo: '전화로 신청',
      decidedBy: null,
      team: expect.objectContaining({ teamName: '팀 TA2' }),
    });
    expect(await members()).not.toContain(team['TA2']);
    const list = await t.http.get(`${ADMIN}/${league}/applyTeams`).set(bearer(entryManager.accessToken));
    expect(list.body.data.map((item: { teamId: number; requestState: number }) => [item.teamId, item.requestState])).toEqual([[team['TA2'], 1]]);
    const [entry] = await audits('leagueApply.create');
    expect([Number(entry?.user_id), Number(entry?.scope_id)]).toEqual([entryManager.userId, mainId]);
    expect(JSON.parse(entry?.changes ?? '{}').teamName).toEqual({ before: null, after: '팀 TA2' });

    // It is decided like any other application.
    const approved = await t.http
      .patch(`${ADMIN}/${league}/approveApply`)
      .set(bearer(entryManager.accessToken))
      .send({ requestId: response.body.data.requestId, userId: entryManager.userId });
    expect(approved.status).toBe(200);
    expect(await members()).toContain(team['TA2']);
  });

  it('approves at once with approve: the team joins the league and the application is on record as approved', async () => {
    const response = await post(entryManager, `${ADMIN}/${league}/apply`, { teamId: team['TA3'], approve: true });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ teamId: team['TA3'], requestState: 2, decidedBy: entryManager.userId, memo: null });
    expect(await members()).toContain(team['TA3']);
    expect((await audits('leagueApply.approve')).length).toBe(2);
    expect((await audits('leagueTeam.add')).length).toBe(2);
  });

  it.each([
    ['a team already in the league', () => ({ teamId: team['TA1'] }), 400, '팀 TA1 팀은 이미 이 리그에 참가 중입니다.'],
    ['an unknown team', () => ({ teamId: 999999 }), 404, '찾을 수 없는 팀입니다 (팀 번호 999999).'],
  ])('refuses %s in Korean, writing nothing', async (_name, body, status, message) => {
    const before = await applies();
    const response = await post(entryManager, `${ADMIN}/${league}/apply`, body());
    expect([response.status, response.body.error]).toEqual([status, message]);
    expect(await applies()).toEqual(before);
  });

  it('refuses a second open application of the same team and a league whose season has ended', async () => {
    expect((await post(entryManager, `${ADMIN}/${league}/apply`, { teamId: team['TB1'] })).status).toBe(201);
    const before = await applies();
    const again = await post(entryManager, `${ADMIN}/${league}/apply`, { teamId: team['TB1'], approve: true });
    expect([again.status, again.body.error]).toEqual([400, '팀 TB1 팀의 참가 신청이 이미 대기 중입니다. 대기 중인 신청을 승인하거나 거절해 주세요.']);
    const ended = await post(entryManager, `${ADMIN}/${oldLeague}/apply`, { teamId: team['TB2'] });
    expect([ended.status, ended.body.error]).toEqual([400, '시즌이 끝난 리그에는 참가 신청을 등록할 수 없습니다.']);
    expect(await applies()).toEqual(before);
    expect(await members()).not.toContain(team['TB1']);
  });

  it.each([
    ['no body', undefined, 'teamId', '신청할 팀을 선택해 주세요.'],
    ['a team id that is not a number', { teamId: 'TA1' }, 'teamId', '숫자를 입력해 주세요.'],
    ['a memo over 200 characters', { teamId: 1, memo: '가'.repeat(201) }, 'memo', undefined],
    ['approve that is not a yes or no', { teamId: 1, approve: 'maybe' }, 'approve', '승인 여부는 true 또는 false로 보내 주세요.'],
  ])('answers 400 with a Korean message for %s, never 500', async (_name, body, field, message) => {
    const before = await applies();
    const response = await post(entryManager, `${ADMIN}/${league}/apply`, body);
    expect(response.status).toBe(400);
    expect(response.body.ok).toBe(false);
    expect(response.body.errors[field]).toEqual(message ?? expect.stringMatching(/[가-힣]/));
    expect(await applies()).toEqual(before);
  });

  it('answers 401 without login and 403 to a manager without the leagueTeam role or of another main', async () => {
    expect((await post(null, `${ADMIN}/${league}/apply`, { teamId: team['TB2'] })).status).toBe(401);
    expect((await post(plainManager, `${ADMIN}/${league}/apply`, { teamId: team['TB2'] })).status).toBe(403);
    expect((await post(otherHead, `${ADMIN}/${league}/apply`, { teamId: team['TB2'] })).status).toBe(403);
    expect((await applies()).map((row) => Number(row.team_id))).not.toContain(team['TB2']);
  });
});
