import { registerAndLogin, requestsAs, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { adminCast } from './support/admin-cast';
import { firstGame, firstNumber, importSmallSeason } from './support/imported-season';
import { createTestApp, type TestApp } from './support/test-app';

type Body = Record<string, unknown> & { error?: string; errors?: Record<string, string> };

describe('player registrations, player search and eligibility on MySQL', () => {
  let t: TestApp;
  let mainId: number;
  let seasonId: number;
  let leagueA: number;
  let leagueB: number;
  let ta1: number;
  let ta2: number;
  let tb1: number;
  let newPlayer: number; // on ta1's roster, not registered
  let movedPlayer: number; // registered for ta1 in A, also on tb1's roster
  let gameA: number; // a league A game of ta1 (home) and ta2
  let head: LoggedIn;
  let teamPlayerManager: LoggedIn; // grade 3 with teamPlayer
  let plainManager: LoggedIn; // grade 3 without roles
  let member: LoggedIn;
  let otherHead: LoggedIn;
  let ta1Manager: LoggedIn;

  const as = (who: LoggedIn | null) => requestsAs(t, who);
  const team = (leagueId: number, teamId: number) => `/api/league/admin/league/${leagueId}/team/${teamId}`;
  const registrationRows = async (): Promise<string> =>
    JSON.stringify(await t.dataSource.query('SELECT league_id, team_id, player_id, register_date FROM league_player ORDER BY league_player_id'));
  const auditRows = async (kind: string): Promise<{ user_id: number; object_id: number; changes: string }[]> =>
    t.dataSource.query("SELECT user_id, object_id, changes FROM audit_entry WHERE scope_type = 'leagueMain' AND scope_id = ? AND kind = ? ORDER BY audit_id", [
      mainId,
      kind,
    ]);
  const id = (sql: string, params: unknown[]) => firstNumber(t, sql, params);

  beforeAll(async () => {
    t = await createTestApp();
    const season = await importSmallSeason(t, { leaguePath: 'regtest' });
    ({ mainId, seasonId, leagueA, leagueB } = season);
    ({ TA1: ta1, TA2: ta2, TB1: tb1 } = season.teams);
    const otherMainId = (await importSmallSeason(t, { leaguePath: 'regtestb' })).mainId;
    const b = build(t);
    newPlayer = await b.players.player({ playerName: '신입 김선수', birthday: '19950505', phone: '010-2222-3333', proType: 1, proTypeMiddle: 0 });
    await b.teams.rosterLine(ta1, newPlayer, { backnumber: '77', teamRole: 7, position: 'OU' });
    movedPlayer = await id(
      'SELECT lp.player_id FROM league_player lp JOIN team_player tp ON tp.player_id = lp.player_id AND tp.team_id = lp.team_id WHERE lp.team_id = ? AND tp.backnumber = ?',
      [ta1, '5'],
    );
    await b.teams.rosterLine(tb1, movedPlayer, { backnumber: '50', teamRole: 7 });
    gameA = await firstGame(t, leagueA, ta2, ta1);

    ({ head, roleManager: teamPlayerManager, plainManager, member, otherHead } = await adminCast(t, { mainId, otherMainId }, ['teamPlayer'], ['총괄관리자', '선수관리자', '일반관리자', '일반회원', '다른리그관리자']));
    ta1Manager = await registerAndLogin(t, { username: '팀관리자' });
    await b.teams.managers(ta1, ta1Manager.userId);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 401, 403 to members, other mains and managers without teamPlayer; any manager may search', async () => {
    const before = await registrationRows();
    const writes: [string, (who: LoggedIn | null) => Promise<{ status: number; body: Body }>][] = [
      ['teams', (who) => as(who).get(`/api/league/admin/league/${leagueA}/registrations`)],
      ['players', (who) => as(who).get(`${team(leagueA, ta1)}/players`)],
      ['teamplayers', (who) => as(who).get(`${team(leagueA, ta1)}/teamplayers`)],
      ['register', (who) => as(who).post(`${team(leagueA, ta1)}/register`, { playerIds: [newPlayer], registerDate: '2025-04-01' })],
      ['date', (who) => as(who).patch(`${team(leagueA, ta1)}/register/${movedPlayer}`, { registerDate: '2025-04-01' })],
      ['detail', (who) => as(who).get(`${team(leagueA, ta1)}/${movedPlayer}`)],
      ['remove', (who) => as(who).delete(`${team(leagueA, ta1)}/${movedPlayer}`)],
    ];
    for (const [name, call] of writes) {
      expect([name, (await call(null)).status]).toEqual([name, 401]);
      for (const who of [member, plainManager, otherHead, ta1Manager]) {
        expect([name, who.userId, (await call(who)).status]).toEqual([name, who.userId, 403]);
      }
    }
    const missingRole = await as(plainManager).post(`${team(leagueA, ta1)}/register`, { playerIds: [newPlayer] });
    expect(missingRole.body.error).toBe("'팀·선수 관리' 권한이 있는 관리자만 할 수 있는 작업입니다.");
    const search = `/api/league/admin/season/${seasonId}/player/search?searchName=name&searchValue=${encodeURIComponent('신입')}`;
    expect((await as(null).get(search)).status).toBe(401);
    expect((await as(member).get(search)).status).toBe(403);
    expect((await as(otherHead).get(search)).status).toBe(403);
    expect((await as(plainManager).get(search)).status).toBe(200);
    expect((await as(plainManager).get(`/api/league/admin/season/${seasonId}/team/${ta1}/leagues`)).status).toBe(200);
    expect((await as(teamPlayerManager).put(`/api/league/admin/main/${mainId}/eligibility`, { waitDays: 1, allowedProTypes: [0], allowedProTypeMiddles: [0] })).status).toBe(403);
    expect(await registrationRows()).toBe(before);
  });

  it('answers 404 for an unknown league, a team outside the league and a player not registered', async () => {
    expect((await as(head).get(`${team(999999, ta1)}/players`)).status).toBe(404);
    const outside = await as(head).get(`${team(leagueA, tb1)}/players`);
    expect([outside.status, outside.body.error]).toEqual([404, '이 리그에 참가한 팀이 아닙니다.']);
    const notRegistered = await as(head).get(`${team(leagueA, ta1)}/${newPlayer}`);
    expect([notRegistered.status, notRegistered.body.error]).toEqual([404, '이 팀에 등록된 선수가 아닙니다.']);
    expect((await as(head).patch(`${team(leagueA, ta1)}/register/${newPlayer}`, { registerDate: '2025-04-01' })).status).toBe(404);
    expect((await as(head).delete(`${team(leagueA, ta1)}/${newPlayer}`)).status).toBe(404);
    expect((await as(head).get(`/api/league/admin/season/999999/player/search?searchName=name&searchValue=x`)).status).toBe(404);
    expect((await as(head).get('/api/league/game/999999/ineligible/1')).status).toBe(404);
    expect((await as(head).get(`/api/league/game/${gameA}/ineligible/${tb1}`)).status).toBe(404);
  });

  it('lists the teams with counts, the registered players and the roster with who is registered', async () => {
    const teams = await as(teamPlayerManager).get(`/api/league/admin/league/${leagueA}/registrations`);
    expect(teams.status).toBe(200);
    expect(teams.body.data).toHaveLength(3);
    expect(teams.body.data.find((row: { teamId: number }) => row.teamId === ta1)).toMatchObject({ teamName: '팀 TA1', registeredCount: 12, rosterCount: 13 });
    const players = await as(teamPlayerManager).get(`${team(leagueA, ta1)}/players`);
    expect(players.status).toBe(200);
    expect(players.body.data).toHaveLength(12);
    expect(players.body.data[0]).toMatchObject({ backnumber: '1', registerDate: '2025-03-01', doubleRegistered: false, hasGameLines: false });
    const roster = await as(teamPlayerManager).get(`${team(leagueA, ta1)}/teamplayers`);
    expect(roster.body.data).toHaveLength(13);
    expect(roster.body.data.find((row: { playerId: number }) => row.playerId === newPlayer)).toMatchObject({
      playerName: '신입 김선수',
      backnumber: '77',
      registered: false,
      registerDate: null,
    });
    const leagues = await as(plainManager).get(`/api/league/admin/season/${seasonId}/team/${ta1}/leagues`);
    expect(leagues.body.data).toEqual([{ leagueId: leagueA, leagueName: 'A 리그', registeredCount: 12 }]);
  });

  it('refuses bad registrations with Korean messages and changes nothing', async () => {
    const before = await registrationRows();
    const url = `${team(leagueA, ta1)}/register`;
    const twice = await as(teamPlayerManager).post(url, { playerIds: [movedPlayer], registerDate: '2025-04-01' });
    expect(twice.status).toBe(400);
    expect(twice.body.errors?.playerIds).toMatch(/^이미 이 리그에 등록된 선수입니다: TA1 선수5/);
    const outside = await as(teamPlayerManager).post(url, { playerIds: [newPlayer], registerDate: '2026-01-01' });
    expect([outside.status, outside.body.errors?.registerDate]).toEqual([400, '등록일은 시즌 기간(2025-03-01 ~ 2025-11-30) 안의 날짜여야 합니다.']);
    const notRoster = await as(teamPlayerManager).post(url, { playerIds: [newPlayer, 999999], registerDate: '2025-04-01' });
    expect(notRoster.body.errors?.playerIds).toBe('팀에 소속되지 않은 선수는 등록할 수 없습니다 (선수 번호 999999).');
    const badDate = await as(teamPlayerManager).post(url, { playerIds: [newPlayer], registerDate: '2025-02-30' });
    expect([badDate.status, badDate.body.errors?.registerDate]).toEqual([400, '존재하지 않는 날짜입니다.']);
    const none = await as(teamPlayerManager).post(url, { playerIds: [], registerDate: '2025-04-01' });
    expect([none.status, none.body.errors?.playerIds]).toEqual([400, '등록할 선수를 한 명 이상 선택해 주세요.']);
    const dateOutside = await as(teamPlayerManager).patch(`${team(leagueA, ta1)}/register/${movedPlayer}`, { registerDate: '2025-12-01' });
    expect(dateOutside.status).toBe(400);
    expect(await registrationRows()).toBe(before);
    expect(await auditRows('leaguePlayer.register')).toEqual([]);
  });

  it('registers a roster player, changes his date, and records both', async () => {
    const registered = await as(teamPlayerManager).post(`${team(leagueA, ta1)}/register`, { playerIds: [newPlayer], registerDate: '2025-04-10' });
    expect(registered.status).toBe(201);
    expect(registered.body.data.registered).toEqual([
      expect.objectContaining({ playerId: newPlayer, playerName: '신입 김선수', backnumber: '77', position: 'OU', registerDate: '2025-04-10', doubleRegistered: false }),
    ]);
    const [entry] = await auditRows('leaguePlayer.register');
    expect(entry?.user_id).toBe(teamPlayerManager.userId);
    expect(JSON.parse(entry?.changes ?? '{}')).toMatchObject({ registerDate: { before: null, after: '2025-04-10' }, playerId: { before: null, after: newPlayer } });
    const changed = await as(teamPlayerManager).patch(`${team(leagueA, ta1)}/register/${newPlayer}`, { registerDate: '2025-04-20' });
    expect([changed.status, changed.body.data.registerDate]).toEqual([200, '2025-04-20']);
    const [dateEntry] = await auditRows('leaguePlayer.registerDate');
    expect(JSON.parse(dateEntry?.changes ?? '{}')).toEqual({ registerDate: { before: '2025-04-10', after: '2025-04-20' } });
  });

  it('registers for today in Korea when no date is given (refused outside the 2025 season)', async () => {
    const response = await as(teamPlayerManager).post(`${team(leagueB, tb1)}/register`, { playerIds: [movedPlayer] });
    expect(response.status).toBe(400);
    expect(response.body.errors?.registerDate).toContain('시즌 기간');
  });

  it('flags a player registered for two teams of the main in the season, in the lists, the detail and the search', async () => {
    const response = await as(head).post(`${team(leagueB, tb1)}/register`, { playerIds: [movedPlayer], registerDate: '2025-05-01' });
    expect(response.status).toBe(201);
    expect(response.body.data.registered[0]).toMatchObject({
      doubleRegistered: true,
      otherRegistrations: [{ leagueId: leagueA, leagueName: 'A 리그', teamId: ta1, teamName: '팀 TA1' }],
    });
    const ta1Players = await as(head).get(`${team(leagueA, ta1)}/players`);
    expect(ta1Players.body.data.find((row: { playerId: number }) => row.playerId === movedPlayer).doubleRegistered).toBe(true);
    const detail = await as(head).get(`${team(leagueA, ta1)}/${movedPlayer}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ seasonId, doubleRegistered: true, player: { playerId: movedPlayer, birthday: '19900101' } });
    expect(detail.body.data.registrations.map((r: { teamId: number }) => r.teamId)).toEqual([ta1, tb1]);
    expect(detail.body.data.teams.map((r: { teamId: number }) => r.teamId).sort()).toEqual([ta1, tb1].sort());

    const byName = await as(plainManager).get(`/api/league/admin/season/${seasonId}/player/search?searchName=name&searchValue=${encodeURIComponent('TA1 선수5')}`);
    expect(byName.status).toBe(200);
    const found = byName.body.data.find((row: { player: { playerId: number } }) => row.player.playerId === movedPlayer);
    expect(found).toMatchObject({ doubleRegistered: true });
    expect(found.registrations).toHaveLength(2);
    const byPhone = await as(plainManager).get(`/api/league/admin/season/${seasonId}/player/search?searchName=phone&searchValue=01022223333`);
    expect(byPhone.body.data).toEqual([expect.objectContaining({ player: expect.objectContaining({ playerId: newPlayer }), doubleRegistered: false })]);
    const byBirthday = await as(plainManager).get(`/api/league/admin/season/${seasonId}/player/search?searchName=birthday&searchValue=1995-05-05`);
    expect(byBirthday.body.data.map((row: { player: { playerId: number } }) => row.player.playerId)).toEqual([newPlayer]);
    const badField = await as(plainManager).get(`/api/league/admin/season/${seasonId}/player/search?searchName=email&searchValue=x`);
    expect([badField.status, badField.body.errors?.searchName]).toEqual([400, '검색 항목은 이름, 생년월일, 전화번호 중에서 골라 주세요.']);
    const empty = await as(plainManager).get(`/api/league/admin/season/${seasonId}/player/search?searchName=name&searchValue=`);
    expect(empty.status).toBe(400);
  });

  it('keeps a registration with game lines in the league and removes one without', async () => {
    const withLines = await id('SELECT player_id FROM team_player WHERE team_id = ? AND backnumber = ?', [ta1, '1']);
    const b = build(t);
    await b.games.result(gameA, { visitTeamId: ta2, homeTeamId: ta1, visitLeagueId: leagueA, homeLeagueId: leagueA });
    await b.games.battingLine(gameA, { side: 'home', teamId: ta1, playerId: withLines, batNum: 1 });
    const before = await registrationRows();
    const refused = await as(teamPlayerManager).delete(`${team(leagueA, ta1)}/${withLines}`);
    expect([refused.status, refused.body.error]).toEqual([400, '이 리그에 경기 기록이 있는 선수는 등록을 취소할 수 없습니다.']);
    expect(await registrationRows()).toBe(before);
    const listed = await as(teamPlayerManager).get(`${team(leagueA, ta1)}/players`);
    expect(listed.body.data.find((row: { playerId: number }) => row.playerId === withLines).hasGameLines).toBe(true);

    const removed = await as(teamPlayerManager).delete(`${team(leagueB, tb1)}/${movedPlayer}`);
    expect([removed.status, removed.body.data]).toEqual([200, 1]);
    expect(await t.dataSource.query('SELECT 1 FROM league_player WHERE league_id = ? AND team_id = ? AND player_id = ?', [leagueB, tb1, movedPlayer])).toEqual([]);
    const [entry] = await auditRows('leaguePlayer.remove');
    expect(JSON.parse(entry?.changes ?? '{}')).toMatchObject({ registerDate: { before: '2025-05-01', after: null } });
  });

  it('reads and saves the eligibility settings (grade 1), refusing bad ones', async () => {
    const url = `/api/league/admin/main/${mainId}/eligibility`;
    expect((await as(plainManager).get(url)).body.data).toEqual({ waitDays: 0, allowedProTypes: [0, 1, 2], allowedProTypeMiddles: [0, 1, 2] });
    const bad = await as(head).put(url, { waitDays: -1, allowedProTypes: [5], allowedProTypeMiddles: [0] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.waitDays).toBe('대기 기간은 0~365일 사이로 입력해 주세요.');
    const saved = await as(head).put(url, { waitDays: 30, allowedProTypes: [0, 2], allowedProTypeMiddles: [0, 1, 2] });
    expect([saved.status, saved.body.data]).toEqual([200, { waitDays: 30, allowedProTypes: [0, 2], allowedProTypeMiddles: [0, 1, 2] }]);
    expect((await as(head).get(url)).body.data.waitDays).toBe(30);
    const [entry] = await auditRows('eligibility.update');
    expect(JSON.parse(entry?.changes ?? '{}')).toMatchObject({ waitDays: { before: 0, after: 30 } });
  });

  it('answers the players who may not play in a game, with codes and Korean reasons', async () => {
    // ta1 at home on gameA (league A); newPlayer registered 2025-04-20 with proType 1; waitDays 30.
    const gameDate = (await t.dataSource.query('SELECT schedule_time FROM schedule WHERE game_id = ?', [gameA]))[0].schedule_time;
    const url = `/api/league/game/${gameA}/ineligible/${ta1}`;
    expect((await as(null).get(url)).status).toBe(401);
    expect((await as(member).get(url)).status).toBe(403);
    expect((await as(otherHead).get(url)).status).toBe(403);
    expect((await as(ta1Manager).get(url)).status).toBe(200);
    // Move the game to 2025-05-10: 20 days after newPlayer's registration; everyone else registered 2025-03-01.
    const b = build(t);
    await b.games.reschedule(gameA, { scheduleTime: new Date('2025-05-10T00:30:00Z') });
    await b.teams.rosterLine(ta1, await id("SELECT player_id FROM player WHERE player_name = 'TA2 선수1'", []), { backnumber: '99', teamRole: 7 });
    const answer = await as(plainManager).get(url);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ gameId: gameA, teamId: ta1, leagueId: leagueA, gameDate: '2025-05-10', settings: { waitDays: 30 } });
    const byName = new Map<string, { code: string; message: string }[]>(
      answer.body.data.players.map((row: { playerName: string; reasons: { code: string; message: string }[] }) => [row.playerName, row.reasons]),
    );
    expect(byName.get('신입 김선수')).toEqual([
      { code: 'waitingPeriod', message: '등록일(2025-04-20) 후 30일이 지나야 출전할 수 있습니다 (2025-05-20부터).' },
      { code: 'proType', message: '고등학교 선출 선수는 이 리그에 출전할 수 없습니다.' },
    ]);
    expect(byName.get('TA2 선수1')).toEqual([{ code: 'notRegistered', message: '이 리그에 선수 등록이 되어 있지 않습니다.' }]);
    expect(byName.has('TA1 선수2')).toBe(false);
    await b.players.changePlayer(movedPlayer, { proTypeMiddle: 2 });
    await as(head).put(`/api/league/admin/main/${mainId}/eligibility`, { waitDays: 30, allowedProTypes: [0, 2], allowedProTypeMiddles: [0, 1] });
    const middle = await as(head).get(url);
    const moved = middle.body.data.players.find((row: { playerId: number }) => row.playerId === movedPlayer);
    expect(moved.reasons).toEqual([{ code: 'proTypeMiddle', message: '중학교 선출(기타) 선수는 이 리그에 출전할 수 없습니다.' }]);
    await b.games.reschedule(gameA, { scheduleTime: gameDate });
  });
});
