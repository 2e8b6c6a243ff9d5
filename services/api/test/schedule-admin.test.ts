import { GameRecordService } from '../src/services/games/game-record.service';
import { LeaguesService } from '../src/services/leagues/leagues.service';
import { SchedulesService } from '../src/services/schedules/schedules.service';
import { registerAndLogin, requestsAs, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { randomGameRecord, seededRandom } from './support/random-game-record';
import { adminCast } from './support/admin-cast';
import { firstNumber, importSmallSeason } from './support/imported-season';
import { createTestApp, type TestApp } from './support/test-app';

type Body = Record<string, unknown> & { data?: unknown; error?: string; errors?: Record<string, string> };

describe('admin schedule: search, create, edit, delete, cancel, suspend, writers, conflicts on MySQL', () => {
  let t: TestApp;
  let mainId: number;
  let otherMainId: number;
  let seasonId: number;
  let leagueA: number;
  let leagueB: number;
  let otherLeague: number;
  let ta1: number;
  let ta2: number;
  let ta3: number;
  let tb1: number;
  let groundId: number;
  let head: LoggedIn;
  let scheduler: LoggedIn; // grade 3 with leagueSchedule
  let plainManager: LoggedIn; // grade 3 without roles
  let scorer: LoggedIn; // grade 5
  let member: LoggedIn;
  let otherHead: LoggedIn;

  const as = (who: LoggedIn | null) => requestsAs(t, who);
  const id = (sql: string, params: unknown[]) => firstNumber(t, sql, params);
  const scheduleRows = async (): Promise<string> =>
    JSON.stringify(await t.dataSource.query('SELECT * FROM schedule ORDER BY game_id')) +
    JSON.stringify(await t.dataSource.query('SELECT * FROM suspended_game ORDER BY game_id')) +
    JSON.stringify(await t.dataSource.query('SELECT game_id, win_type FROM game ORDER BY game_id'));
  const auditRows = async (kind: string): Promise<{ user_id: number; object_id: number; changes: string }[]> =>
    t.dataSource.query("SELECT user_id, object_id, changes FROM audit_entry WHERE scope_type = 'leagueMain' AND scope_id = ? AND kind = ? ORDER BY audit_id", [
      mainId,
      kind,
    ]);
  const gameUrl = (leagueId: number, gameId?: number) => `/api/league/league/${leagueId}/schedule/game${gameId === undefined ? '' : `/${gameId}`}`;
  const newGame = (over: object = {}) => ({
    gameName: '개별 등록',
    scheduleTime: '2025-05-10 13:00',
    groundId,
    writerId: scorer.userId,
    visitTeamId: ta1,
    homeTeamId: ta2,
    ...over,
  });
  const create = async (over: object = {}): Promise<number> => {
    const response = await as(scheduler).post(gameUrl(leagueA), newGame(over));
    expect([response.status, response.body.error, response.body.errors]).toEqual([201, undefined, undefined]);
    return (response.body.data as { gameId: number }).gameId;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const season = await importSmallSeason(t, { leaguePath: 'schedadm' });
    ({ mainId, seasonId, leagueA, leagueB, groundId } = season);
    ({ TA1: ta1, TA2: ta2, TA3: ta3, TB1: tb1 } = season.teams);
    const other = await importSmallSeason(t, { leaguePath: 'schedadmb' });
    otherMainId = other.mainId;
    otherLeague = other.leagueA;
    ({ head, roleManager: scheduler, plainManager, member, otherHead } = await adminCast(t, { mainId, otherMainId }, ['leagueSchedule'], ['총괄관리자', '일정관리자', '일반관리자', '일반회원', '다른리그관리자']));
    scorer = await registerAndLogin(t, { username: '기록관리자' });
    await t.app.get(LeaguesService).grantManager(mainId, scorer.userId, 5);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 401, and 403 to members, other mains and managers without leagueSchedule, changing nothing', async () => {
    const gameId = await id('SELECT game_id FROM schedule WHERE league_id = ? ORDER BY game_id LIMIT 1', [leagueA]);
    const before = await scheduleRows();
    const calls: [string, (who: LoggedIn | null) => Promise<{ status: number; body: Body }>][] = [
      ['search', (who) => as(who).get(`/api/league/admin/schedule/${seasonId}/202504`)],
      ['searchLeague', (who) => as(who).get(`/api/league/admin/schedule/${seasonId}/202504/${leagueA}`)],
      ['create', (who) => as(who).post(gameUrl(leagueA), newGame())],
      ['update', (who) => as(who).patch(gameUrl(leagueA, gameId), newGame())],
      ['delete', (who) => as(who).delete(gameUrl(leagueA, gameId))],
      ['cancel', (who) => as(who).patch(`/api/league/schedule/${gameId}/cancel`, { reason: '우천' })],
      ['suspend', (who) => as(who).patch(`/api/league/schedule/${gameId}/suspend`, {})],
      ['resume', (who) => as(who).patch(`/api/league/schedule/${gameId}/resume`, { scheduleTime: '2025-06-01 10:00' })],
      ['conflicts', (who) => as(who).get(`/api/league/league/${leagueA}/schedule/conflicts?time=2025-04-02%2009:30&teamIds=${ta1}`)],
    ];
    for (const [name, call] of calls) {
      expect([name, (await call(null)).status]).toEqual([name, 401]);
      for (const who of [member, plainManager, scorer, otherHead]) {
        expect([name, who.userId, (await call(who)).status]).toEqual([name, who.userId, 403]);
      }
    }
    const denied = await as(plainManager).post(gameUrl(leagueA), newGame());
    expect(denied.body.error).toBe("'일정 관리' 권한이 있는 관리자만 할 수 있는 작업입니다.");
    expect((await as(null).get(`/api/league/main/${mainId}/writers`)).status).toBe(401);
    expect((await as(member).get(`/api/league/main/${mainId}/writers`)).status).toBe(403);
    expect((await as(otherHead).get(`/api/league/main/${mainId}/writers`)).status).toBe(403);
    expect(await scheduleRows()).toBe(before);
  });

  it('answers 404 for unknown seasons, leagues and games', async () => {
    expect((await as(head).get('/api/league/admin/schedule/999999/202504')).status).toBe(404);
    expect((await as(head).get(`/api/league/admin/schedule/${seasonId}/202504/999999`)).status).toBe(404);
    expect((await as(head).get(`/api/league/admin/schedule/${seasonId}/202504/${otherLeague}`)).status).toBe(404);
    expect((await as(head).post(gameUrl(999999), newGame())).status).toBe(404);
    expect((await as(head).patch(gameUrl(leagueA, 999999), newGame())).status).toBe(404);
    expect((await as(head).delete(gameUrl(leagueA, 999999))).status).toBe(404);
    expect((await as(head).patch('/api/league/schedule/999999/cancel', {})).status).toBe(404);
    expect((await as(head).patch('/api/league/schedule/999999/suspend', {})).status).toBe(404);
    const leagueBGame = await id('SELECT game_id FROM schedule WHERE league_id = ? ORDER BY game_id LIMIT 1', [leagueB]);
    expect((await as(head).delete(gameUrl(leagueA, leagueBGame))).status).toBe(404);
    const badMonth = await as(head).get(`/api/league/admin/schedule/${seasonId}/2025-04`);
    expect([badMonth.status, badMonth.body.errors]).toEqual([400, { month: '월은 YYYYMM 형식으로 입력해 주세요.' }]);
  });

  it('searches a month of the season with serverTime, upcoming games first, and one league', async () => {
    const all = await as(scheduler).get(`/api/league/admin/schedule/${seasonId}/202504`);
    expect(all.status).toBe(200);
    const body = all.body.data as { data: Record<string, unknown>[]; serverTime: string };
    expect(body.serverTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
    expect(body.data).toHaveLength(16);
    expect(body.data[0]).toMatchObject({
      league: { leagueName: 'A 리그' },
      scheduleTime: '2025-04-02T09:30:00+09:00',
      visitTeamInfo: { teamName: '팀 TA1' },
      homeTeamInfo: { teamName: '팀 TA2' },
      ground: { groundName: '테스트 구장' },
      hasRecord: false,
      isCancel: false,
      suspended: false,
    });
    const one = await as(scheduler).get(`/api/league/admin/schedule/${seasonId}/202504/${leagueB}`);
    const rows = (one.body.data as { data: { leagueId: number }[] }).data;
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((row) => row.leagueId))).toEqual(new Set([leagueB]));
    const empty = await as(scheduler).get(`/api/league/admin/schedule/${seasonId}/202507`);
    expect((empty.body.data as { data: unknown[] }).data).toEqual([]);
  });

  it('lists upcoming games before the earlier ones of the month', async () => {
    const service = t.app.get((await import('../src/services/schedule-admin/schedule-admin.service')).ScheduleAdminService);
    const { data, serverTime } = await service.search(seasonId, '202504', leagueA, Date.parse('2025-04-05T12:00:00+09:00'));
    expect(serverTime).toBe('2025-04-05T12:00:00+09:00');
    const days = data.map((row) => row.scheduleTime.slice(0, 10));
    const firstPast = days.findIndex((day) => day < '2025-04-05');
    expect((days[0] ?? '') >= '2025-04-05').toBe(true);
    expect(days.slice(firstPast).every((day) => day < '2025-04-05')).toBe(true);
    expect(days.slice(0, firstPast).every((day) => day >= '2025-04-05')).toBe(true);
  });

  it('lists the writers: grade 1, grade 5 and the leagueGame flag', async () => {
    const response = await as(scheduler).get(`/api/league/main/${mainId}/writers`);
    expect(response.status).toBe(200);
    const writers = response.body.data as { userId: number; user: { username: string } }[];
    expect(writers.map((writer) => writer.userId).sort()).toEqual([head.userId, scorer.userId].sort());
    expect(writers.find((writer) => writer.userId === scorer.userId)?.user.username).toBe('기록관리자');
  });

  it('creates a game with every field, an audit entry and the public schedule shows it', async () => {
    const gameId = await create();
    const item = await as(null).get(gameUrl(leagueA, gameId));
    expect(item.body.data).toMatchObject({
      gameId,
      gameName: '개별 등록',
      leagueId: leagueA,
      scheduleTime: '2025-05-10T13:00:00+09:00',
      groundId,
      writerId: scorer.userId,
      visitTeamId: ta1,
      homeTeamId: ta2,
      visitTeamInterleague: false,
      isCancel: false,
      dayNight: 'N',
      writer: { username: '기록관리자' },
    });
    const [entry] = (await auditRows('schedule.create')).filter((row) => row.object_id === gameId);
    expect(entry?.user_id).toBe(scheduler.userId);
    expect(JSON.parse(entry?.changes ?? '{}')).toMatchObject({ scheduleTime: { before: null, after: '2025-05-10 13:00' }, visitTeamId: { before: null, after: ta1 } });
    const undecided = await create({ visitTeamId: 0, homeTeamId: null, gameName: '결승', writerId: null, groundId: null });
    expect((await as(null).get(gameUrl(leagueA, undecided))).body.data).toMatchObject({ visitTeamId: null, homeTeamId: null, groundId: null });
    const guest = await create({ visitTeamId: tb1, visitTeamInterleague: true, visitTeamLeagueId: leagueB, homeTeamId: ta3 });
    expect((await as(null).get(gameUrl(leagueA, guest))).body.data).toMatchObject({
      visitTeamInterleague: true,
      visitTeamLeagueId: leagueB,
      visitTeamLeague: { leagueName: 'B 리그' },
    });
  });

  it('refuses bad games with Korean field errors and changes nothing', async () => {
    const before = await scheduleRows();
    const cases: [object, Record<string, string>][] = [
      [{ scheduleTime: '2026-01-10 13:00' }, { scheduleTime: '경기 일시는 시즌 기간(2025-03-01 ~ 2025-11-30) 안이어야 합니다.' }],
      [{ scheduleTime: '2025-02-30 13:00' }, { scheduleTime: '경기 일시는 yyyy-MM-dd HH:mm 형식으로 입력해 주세요.' }],
      [{ scheduleTime: '' }, { scheduleTime: '경기 일시를 입력해 주세요.' }],
      [{ visitTeamId: 999999 }, { visitTeamId: '선택한 리그에 참가한 팀이 아닙니다.' }],
      [{ homeTeamId: tb1 }, { homeTeamId: '선택한 리그에 참가한 팀이 아닙니다.' }],
      [{ homeTeamId: ta1 }, { homeTeamId: '같은 팀을 선택할 수 없습니다.' }],
      [{ visitTeamInterleague: true, homeTeamInterleague: true, visitTeamLeagueId: leagueB, homeTeamLeagueId: leagueB }, { homeTeamInterleague: '교류전은 원정·홈 중 한쪽만 지정할 수 있습니다.' }],
      [{ visitTeamInterleague: true }, { visitTeamLeagueId: '교류전 팀의 소속 리그를 선택해 주세요.' }],
      [{ visitTeamInterleague: true, visitTeamLeagueId: otherLeague, visitTeamId: ta3 }, { visitTeamLeagueId: '같은 시즌의 리그만 선택할 수 있습니다.' }],
      [{ groundId: 999999 }, { groundId: '이 리그 운영의 구장이 아닙니다.' }],
      [{ writerId: plainManager.userId }, { writerId: '기록 입력 권한이 있는 관리자만 기록원으로 지정할 수 있습니다.' }],
      [{ leagueId: leagueB }, { leagueId: '같은 시즌의 리그만 선택할 수 있습니다.' }],
    ];
    for (const [over, errors] of cases) {
      const response = await as(scheduler).post(gameUrl(leagueA), newGame(over));
      expect([JSON.stringify(over), response.status, response.body.errors]).toEqual([JSON.stringify(over), 400, errors]);
    }
    expect(await scheduleRows()).toBe(before);
  });

  it('edits a game (moving it to another league of the season) and refuses to change a locked game', async () => {
    const gameId = await create({ gameName: '수정 전' });
    const edited = await as(scheduler).patch(gameUrl(leagueA, gameId), newGame({ gameName: '수정 후', scheduleTime: '2025-05-11 15:30', visitTeamId: ta3 }));
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ gameName: '수정 후', scheduleTime: '2025-05-11T15:30:00+09:00', visitTeamId: ta3, hasRecord: false });
    const [entry] = (await auditRows('schedule.update')).filter((row) => row.object_id === gameId);
    expect(JSON.parse(entry?.changes ?? '{}')).toEqual({
      gameName: { before: '수정 전', after: '수정 후' },
      scheduleTime: { before: '2025-05-10 13:00', after: '2025-05-11 15:30' },
      visitTeamId: { before: ta1, after: ta3 },
    });
    const tb2 = await id("SELECT team_id FROM team WHERE team_name = '팀 TB2' ORDER BY team_id LIMIT 1", []);
    const moved = await as(scheduler).patch(gameUrl(leagueA, gameId), newGame({ leagueId: leagueB, visitTeamId: tb1, homeTeamId: tb2 }));
    expect([moved.status, (moved.body.data as { leagueId: number } | undefined)?.leagueId]).toEqual([200, leagueB]);

    const locked = await create({ gameName: '잠금' });
    await build(t).games.reschedule(locked, { matchupLocked: true });
    const before = await scheduleRows();
    for (const over of [{ gameName: '바꿈' }, { visitTeamId: ta3 }, { homeTeamId: null }]) {
      const refused = await as(scheduler).patch(gameUrl(leagueA, locked), newGame({ gameName: '잠금', ...over }));
      expect([refused.status, refused.body.error]).toEqual([400, '재개를 기다리는 서스펜디드 경기는 시즌·리그·경기명·팀을 바꿀 수 없습니다.']);
    }
    const outside = await as(scheduler).patch(gameUrl(leagueA, gameId), newGame({ leagueId: leagueB, visitTeamId: tb1, homeTeamId: tb2, scheduleTime: '2024-05-01 10:00' }));
    expect(outside.status).toBe(404); // the game is now league B's
    const outsideB = await as(scheduler).patch(gameUrl(leagueB, gameId), newGame({ leagueId: leagueB, visitTeamId: tb1, homeTeamId: tb2, scheduleTime: '2024-05-01 10:00' }));
    expect([outsideB.status, outsideB.body.errors]).toEqual([400, { scheduleTime: '경기 일시는 시즌 기간(2025-03-01 ~ 2025-11-30) 안이어야 합니다.' }]);
    expect(await scheduleRows()).toBe(before);
    const unnamed = await create({ gameName: '' });
    await build(t).games.reschedule(unnamed, { matchupLocked: true });
    expect((await as(scheduler).patch(gameUrl(leagueA, unnamed), newGame({ gameName: '  ', scheduleTime: '2025-05-21 18:00' }))).status).toBe(200);
    const timeOnly = await as(scheduler).patch(gameUrl(leagueA, locked), newGame({ gameName: '잠금', scheduleTime: '2025-05-20 18:00' }));
    expect([timeOnly.status, (timeOnly.body.data as { dayNight: string }).dayNight]).toEqual([200, 'Y']);
  });

  it('deletes a game without a record (data 1, audited) and refuses one with a record', async () => {
    const gameId = await create();
    const deleted = await as(scheduler).delete(gameUrl(leagueA, gameId));
    expect([deleted.status, deleted.body.data]).toEqual([200, 1]);
    expect(await t.dataSource.query('SELECT game_id FROM schedule WHERE game_id = ?', [gameId])).toEqual([]);
    expect((await auditRows('schedule.delete')).map((row) => row.object_id)).toContain(gameId);

    const played = await recordedGame('1');
    const before = await scheduleRows();
    const refused = await as(scheduler).delete(gameUrl(leagueA, played));
    expect([refused.status, refused.body.error]).toEqual([400, '경기 기록이 있는 경기는 삭제할 수 없습니다.']);
    expect(await scheduleRows()).toBe(before);
  });

  it('cancels with a reason (default 우천취소), deleting the record in progress; refuses a reason over 5 characters', async () => {
    const gameId = await create();
    const before = await scheduleRows();
    const tooLong = await as(scheduler).patch(`/api/league/schedule/${gameId}/cancel`, { reason: '그라운드사정' });
    expect([tooLong.status, tooLong.body.errors]).toEqual([400, { reason: '취소 사유는 5자 이내로 입력해 주세요.' }]);
    expect(await scheduleRows()).toBe(before);
    const cancelled = await as(scheduler).patch(`/api/league/schedule/${gameId}/cancel`, {});
    expect([cancelled.status, cancelled.body.data]).toEqual([200, 1]);
    expect((await as(null).get(gameUrl(leagueA, gameId))).body.data).toMatchObject({ isCancel: true, cancelReason: '우천취소' });
    const again = await as(scheduler).patch(`/api/league/schedule/${gameId}/cancel`, { reason: '우천' });
    expect([again.status, again.body.error]).toEqual([400, '이미 취소된 경기입니다.']);

    // A suspended game with its partial record: cancelling deletes the record and the list entry.
    const suspended = await create({ gameName: '서스펜디드' });
    expect((await as(scheduler).patch(`/api/league/schedule/${suspended}/suspend`, {})).body.data).toBe(1);
    await writeRecord(suspended, null);
    expect(await t.dataSource.query('SELECT game_id FROM game WHERE game_id = ?', [suspended])).toHaveLength(1);
    const cancel = await as(scheduler).patch(`/api/league/schedule/${suspended}/cancel`, { reason: '구장사정' });
    expect(cancel.status).toBe(200);
    expect(await t.dataSource.query('SELECT game_id FROM game WHERE game_id = ?', [suspended])).toEqual([]);
    expect(await t.dataSource.query('SELECT game_id FROM suspended_game WHERE game_id = ?', [suspended])).toEqual([]);
    const [entry] = (await auditRows('schedule.cancel')).filter((row) => row.object_id === suspended);
    expect(JSON.parse(entry?.changes ?? '{}')).toMatchObject({
      isCancel: { before: false, after: true },
      cancelReason: { before: null, after: '구장사정' },
      recordDeleted: { before: false, after: true },
    });
  });

  it('suspends a game (public suspended list, locked matchup) and schedules its resumption', async () => {
    const gameId = await create({ gameName: '중단 경기' });
    const suspended = await as(scheduler).patch(`/api/league/schedule/${gameId}/suspend`, {});
    expect([suspended.status, suspended.body.data]).toEqual([200, 1]);
    expect((await as(null).get(`/api/game/season/${seasonId}/suspended`)).body.data).toContain(gameId);
    expect((await as(null).get(gameUrl(leagueA, gameId))).body.data).toMatchObject({ suspended: true, dayNight: 'Y' });
    const twice = await as(scheduler).patch(`/api/league/schedule/${gameId}/suspend`, {});
    expect([twice.status, twice.body.error]).toEqual([400, '이미 서스펜디드로 지정된 경기입니다.']);

    const before = await scheduleRows();
    const outside = await as(scheduler).patch(`/api/league/schedule/${gameId}/resume`, { scheduleTime: '2026-01-01 10:00' });
    expect([outside.status, outside.body.errors]).toEqual([400, { scheduleTime: '경기 일시는 시즌 기간(2025-03-01 ~ 2025-11-30) 안이어야 합니다.' }]);
    expect(await scheduleRows()).toBe(before);
    const resumed = await as(scheduler).patch(`/api/league/schedule/${gameId}/resume`, { scheduleTime: '2025-06-07 10:00' });
    expect(resumed.status).toBe(200);
    expect(resumed.body.data).toMatchObject({ gameId, scheduleTime: '2025-06-07T10:00:00+09:00', suspended: true, dayNight: 'Y' });
    expect((await auditRows('schedule.suspend')).map((row) => row.object_id)).toContain(gameId);
    expect((await auditRows('schedule.resume')).map((row) => row.object_id)).toContain(gameId);

    const notSuspended = await create();
    const refused = await as(scheduler).patch(`/api/league/schedule/${notSuspended}/resume`, { scheduleTime: '2025-06-07 10:00' });
    expect([refused.status, refused.body.error]).toEqual([400, '서스펜디드로 지정된 경기가 아닙니다.']);
    const finished = await recordedGame('1');
    const refusedFinished = await as(scheduler).patch(`/api/league/schedule/${finished}/suspend`, {});
    expect([refusedFinished.status, refusedFinished.body.error]).toEqual([400, '경기가 끝난(승리 유형이 있는) 경기는 서스펜디드로 지정할 수 없습니다.']);
  });

  it('warns of games of the same team or ground within the window', async () => {
    const base = await create({ scheduleTime: '2025-08-02 10:00', visitTeamId: ta1, homeTeamId: ta2 });
    const url = (query: string) => `/api/league/league/${leagueA}/schedule/conflicts?${query}`;
    const near = await as(scheduler).get(url(`time=2025-08-02%2012:00&teamIds=${ta2},${ta3}`));
    expect(near.status).toBe(200);
    expect(near.body.data).toMatchObject({ windowMinutes: 180, conflicts: [{ gameId: base, reasons: ['team'], visitTeamName: '팀 TA1' }] });
    const ground = await as(scheduler).get(url(`time=2025-08-02%2008:00&groundId=${groundId}`));
    expect((ground.body.data as { conflicts: { reasons: string[] }[] }).conflicts).toEqual([expect.objectContaining({ gameId: base, reasons: ['ground'] })]);
    const far = await as(scheduler).get(url(`time=2025-08-02%2014:00&teamIds=${ta1}`));
    expect((far.body.data as { conflicts: unknown[] }).conflicts).toEqual([]);
    const self = await as(scheduler).get(url(`time=2025-08-02%2010:00&teamIds=${ta1}&excludeGameId=${base}`));
    expect((self.body.data as { conflicts: unknown[] }).conflicts).toEqual([]);
    const bad = await as(scheduler).get(url('time=tomorrow'));
    expect([bad.status, bad.body.errors]).toEqual([400, { time: '경기 일시는 yyyy-MM-dd HH:mm 형식으로 입력해 주세요.' }]);
  });

  it('createGames inserts many games in the caller transaction, all or none', async () => {
    const schedules = t.app.get(SchedulesService);
    const count = async () => id('SELECT COUNT(*) AS n FROM schedule', []);
    const before = await count();
    const games = Array.from({ length: 5 }, (_, i) => ({ leagueId: leagueA, scheduleTime: `2025-09-0${i + 1} 10:00`, visitTeamId: ta1, homeTeamId: ta2, groundId }));
    const ids = await t.dataSource.transaction((em) => schedules.createGames(em, mainId, head.userId, games));
    expect(ids).toHaveLength(5);
    expect(await count()).toBe(before + 5);
    await expect(
      t.dataSource.transaction((em) => schedules.createGames(em, mainId, head.userId, [...games, { ...(games[0] as (typeof games)[number]), scheduleTime: '2030-01-01 10:00' }])),
    ).rejects.toMatchObject({ response: { errors: { 'games[5].scheduleTime': '경기 일시는 시즌 기간(2025-03-01 ~ 2025-11-30) 안이어야 합니다.' } } });
    await expect(t.dataSource.transaction((em) => schedules.createGames(em, otherMainId, head.userId, games))).rejects.toMatchObject({
      response: { errors: { 'games[0].leagueId': '이 리그 운영에 속한 리그가 아닙니다.' } },
    });
    expect(await count()).toBe(before + 5);
  });

  it('createGames saves a 16-team league of 3 games per pairing (360 games) in one call', async () => {
    const schedules = t.app.get(SchedulesService);
    const games = Array.from({ length: 360 }, (_, i) => ({
      leagueId: leagueA,
      scheduleTime: `2025-10-${String((i % 28) + 1).padStart(2, '0')} ${String(8 + (i % 10)).padStart(2, '0')}:00`,
      visitTeamId: i % 2 ? ta1 : ta2,
      homeTeamId: ta3,
      groundId,
    }));
    // Its speed is measured by `npm run bench:schedule`, not here (a loaded CI machine is no stopwatch).
    const ids = await t.dataSource.transaction((em) => schedules.createGames(em, mainId, head.userId, games));
    expect(ids).toHaveLength(360);
    expect(new Set(ids).size).toBe(360);
  });

  /** A league A game of ta1 and ta2 with a record: winType null (a suspended game's partial record) or a finished one. */
  async function writeRecord(gameId: number, winType: '1' | null): Promise<void> {
    const members: { team_id: number; player_id: number }[] = await t.dataSource.query('SELECT team_id, player_id FROM team_player WHERE team_id IN (?, ?)', [ta1, ta2]);
    const roster = (team: number) => members.filter((row) => Number(row.team_id) === team).map((row) => Number(row.player_id));
    const record = randomGameRecord(seededRandom(gameId), { visit: roster(ta1), home: roster(ta2) }, { winType: '1' });
    await t.app.get(GameRecordService).writeRecord(gameId, winType === null ? { ...record, winType: null, winnerSide: null, pitching: record.pitching.map((line) => ({ ...line, decision: null })) } : record);
  }

  async function recordedGame(winType: '1'): Promise<number> {
    const gameId = await create({ scheduleTime: '2025-04-20 10:00' });
    await writeRecord(gameId, winType);
    return gameId;
  }
});
