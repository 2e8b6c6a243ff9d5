import type { TempSchedule } from '@dugout/contracts';
import { SchedulesService } from '../src/services/schedules/schedules.service';
import { requestsAs, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { adminCast } from './support/admin-cast';
import { firstNumber, importSmallSeason } from './support/imported-season';
import { createTestApp, type TestApp } from './support/test-app';

type Body = Record<string, unknown> & { data?: unknown; error?: string; errors?: Record<string, string> };

describe('round-robin generation with temporary schedules on MySQL', () => {
  let t: TestApp;
  let mainId: number;
  let seasonId: number;
  let leagueA: number; // 3 teams (byes)
  let leagueB: number;
  let lonelyLeague: number; // 1 team
  let groundId: number;
  let secondGround: number;
  let otherGround: number; // of another main
  let head: LoggedIn;
  let scheduler: LoggedIn; // grade 3 with leagueSchedule
  let plainManager: LoggedIn; // grade 3 without roles
  let member: LoggedIn;
  let otherHead: LoggedIn;

  const as = (who: LoggedIn | null) => requestsAs(t, who);
  const base = (leagueId: number) => `/api/league/admin/scheduleTemp/${leagueId}`;
  const id = (sql: string, params: unknown[]) => firstNumber(t, sql, params);
  const state = async (): Promise<string> =>
    JSON.stringify([
      await t.dataSource.query('SELECT * FROM schedule_temp ORDER BY temp_id'),
      await t.dataSource.query('SELECT * FROM schedule_temp_game ORDER BY temp_game_id'),
      await t.dataSource.query('SELECT game_id, league_id, schedule_time, ground_id, visit_team_id, home_team_id FROM schedule ORDER BY game_id'),
    ]);
  const auditRows = async (kind: string): Promise<{ user_id: number; object_id: number; changes: string }[]> =>
    t.dataSource.query("SELECT user_id, object_id, changes FROM audit_entry WHERE scope_type = 'leagueMain' AND scope_id = ? AND kind = ? ORDER BY audit_id", [
      mainId,
      kind,
    ]);
  const options = () => ({ gameCnt: 2, weekdays: [0, 6], times: ['09:00', '13:00'], groundIds: [groundId] });

  beforeAll(async () => {
    t = await createTestApp();
    ({ mainId, seasonId, leagueA, leagueB, groundId } = await importSmallSeason(t, { leaguePath: 'gentest' }));
    const other = await importSmallSeason(t, { leaguePath: 'gentestb' });
    otherGround = other.groundId;
    const b = build(t);
    secondGround = await b.leagues.ground(mainId, '둘째 구장');
    lonelyLeague = await b.leagues.league(seasonId, '외톨이 리그');
    const someTeam = await id('SELECT team_id FROM league_team WHERE league_id = ? ORDER BY team_id LIMIT 1', [leagueA]);
    await b.leagues.teams(lonelyLeague, [someTeam]);

    ({ head, roleManager: scheduler, plainManager, member, otherHead } = await adminCast(t, { mainId, otherMainId: other.mainId }, ['leagueSchedule'], ['총괄관리자', '일정관리자', '일반관리자', '일반회원', '다른리그관리자']));
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 without a login and 403 to members, other mains and managers without leagueSchedule; changes nothing', async () => {
    const before = await state();
    const calls: [string, (who: LoggedIn | null) => Promise<{ status: number; body: Body }>][] = [
      ['proceed', (who) => as(who).get(`${base(leagueA)}/proceed`)],
      ['generate', (who) => as(who).post(`${base(leagueA)}/generate`, options())],
      ['save', (who) => as(who).post(`${base(leagueA)}/save`, options())],
      ['get', (who) => as(who).get(`${base(leagueA)}/get/1`)],
      ['game', (who) => as(who).patch(`${base(leagueA)}/game/1`, { swap: true })],
      ['apply', (who) => as(who).post(`${base(leagueA)}/apply`, { tempId: 1 })],
      ['delete', (who) => as(who).delete(`${base(leagueA)}/delete/1`)],
    ];
    for (const [name, call] of calls) {
      expect([name, (await call(null)).status]).toEqual([name, 401]);
      for (const who of [member, plainManager, otherHead]) expect([name, who.userId, (await call(who)).status]).toEqual([name, who.userId, 403]);
    }
    const denied = await as(plainManager).get(`${base(leagueA)}/proceed`);
    expect(denied.body.error).toBe("'일정 관리' 권한이 있는 관리자만 할 수 있는 작업입니다.");
    expect(await state()).toBe(before);
  });

  it('previews a round-robin without saving it: games, byes and the per-team summary', async () => {
    const before = await state();
    const res = await as(scheduler).post(`${base(leagueA)}/generate`, { ...options(), leagueId: leagueA });
    expect(res.status).toBe(201);
    const temp = res.body.data as TempSchedule;
    expect(temp).toMatchObject({ tempId: null, leagueId: leagueA, gameCnt: 2, rounds: 6, createdAt: null });
    expect(temp.options).toEqual({ gameCnt: 2, weekdays: [0, 6], times: ['09:00', '13:00'], groundIds: [groundId], beginDate: '2025-03-01', endDate: '2025-11-30' });
    expect(temp.games).toHaveLength(6);
    expect(temp.games[0]).toMatchObject({ tempGameId: null, round: 1, date: '2025-03-01', time: '09:00', scheduleTime: '2025-03-01T09:00:00+09:00', groundName: '테스트 구장' });
    expect(temp.byes).toHaveLength(6);
    expect(temp.summary).toHaveLength(3);
    for (const line of temp.summary) expect(line).toMatchObject({ games: 4, home: 2, away: 2, byes: 2 });
    expect(temp.summary.map((line) => line.teamName).sort()).toEqual(['팀 TA1', '팀 TA2', '팀 TA3']);
    expect(await state()).toBe(before);
    // The same input gives the same schedule.
    expect((await as(head).post(`${base(leagueA)}/generate`, options())).body.data).toEqual(temp);
  });

  it('refuses bad options with Korean messages and saves nothing', async () => {
    const before = await state();
    const refusals: [object, string, string][] = [
      [{ ...options(), gameCnt: 0 }, 'gameCnt', '맞대결 수는 1~4 사이로 입력해 주세요.'],
      [{ ...options(), gameCnt: 5 }, 'gameCnt', '맞대결 수는 1~4 사이로 입력해 주세요.'],
      [{ ...options(), weekdays: [] }, 'weekdays', '경기 요일을 하나 이상 골라 주세요.'],
      [{ ...options(), weekdays: [7] }, 'weekdays[0]', '요일은 일요일(0)부터 토요일(6) 중에서 골라 주세요.'],
      [{ ...options(), times: [] }, 'times', '경기 시작 시간을 하나 이상 입력해 주세요.'],
      [{ ...options(), times: ['25:00'] }, 'times[0]', '시간은 HH:mm 형식으로 입력해 주세요 (예: 09:00).'],
      [{ ...options(), groundIds: [] }, 'groundIds', '구장을 하나 이상 골라 주세요.'],
      [{ ...options(), groundIds: [otherGround] }, 'groundIds', '이 리그 운영의 구장만 고를 수 있습니다.'],
      [{ ...options(), beginDate: '2025-02-01' }, 'beginDate', '기간은 시즌 기간(2025-03-01 ~ 2025-11-30) 안이어야 합니다.'],
      [{ ...options(), beginDate: '2025-05-01', endDate: '2025-04-01' }, 'endDate', '종료일은 시작일과 같거나 그 이후여야 합니다.'],
      [{ ...options(), leagueId: leagueB }, 'leagueId', '주소의 리그와 보낸 리그가 다릅니다.'],
      [
        { ...options(), times: ['09:00'], beginDate: '2025-03-01', endDate: '2025-03-09' },
        'endDate',
        '기간 안의 경기일(4일)이 부족해 6경기 중 4경기만 넣을 수 있습니다. 요일, 시작 시간, 구장을 늘리거나 기간을 늘려 주세요.',
      ],
    ];
    for (const [body, field, message] of refusals) {
      for (const path of ['generate', 'save']) {
        const res = await as(scheduler).post(`${base(leagueA)}/${path}`, body);
        expect([path, field, res.status, res.body.errors?.[field]]).toEqual([path, field, 400, message]);
      }
    }
    const lonely = await as(scheduler).post(`${base(lonelyLeague)}/generate`, options());
    expect([lonely.status, lonely.body.errors?.['leagueId']]).toEqual([400, '참가팀이 2팀 이상이어야 일정을 만들 수 있습니다 (지금 1팀).']);
    expect(lonely.body.error).toBe('참가팀이 2팀 이상이어야 일정을 만들 수 있습니다 (지금 1팀).');
    expect((await as(scheduler).post(`${base(leagueA)}/generate`, { ...options(), gameCnt: 'x' })).status).toBe(400);
    expect(await state()).toBe(before);
  });

  it('answers 404 for an unknown league, temp schedule or game, and null when nothing is saved', async () => {
    expect((await as(head).get(`${base(999999)}/proceed`)).status).toBe(404);
    expect((await as(head).post(`${base(999999)}/generate`, options())).status).toBe(404);
    const none = await as(scheduler).get(`${base(leagueA)}/proceed`);
    expect([none.status, none.body.data]).toEqual([200, null]);
    const missing = await as(scheduler).get(`${base(leagueA)}/get/999999`);
    expect([missing.status, missing.body.error]).toEqual([404, '임시 일정을 찾을 수 없습니다.']);
    expect((await as(scheduler).patch(`${base(leagueA)}/game/999999`, { swap: true })).status).toBe(404);
    expect((await as(scheduler).post(`${base(leagueA)}/apply`, { tempId: 999999 })).status).toBe(404);
    expect((await as(scheduler).delete(`${base(leagueA)}/delete/999999`)).status).toBe(404);
  });

  it('saves, shows, adjusts (no double booking), applies in one go and deletes, each write audited', async () => {
    const saved = await as(scheduler).post(`${base(leagueA)}/save`, options());
    expect(saved.status).toBe(201);
    const first = saved.body.data as TempSchedule;
    expect(first.tempId).toEqual(expect.any(Number));
    expect(first).toMatchObject({ createdBy: scheduler.userId, createdByName: '일정관리자', gameCnt: 2 });
    expect(first.createdAt).toMatch(/\+09:00$/);
    expect(first.games.every((game) => typeof game.tempGameId === 'number')).toBe(true);
    const [saveAudit] = await auditRows('scheduleTemp.save');
    expect(saveAudit).toMatchObject({ user_id: scheduler.userId, object_id: first.tempId });

    // Saving again replaces the league's temp schedule.
    const again = (await as(head).post(`${base(leagueA)}/save`, { ...options(), gameCnt: 1 })).body.data as TempSchedule;
    expect(again.games).toHaveLength(3);
    expect((await t.dataSource.query('SELECT temp_id FROM schedule_temp WHERE league_id = ?', [leagueA])).map((row: { temp_id: number }) => Number(row.temp_id))).toEqual([
      again.tempId,
    ]);
    expect((await as(head).get(`${base(leagueA)}/get/${first.tempId}`)).status).toBe(404);
    expect((await as(scheduler).get(`${base(leagueA)}/proceed`)).body.data).toEqual(again);
    expect((await as(scheduler).get(`${base(leagueA)}/get/${again.tempId}`)).body.data).toEqual(again);
    // Another league's address does not reach it.
    expect((await as(scheduler).get(`${base(leagueB)}/get/${again.tempId}`)).status).toBe(404);

    const temp = (await as(scheduler).post(`${base(leagueA)}/save`, options())).body.data as TempSchedule;
    const [game1, game2] = temp.games as [TempSchedule['games'][number], TempSchedule['games'][number]];
    const before = await state();
    const groundClash = await as(scheduler).patch(`${base(leagueA)}/game/${game1.tempGameId}`, { date: game2.date, time: game2.time });
    expect([groundClash.status, groundClash.body.errors?.['groundId']]).toEqual([400, '그 시간에 이 구장에는 이미 다른 경기가 있습니다.']);
    const teamClash = await as(scheduler).patch(`${base(leagueA)}/game/${game1.tempGameId}`, { date: game2.date, time: game2.time, groundId: secondGround });
    expect(teamClash.status).toBe(400);
    expect(teamClash.body.errors?.['time']).toMatch(/^그 시간에 이미 경기가 있는 팀입니다: 팀 TA/);
    const outside = await as(scheduler).patch(`${base(leagueA)}/game/${game1.tempGameId}`, { date: '2025-12-01' });
    expect([outside.status, outside.body.errors?.['date']]).toEqual([400, '기간은 시즌 기간(2025-03-01 ~ 2025-11-30) 안이어야 합니다.']);
    expect((await as(scheduler).patch(`${base(leagueA)}/game/${game1.tempGameId}`, { groundId: otherGround })).status).toBe(400);
    expect((await as(scheduler).patch(`${base(leagueA)}/game/${game1.tempGameId}`, {})).status).toBe(400);
    expect((await as(scheduler).patch(`${base(leagueA)}/game/${game1.tempGameId}`, { time: '9시' })).status).toBe(400);
    expect(await state()).toBe(before);

    const moved = await as(scheduler).patch(`${base(leagueA)}/game/${game1.tempGameId}`, { date: '2025-04-02', time: '19:30', groundId: secondGround, swap: true });
    expect(moved.status).toBe(200);
    const movedGame = (moved.body.data as TempSchedule).games.find((game) => game.tempGameId === game1.tempGameId);
    expect(movedGame).toMatchObject({
      date: '2025-04-02',
      time: '19:30',
      scheduleTime: '2025-04-02T19:30:00+09:00',
      groundId: secondGround,
      groundName: '둘째 구장',
      homeTeamId: game1.visitTeamId,
      visitTeamId: game1.homeTeamId,
    });
    const [updateAudit] = await auditRows('scheduleTemp.update');
    expect(updateAudit?.object_id).toBe(temp.tempId);
    expect(JSON.parse(updateAudit?.changes ?? '{}')).toMatchObject({ groundId: { before: groundId, after: secondGround } });

    // A game in another league's temp schedule is not reachable through this league.
    expect((await as(scheduler).patch(`${base(leagueB)}/game/${game1.tempGameId}`, { swap: true })).status).toBe(404);

    const gamesBefore = await id('SELECT COUNT(*) AS n FROM schedule WHERE league_id = ?', [leagueA]);
    const applied = await as(scheduler).post(`${base(leagueA)}/apply`, { tempId: temp.tempId });
    expect(applied.status).toBe(201);
    expect(applied.body.data).toMatchObject({ leagueId: leagueA, created: 6 });
    const gameIds = (applied.body.data as { gameIds: number[] }).gameIds;
    expect(await id('SELECT COUNT(*) AS n FROM schedule WHERE league_id = ?', [leagueA])).toBe(gamesBefore + 6);
    const rows: { visit_team_id: number; home_team_id: number; ground_id: number; is_cancel: number }[] = await t.dataSource.query(
      `SELECT visit_team_id, home_team_id, ground_id, is_cancel FROM schedule WHERE game_id IN (${gameIds.map(() => '?').join(',')}) ORDER BY schedule_time, ground_id`,
      gameIds,
    );
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => Number(row.is_cancel) === 0)).toBe(true);
    const publicGame = await t.http.get(`/api/league/league/${leagueA}/schedule/game/${gameIds[0]}`);
    expect(publicGame.status).toBe(200);
    expect(await id('SELECT COUNT(*) AS n FROM schedule_temp WHERE league_id = ?', [leagueA])).toBe(0);
    expect(await id('SELECT COUNT(*) AS n FROM schedule_temp_game WHERE temp_id = ?', [temp.tempId])).toBe(0);
    const [applyAudit] = await auditRows('scheduleTemp.apply');
    expect(applyAudit).toMatchObject({ user_id: scheduler.userId, object_id: temp.tempId });
    expect((await auditRows('schedule.create')).filter((row) => gameIds.includes(Number(row.object_id)))).toHaveLength(6);
    // Applied once: a second apply finds nothing and adds nothing.
    const stateAfter = await state();
    expect((await as(scheduler).post(`${base(leagueA)}/apply`, { tempId: temp.tempId })).status).toBe(404);
    expect((await as(scheduler).post(`${base(leagueA)}/apply`, {})).status).toBe(400);
    expect(await state()).toBe(stateAfter);

    const toDelete = (await as(scheduler).post(`${base(leagueB)}/save`, options())).body.data as TempSchedule;
    const deleted = await as(scheduler).delete(`${base(leagueB)}/delete/${toDelete.tempId}`);
    expect([deleted.status, deleted.body.data]).toEqual([200, 1]);
    expect(await id('SELECT COUNT(*) AS n FROM schedule_temp_game WHERE temp_id = ?', [toDelete.tempId])).toBe(0);
    expect((await as(scheduler).get(`${base(leagueB)}/proceed`)).body.data).toBeNull();
    const [deleteAudit] = await auditRows('scheduleTemp.delete');
    expect(deleteAudit).toMatchObject({ user_id: scheduler.userId, object_id: toDelete.tempId });
    expect((await as(scheduler).delete(`${base(leagueB)}/delete/${toDelete.tempId}`)).status).toBe(404);
  });

  it('applies all or nothing: a refused game (a team that left the league) adds no game and keeps the temp schedule', async () => {
    const temp = (await as(head).post(`${base(leagueB)}/save`, options())).body.data as TempSchedule;
    const leaving = temp.games[0]?.homeTeamId as number;
    await build(t).leagues.withdrawTeams(leagueB, [leaving]);
    try {
      const before = await state();
      const audits = (await auditRows('schedule.create')).length;
      const refused = await as(head).post(`${base(leagueB)}/apply`, { tempId: temp.tempId });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body.errors)).toContain('선택한 리그에 참가한 팀이 아닙니다.');
      expect(await state()).toBe(before);
      expect(await auditRows('schedule.create')).toHaveLength(audits);
      expect(await auditRows('scheduleTemp.apply')).toHaveLength(1);
    } finally {
      await build(t).leagues.teams(leagueB, [leaving]);
    }
  });
  it('places no game where a chosen ground already has a real game (any league; a cancelled one frees it) and refuses moving onto one', async () => {
    const [visit, home] = (await t.dataSource.query('SELECT team_id FROM league_team WHERE league_id = ? ORDER BY team_id LIMIT 2', [leagueA])).map((row: { team_id: number }) =>
      Number(row.team_id),
    );
    const [taken, cancelled] = await t.dataSource.transaction((em) =>
      t.app.get(SchedulesService).createGames(em, mainId, head.userId, [
        { leagueId: leagueA, scheduleTime: '2025-06-01 10:00', groundId: secondGround, visitTeamId: visit, homeTeamId: home },
        { leagueId: leagueA, scheduleTime: '2025-06-08 10:00', groundId: secondGround, visitTeamId: home, homeTeamId: visit },
      ]),
    );
    await build(t).games.reschedule(cancelled, { isCancel: true, cancelReason: '우천취소' });
    const juneSundays = { gameCnt: 1, weekdays: [0], times: ['10:00', '12:00'], groundIds: [secondGround], beginDate: '2025-06-01', endDate: '2025-07-31' };
    const slots = (temp: TempSchedule) => temp.games.map((game) => `${game.date} ${game.time}`);

    const preview = (await as(scheduler).post(`${base(leagueB)}/generate`, juneSundays)).body.data as TempSchedule;
    expect(slots(preview)).not.toContain('2025-06-01 10:00');
    expect(slots(preview)).toContain('2025-06-01 12:00');
    expect(slots(preview)).toContain('2025-06-08 10:00');
    // Other grounds' games do not block: the first ground is free that morning.
    const elsewhere = (await as(scheduler).post(`${base(leagueB)}/generate`, { ...juneSundays, groundIds: [groundId] })).body.data as TempSchedule;
    expect(slots(elsewhere)).toContain('2025-06-01 10:00');

    const saved = (await as(scheduler).post(`${base(leagueB)}/save`, juneSundays)).body.data as TempSchedule;
    expect(slots(saved)).toEqual(slots(preview));
    const game = saved.games.find((entry) => entry.date !== '2025-06-01') as TempSchedule['games'][number];
    const before = await state();
    const refused = await as(scheduler).patch(`${base(leagueB)}/game/${game.tempGameId}`, { date: '2025-06-01', time: '10:00' });
    expect([refused.status, refused.body.errors?.['groundId']]).toEqual([400, '그 시간에 이 구장에는 이미 다른 경기가 있습니다.']);
    expect(await state()).toBe(before);
    expect((await as(scheduler).delete(`${base(leagueB)}/delete/${saved.tempId}`)).status).toBe(200);
    await build(t).games.remove(taken, cancelled);
  });
});
