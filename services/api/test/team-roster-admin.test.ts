import { seoulToday, type TeamLeague, type TeamLeagueEntry, type TeamRosterPlayer, type TeamRosterPlayerDetail } from '@dugout/contracts';
import { bearer, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { firstNumber, importSmallSeason } from './support/imported-season';
import { createTestApp, type TestApp } from './support/test-app';

type Body = Record<string, unknown> & { data?: unknown; error?: string; errors?: Record<string, string> };
type Answer = { status: number; body: Body };

// The team staff portal's roster (member, member/:playerId) and league entries (entry, entry/form/:leagueId) on MySQL.
describe('team staff roster and league entries on MySQL', () => {
  let t: TestApp;
  let seasonId: number;
  let leagueA: number;
  let leagueB: number;
  let ta1: number;
  let ta2: number;
  let manager: LoggedIn; // manages ta1
  let otherManager: LoggedIn; // manages ta2
  let member: LoggedIn;
  let rookie: number; // on ta1's roster, not registered, pro_type 1
  let withLines: number; // ta1 no. 1, registered in A with a batting line
  let gameA: number;
  const today = `${seoulToday().slice(0, 4)}-${seoulToday().slice(4, 6)}-${seoulToday().slice(6, 8)}`;

  const as = (who: LoggedIn | null) => ({
    get: (url: string): Promise<Answer> => t.http.get(url).set(who ? bearer(who.accessToken) : {}),
    patch: (url: string, body: object = {}): Promise<Answer> => t.http.patch(url).set(who ? bearer(who.accessToken) : {}).send(body),
    delete: (url: string): Promise<Answer> => t.http.delete(url).set(who ? bearer(who.accessToken) : {}),
  });
  const id = (sql: string, params: unknown[]) => firstNumber(t, sql, params);
  const player = (backnumber: string) => id('SELECT player_id FROM team_player WHERE team_id = ? AND backnumber = ?', [ta1, backnumber]);
  const rosterRows = async () => JSON.stringify(await t.dataSource.query('SELECT * FROM team_player ORDER BY team_id, player_id'));
  const entryRows = async () => JSON.stringify(await t.dataSource.query('SELECT league_id, team_id, player_id, register_date FROM league_player ORDER BY league_id, team_id, player_id'));
  const auditKinds = async (): Promise<string[]> =>
    (await t.dataSource.query("SELECT kind FROM audit_entry WHERE scope_type = 'team' AND scope_id = ? ORDER BY audit_id", [ta1])).map(
      (row: { kind: string }) => row.kind,
    );
  const update = { backnumber: '77', teamRole: 6, position: 'C', batThrw: 21 };

  beforeAll(async () => {
    t = await createTestApp();
    const season = await importSmallSeason(t, { leaguePath: 'rostertest' });
    ({ seasonId, leagueA, leagueB } = season);
    ({ TA1: ta1, TA2: ta2 } = season.teams);
    // The season is under way: entries may change.
    await build(t).leagues.changeSeason(seasonId, { endDate: '2099-12-31' });
    const b = build(t);
    rookie = await b.players.player({ playerName: '신입 박선수', birthday: '19990101', proType: 1, proTypeMiddle: 0, batThrw: 11 });
    await b.teams.rosterLine(ta1, rookie, { backnumber: '40', teamRole: 7, position: 'OU', joinedAt: '2026-01-05' });
    withLines = await player('1');
    gameA = await id('SELECT game_id FROM schedule WHERE league_id = ? AND visit_team_id = ? AND home_team_id = ?', [leagueA, ta2, ta1]);
    await b.games.result(gameA, { visitTeamId: ta2, homeTeamId: ta1, visitLeagueId: leagueA, homeLeagueId: leagueA });
    await b.games.battingLine(gameA, { side: 'home', teamId: ta1, playerId: withLines, batNum: 1 });
    [manager, otherManager, member] = await Promise.all(['팀관리자', '다른팀관리자', '일반회원'].map((username) => registerAndLogin(t, { username })));
    await b.teams.managers(ta1, manager.userId);
    await b.teams.managers(ta2, otherManager.userId);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to anonymous callers and 403 to members and managers of another team, changing nothing', async () => {
    const before = [await rosterRows(), await entryRows()];
    const calls: [string, (who: LoggedIn | null) => Promise<Answer>][] = [
      ['roster', (who) => as(who).get(`/api/team/${ta1}/admin/players`)],
      ['coaching', (who) => as(who).get(`/api/team/${ta1}/coaching`)],
      ['player', (who) => as(who).get(`/api/team/${ta1}/player/${rookie}`)],
      ['update', (who) => as(who).patch(`/api/team/${ta1}/player/${rookie}`, update)],
      ['remove', (who) => as(who).delete(`/api/team/${ta1}/player/${rookie}`)],
      ['leagues', (who) => as(who).get(`/api/team/${ta1}/leagues`)],
      ['season leagues', (who) => as(who).get(`/api/team/${ta1}/leagues/${seasonId}`)],
      ['all leagues', (who) => as(who).get(`/api/team/${ta1}/all_leagues`)],
      ['entry', (who) => as(who).get(`/api/team/${ta1}/entry/${leagueA}`)],
      ['add entry', (who) => as(who).patch(`/api/team/${ta1}/entry/${leagueA}`, { playerId: rookie })],
      ['remove entry', (who) => as(who).patch(`/api/team/${ta1}/league/${leagueA}/player/${withLines}`)],
    ];
    for (const [name, call] of calls) {
      expect([name, (await call(null)).status]).toEqual([name, 401]);
      const other = await call(otherManager);
      expect([name, other.status, other.body.error]).toEqual([name, 403, expect.any(String)]);
      expect([name, (await call(member)).status]).toEqual([name, 403]);
    }
    expect([await rosterRows(), await entryRows()]).toEqual(before);
    expect(await auditKinds()).toEqual([]);
  });

  it('answers 404 for an unknown team and 400 for a bad id', async () => {
    expect((await as(manager).get('/api/team/999999/admin/players')).status).toBe(404);
    expect((await as(manager).get('/api/team/abc/admin/players')).status).toBe(400);
    expect((await as(manager).get(`/api/team/${ta1}/player/abc`)).status).toBe(400);
  });

  it('lists the roster by back number with role, position, bats/throws, status and joined date', async () => {
    const response = await as(manager).get(`/api/team/${ta1}/admin/players`);
    expect(response.status).toBe(200);
    const roster = response.body.data as TeamRosterPlayer[];
    expect(roster).toHaveLength(13);
    expect(roster.map((line) => line.backnumber)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '40']);
    expect(roster.find((line) => line.playerId === rookie)).toEqual<TeamRosterPlayer>({
      playerId: rookie,
      playerName: '신입 박선수',
      birthday: '19990101',
      backnumber: '40',
      teamRole: 7,
      position: 'OU',
      batThrw: 11,
      status: 'active',
      joinedAt: '2026-01-05',
      userId: null,
    });
    const bad = await as(manager).get(`/api/team/${ta1}/admin/players?status=gone`);
    expect([bad.status, bad.body.errors?.['status']]).toEqual([400, '상태는 활동 또는 휴면 중에서 골라 주세요.']);
  });

  it("shows a player's team data with his league entries, and 404 for one not on the roster", async () => {
    const response = await as(manager).get(`/api/team/${ta1}/player/${withLines}`);
    expect(response.status).toBe(200);
    const detail = response.body.data as TeamRosterPlayerDetail;
    expect(detail).toMatchObject({ playerId: withLines, backnumber: '1', position: 'P', batThrw: 22, status: 'active' });
    expect(detail.entries).toEqual([
      { leagueId: leagueA, leagueName: 'A 리그', seasonId, seasonName: '2025 시즌', seasonEndDate: '2099-12-31', registerDate: '2025-03-01', hasGameLines: true },
    ]);
    const ta2Player = await id('SELECT player_id FROM team_player WHERE team_id = ? LIMIT 1', [ta2]);
    const missing = await as(manager).get(`/api/team/${ta1}/player/${ta2Player}`);
    expect([missing.status, missing.body.error]).toEqual([404, '이 팀 명단에 없는 선수입니다.']);
  });

  it('edits a player: back number, role, position and bats/throws, with an audit entry', async () => {
    const response = await as(manager).patch(`/api/team/${ta1}/player/${rookie}`, update);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ playerId: rookie, backnumber: '77', teamRole: 6, position: 'C', batThrw: 21, status: 'active' });
    const [row] = await t.dataSource.query('SELECT bat_thrw FROM player WHERE player_id = ?', [rookie]);
    expect(Number(row.bat_thrw)).toBe(21);
    const [audit] = await t.dataSource.query(
      "SELECT user_id, object_type, object_id, changes FROM audit_entry WHERE scope_type = 'team' AND scope_id = ? AND kind = 'teamPlayer.update'",
      [ta1],
    );
    expect({ ...audit, user_id: Number(audit.user_id), object_id: Number(audit.object_id) }).toMatchObject({
      user_id: manager.userId,
      object_type: 'teamPlayer',
      object_id: rookie,
    });
    expect(JSON.parse(String(audit.changes))).toMatchObject({ backnumber: { before: '40', after: '77' }, batThrw: { before: 11, after: 21 } });
  });

  it('refuses a back number another roster player wears and bad fields, changing nothing', async () => {
    const before = await rosterRows();
    const taken = await as(manager).patch(`/api/team/${ta1}/player/${rookie}`, { ...update, backnumber: '2' });
    expect([taken.status, taken.body.errors?.['backnumber']]).toEqual([400, '등번호 2번은 이미 다른 선수가 쓰고 있습니다.']);
    const bad = await as(manager).patch(`/api/team/${ta1}/player/${rookie}`, { backnumber: 'AB', teamRole: 99, position: 'X' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ backnumber: '등번호는 숫자 3자리 이내로 입력해 주세요.', batThrw: '투타를 선택해 주세요.' });
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['teamRole', 'position']));
    const missing = await as(manager).patch(`/api/team/${ta1}/player/999999`, update);
    expect(missing.status).toBe(404);
    expect(await rosterRows()).toBe(before);
  });

  it('makes a player dormant with role 8 and filters the roster by status', async () => {
    const dormant = await player('12');
    const response = await as(manager).patch(`/api/team/${ta1}/player/${dormant}`, { backnumber: '12', teamRole: 8, position: 'IN', batThrw: 22 });
    expect(response.body.data).toMatchObject({ status: 'dormant', teamRole: 8 });
    const dormantList = await as(manager).get(`/api/team/${ta1}/admin/players?status=dormant`);
    expect((dormantList.body.data as TeamRosterPlayer[]).map((line) => line.playerId)).toEqual([dormant]);
    const active = await as(manager).get(`/api/team/${ta1}/admin/players?status=active`);
    expect((active.body.data as TeamRosterPlayer[]).map((line) => line.playerId)).not.toContain(dormant);
    expect(active.body.data).toHaveLength(12);
  });

  it("lists the team's leagues of the active season, of a season and of all seasons", async () => {
    const expected: TeamLeague = {
      leagueId: leagueA,
      leagueName: 'A 리그',
      seasonId,
      seasonName: '2025 시즌',
      active: true,
      beginDate: '2025-03-01',
      endDate: '2099-12-31',
      mainId: expect.any(Number),
      mainName: '테스트 리그',
      leaguePath: 'rostertest',
      registeredCount: 12,
    };
    expect((await as(manager).get(`/api/team/${ta1}/leagues`)).body.data).toEqual([expected]);
    expect((await as(manager).get(`/api/team/${ta1}/leagues/${seasonId}`)).body.data).toEqual([expected]);
    expect((await as(manager).get(`/api/team/${ta1}/all_leagues`)).body.data).toEqual([expected]);
    expect((await as(manager).get(`/api/team/${ta1}/leagues/999999`)).status).toBe(404);
  });

  it('shows the entry of a league with eligibility, and 404 for a league the team is not in', async () => {
    await build(t).leagues.eligibility(await id('SELECT main_id FROM season WHERE season_id = ?', [seasonId]), { waitDays: 7, allowedProTypes: [0], allowedProTypeMiddles: [0, 1, 2] });
    const response = await as(manager).get(`/api/team/${ta1}/entry/${leagueA}`);
    expect(response.status).toBe(200);
    const entry = response.body.data as TeamLeagueEntry;
    expect(entry.league).toMatchObject({ leagueId: leagueA, registeredCount: 12 });
    expect(entry.eligibility).toEqual({ waitDays: 7, allowedProTypes: [0], allowedProTypeMiddles: [0, 1, 2] });
    expect(entry.onDate).toBe(today);
    expect(entry.registered).toHaveLength(12);
    expect(entry.registered.find((line) => line.playerId === withLines)).toMatchObject({ registered: true, registerDate: '2025-03-01', hasGameLines: true, reasons: [] });
    // The dormant no. 12 is registered but not offered; the rookie is offered with the rule that bars him.
    expect(entry.available.map((line) => line.playerId)).toEqual([rookie]);
    expect(entry.available[0]?.reasons).toEqual([{ code: 'proType', message: '고등학교 선출 선수는 이 리그에 출전할 수 없습니다.' }]);
    const notIn = await as(manager).get(`/api/team/${ta1}/entry/${leagueB}`);
    expect([notIn.status, notIn.body.error]).toEqual([404, '이 팀이 참가한 리그가 아닙니다.']);
  });

  it('refuses to add a player the rules bar, one already in, a dormant one and one of another team', async () => {
    const before = await entryRows();
    const barred = await as(manager).patch(`/api/team/${ta1}/entry/${leagueA}`, { playerId: rookie });
    expect([barred.status, barred.body.errors?.['playerId']]).toEqual([400, '고등학교 선출 선수는 이 리그에 출전할 수 없습니다.']);
    const already = await as(manager).patch(`/api/team/${ta1}/entry/${leagueA}`, { playerId: withLines });
    expect([already.status, already.body.errors?.['playerId']]).toEqual([400, '이미 이 리그 엔트리에 등록된 선수입니다.']);
    const ta2Player = await id('SELECT player_id FROM team_player WHERE team_id = ? LIMIT 1', [ta2]);
    const foreign = await as(manager).patch(`/api/team/${ta1}/entry/${leagueA}`, { playerId: ta2Player });
    expect([foreign.status, foreign.body.errors?.['playerId']]).toEqual([400, '이 팀 명단에 없는 선수입니다.']);
    const empty = await as(manager).patch(`/api/team/${ta1}/entry/${leagueA}`, {});
    expect([empty.status, empty.body.errors?.['playerId']]).toEqual([400, '엔트리에 추가할 선수를 선택해 주세요.']);
    const dormant = await player('12');
    await as(manager).patch(`/api/team/${ta1}/league/${leagueA}/player/${dormant}`);
    const dormantAdd = await as(manager).patch(`/api/team/${ta1}/entry/${leagueA}`, { playerId: dormant });
    expect([dormantAdd.status, dormantAdd.body.errors?.['playerId']]).toEqual([400, '휴면 선수는 엔트리에 등록할 수 없습니다. 선수 정보에서 구분을 먼저 바꿔 주세요.']);
    await build(t).leagues.register(leagueA, ta1, dormant, '2025-03-01');
    expect(await entryRows()).toBe(before);
  });

  it('adds a player to the entry from today, in both logs, and takes him out again', async () => {
    await build(t).players.changePlayer(rookie, { proType: 0 });
    const added = await as(manager).patch(`/api/team/${ta1}/entry/${leagueA}`, { playerId: rookie });
    expect(added.status).toBe(200);
    const entry = added.body.data as TeamLeagueEntry;
    expect(entry.registered).toHaveLength(13);
    expect(entry.available).toEqual([]);
    const line = entry.registered.find((candidate) => candidate.playerId === rookie);
    expect(line).toMatchObject({ registered: true, registerDate: today, hasGameLines: false });
    expect(line?.reasons.map((reason) => reason.code)).toEqual(['waitingPeriod']);
    expect(await auditKinds()).toContain('leaguePlayer.register');
    const [leagueLog] = await t.dataSource.query(
      "SELECT COUNT(*) AS n FROM audit_entry WHERE scope_type = 'leagueMain' AND kind = 'leaguePlayer.register' AND user_id = ?",
      [manager.userId],
    );
    expect(Number(leagueLog.n)).toBe(1);

    const removed = await as(manager).patch(`/api/team/${ta1}/league/${leagueA}/player/${rookie}`);
    expect(removed.status).toBe(200);
    expect((removed.body.data as TeamLeagueEntry).available.map((candidate) => candidate.playerId)).toEqual([rookie]);
    expect(await auditKinds()).toContain('leaguePlayer.remove');
    const notRegistered = await as(manager).patch(`/api/team/${ta1}/league/${leagueA}/player/${rookie}`);
    expect([notRegistered.status, notRegistered.body.error]).toEqual([404, '이 팀에 등록된 선수가 아닙니다.']);
  });

  it('refuses to take a player with game lines in the league out of its entry', async () => {
    const before = await entryRows();
    const refused = await as(manager).patch(`/api/team/${ta1}/league/${leagueA}/player/${withLines}`);
    expect([refused.status, refused.body.error]).toEqual([400, '이 리그에 경기 기록이 있는 선수는 등록을 취소할 수 없습니다.']);
    expect(await entryRows()).toBe(before);
  });

  it('refuses entry changes once the season is over', async () => {
    await build(t).leagues.changeSeason(seasonId, { endDate: '2025-11-30' });
    try {
      const before = await entryRows();
      const add = await as(manager).patch(`/api/team/${ta1}/entry/${leagueA}`, { playerId: rookie });
      expect([add.status, add.body.error]).toEqual([400, '끝난 시즌의 리그 엔트리는 바꿀 수 없습니다.']);
      const remove = await as(manager).patch(`/api/team/${ta1}/league/${leagueA}/player/${await player('2')}`);
      expect(remove.status).toBe(400);
      expect(await entryRows()).toBe(before);
    } finally {
      await build(t).leagues.changeSeason(seasonId, { endDate: '2099-12-31' });
    }
  });

  it('refuses to remove a player from the roster while he is in an entry of this season he has not played in', async () => {
    const before = await rosterRows();
    const refused = await as(manager).delete(`/api/team/${ta1}/player/${await player('2')}`);
    expect([refused.status, refused.body.error]).toEqual([
      400,
      '진행 중인 시즌의 리그 엔트리에 등록된 선수입니다. 엔트리 관리에서 먼저 등록을 취소해 주세요 (2025 시즌 A 리그).',
    ]);
    expect(await rosterRows()).toBe(before);
  });

  it('removes a player who has played: the roster line ends into the history, his entry and game lines stay', async () => {
    const removed = await as(manager).delete(`/api/team/${ta1}/player/${withLines}`);
    expect([removed.status, removed.body.data]).toEqual([200, { playerId: withLines, leftAt: today }]);
    expect(await t.dataSource.query('SELECT * FROM team_player WHERE team_id = ? AND player_id = ?', [ta1, withLines])).toEqual([]);
    const [history] = await t.dataSource.query('SELECT backnumber, team_role, left_at, removed_by FROM team_player_history WHERE team_id = ? AND player_id = ?', [
      ta1,
      withLines,
    ]);
    expect({ backnumber: history.backnumber, teamRole: Number(history.team_role), removedBy: Number(history.removed_by) }).toEqual({
      backnumber: '1',
      teamRole: 7,
      removedBy: manager.userId,
    });
    expect(await t.dataSource.query('SELECT 1 FROM league_player WHERE team_id = ? AND player_id = ?', [ta1, withLines])).toHaveLength(1);
    expect(await t.dataSource.query('SELECT 1 FROM game_batting WHERE team_id = ? AND player_id = ?', [ta1, withLines])).toHaveLength(1);
    expect(await auditKinds()).toContain('teamPlayer.remove');
    expect((await as(manager).get(`/api/team/${ta1}/player/${withLines}`)).status).toBe(404);
    expect((await as(manager).delete(`/api/team/${ta1}/player/${withLines}`)).status).toBe(404);
    // A player never entered goes at once.
    expect((await as(manager).delete(`/api/team/${ta1}/player/${rookie}`)).status).toBe(200);
  });

  it('lists the coaching staff (roles 1-5)', async () => {
    const coach = await player('3');
    await as(manager).patch(`/api/team/${ta1}/player/${coach}`, { backnumber: '3', teamRole: 5, position: 'P', batThrw: 22 });
    const response = await as(manager).get(`/api/team/${ta1}/coaching`);
    expect(response.status).toBe(200);
    expect((response.body.data as TeamRosterPlayer[]).map((line) => [line.playerId, line.teamRole])).toEqual([[coach, 5]]);
  });
});
