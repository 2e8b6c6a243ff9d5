import type { GameOrder, TeamLineupForm, TeamLineupList } from '@dugout/contracts';
import { LeaguesService } from '../src/services/leagues/leagues.service';
import { registerAndLogin, requestsAs, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { importSmallSeason, registeredPlayers, rosterOf } from './support/imported-season';
import { dhLineup, plainLineup } from './support/lineups';
import { createTestApp, type TestApp } from './support/test-app';

type Body = Record<string, unknown> & { data?: unknown; error?: string; errors?: Record<string, string> };

const MINUTE = 60_000;
const wholeSecond = (instant: number) => new Date(Math.floor(instant / 1000) * 1000);

describe('team staff lineups (오더) on MySQL', () => {
  let t: TestApp;
  let mainId: number;
  let leagueA: number;
  let ta1: number;
  let ta2: number;
  let ta3: number;
  let ta1Players: number[];
  let ta2Players: number[];
  let tb1Player: number;
  let newPlayer: number; // on ta1's roster, not registered in the league
  let upcoming: number; // ta2 at ta1 in three days
  let closing: number; // ta1 at ta2 in ten minutes: past the default 30-minute deadline
  let farAway: number; // ta1 at ta3 in twenty days: not listed
  let otherTeams: number; // ta2 at ta3 tomorrow: not ta1's game
  let ta1Manager: LoggedIn;
  let ta2Manager: LoggedIn;
  let head: LoggedIn;
  let member: LoggedIn;

  const as = (who: LoggedIn | null) => requestsAs(t, who);
  const addGame = async (visit: number, home: number, at: number): Promise<number> => {
    return build(t).games.scheduled({ leagueId: leagueA, scheduleTime: wholeSecond(at), visitTeamId: visit, homeTeamId: home, gameName: `오더 테스트 ${at}` });
  };
  const lineupRows = async (): Promise<string> =>
    JSON.stringify(await t.dataSource.query('SELECT game_id, team_id, player_id, bat_num, position FROM game_lineup ORDER BY game_id, team_id, bat_num'));
  const audits = async (scopeType: 'team' | 'leagueMain', scopeId: number): Promise<{ user_id: number; object_id: number }[]> =>
    t.dataSource.query("SELECT user_id, object_id FROM audit_entry WHERE scope_type = ? AND scope_id = ? AND kind = 'lineup.save' ORDER BY audit_id", [scopeType, scopeId]);
  const ordersUrl = (teamId: number) => `/api/team/${teamId}/orders`;
  const orderUrl = (teamId: number, gameId: number) => `/api/team/${teamId}/order/${gameId}`;
  const publicOrder = async (gameId: number): Promise<GameOrder> => (await as(null).get(`/api/league/league/${leagueA}/schedule/${gameId}/order`)).body.data as GameOrder;

  beforeAll(async () => {
    t = await createTestApp();
    const season = await importSmallSeason(t, { leaguePath: 'lineuptest' });
    ({ mainId, leagueA } = season);
    ({ TA1: ta1, TA2: ta2, TA3: ta3 } = season.teams);
    ta1Players = await registeredPlayers(t, leagueA, ta1);
    ta2Players = await registeredPlayers(t, leagueA, ta2);
    [tb1Player] = (await rosterOf(t, season.teams.TB1)) as [number];
    const b = build(t);
    newPlayer = await b.players.player({ playerName: '오더 미등록', birthday: '19950505', phone: '010-2222-5555', proType: 0, proTypeMiddle: 0 });
    await b.teams.rosterLine(ta1, newPlayer, { backnumber: '77', teamRole: 7, position: 'OU' });

    const now = Date.now();
    upcoming = await addGame(ta2, ta1, now + 3 * 24 * 60 * MINUTE);
    closing = await addGame(ta1, ta2, now + 10 * MINUTE);
    farAway = await addGame(ta1, ta3, now + 20 * 24 * 60 * MINUTE);
    otherTeams = await addGame(ta2, ta3, now + 24 * 60 * MINUTE);

    [ta1Manager, ta2Manager, head, member] = await Promise.all(['오더감독', '상대감독', '오더총괄', '오더회원'].map((username) => registerAndLogin(t, { username })));
    await b.teams.managers(ta1, ta1Manager.userId);
    await b.teams.managers(ta2, ta2Manager.userId);
    await t.app.get(LeaguesService).grantManager(mainId, head.userId, 1);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 without login and 403 to members, league managers and other teams\' managers; 404 for unknown games', async () => {
    const before = await lineupRows();
    const calls: [string, (who: LoggedIn | null) => Promise<{ status: number; body: Body }>][] = [
      ['list', (who) => as(who).get(ordersUrl(ta1))],
      ['form', (who) => as(who).get(orderUrl(ta1, upcoming))],
      ['save', (who) => as(who).post(orderUrl(ta1, upcoming), { entries: dhLineup(ta1Players) })],
    ];
    for (const [name, call] of calls) {
      expect([name, (await call(null)).status]).toEqual([name, 401]);
      for (const who of [member, head, ta2Manager]) expect([name, who.userId, (await call(who)).status]).toEqual([name, who.userId, 403]);
    }
    const missing = await as(ta1Manager).get(orderUrl(ta1, 999999));
    expect([missing.status, missing.body.error]).toEqual([404, '경기를 찾을 수 없습니다.']);
    expect((await as(ta1Manager).get('/api/team/abc/orders')).status).toBe(400);
    expect(await lineupRows()).toBe(before);
  });

  it('refuses a game the team does not play (403 in Korean), reading or writing', async () => {
    const before = await lineupRows();
    const read = await as(ta1Manager).get(orderUrl(ta1, otherTeams));
    expect([read.status, read.body.error]).toEqual([403, '이 팀이 나서는 경기가 아닙니다. 팀의 경기 라인업만 제출할 수 있습니다.']);
    const write = await as(ta1Manager).post(orderUrl(ta1, otherTeams), { entries: dhLineup(ta1Players) });
    expect(write.status).toBe(403);
    // ta2's manager cannot write ta2's lineup into a game through ta1's id either (he is not ta1's manager).
    expect((await as(ta2Manager).post(orderUrl(ta1, upcoming), { entries: dhLineup(ta2Players) })).status).toBe(403);
    expect(await lineupRows()).toBe(before);
  });

  it('lists the team\'s games of the next 14 days with the deadline and who has submitted', async () => {
    const answer = await as(ta1Manager).get(ordersUrl(ta1));
    expect(answer.status).toBe(200);
    const list = answer.body.data as TeamLineupList;
    const ids = list.data.map((game) => game.gameId);
    expect(ids).toEqual([closing, upcoming]);
    expect(ids).not.toContain(farAway);
    expect(ids).not.toContain(otherTeams);
    const game = list.data.find((row) => row.gameId === upcoming);
    if (!game) throw new Error('the upcoming game is not listed');
    expect(game).toMatchObject({
      leagueId: leagueA,
      leagueName: 'A 리그',
      side: 'home',
      opponent: { teamId: ta2, teamName: '팀 TA2' },
      submitted: false,
      opponentSubmitted: false,
      closed: false,
    });
    expect(Date.parse(game.deadline)).toBe(Date.parse(game.scheduleTime) - 30 * MINUTE);
    expect(game.deadline).toMatch(/\+09:00$/);
    expect(list.data.find((row) => row.gameId === closing)).toMatchObject({ side: 'visit', closed: true });
  });

  it('offers the roster with the ineligible players and their reasons', async () => {
    const answer = await as(ta1Manager).get(orderUrl(ta1, upcoming));
    expect(answer.status).toBe(200);
    const form = answer.body.data as TeamLineupForm;
    expect(form.deadlineMinutes).toBe(30);
    expect(form.own).toMatchObject({ teamId: ta1, side: 'home', teamName: '팀 TA1', submitted: false, entries: [] });
    expect(form.own.players.find((player) => player.playerId === newPlayer)).toMatchObject({ eligible: false, reasons: ['이 리그에 선수 등록이 되어 있지 않습니다.'] });
    expect(form.own.players.filter((player) => player.eligible)).toHaveLength(12);
    expect(form.opponent).toEqual({ teamId: ta2, teamName: '팀 TA2', submitted: false, hidden: false, entries: [] });
  });

  it('refuses an ineligible or unregistered player, a player twice and nine batters without a pitcher; nothing changes', async () => {
    const before = await lineupRows();
    const auditsBefore = (await audits('team', ta1)).length;
    const withPlayer = (playerId: number) => dhLineup(ta1Players).map((entry) => (entry.batNum === 100 ? { ...entry, playerId } : entry));
    const ineligible = await as(ta1Manager).post(orderUrl(ta1, upcoming), { entries: withPlayer(newPlayer) });
    expect([ineligible.status, ineligible.body.errors?.['entries']]).toEqual([400, '오더 미등록 선수는 이 경기에 출전할 수 없습니다: 이 리그에 선수 등록이 되어 있지 않습니다.']);
    const stranger = await as(ta1Manager).post(orderUrl(ta1, upcoming), { entries: withPlayer(tb1Player) });
    expect([stranger.status, stranger.body.errors?.['entries']]).toEqual([400, `이 팀 소속이 아닌 선수는 라인업에 넣을 수 없습니다 (선수 번호 ${tb1Player}).`]);
    const twice = await as(ta1Manager).post(orderUrl(ta1, upcoming), { entries: withPlayer(ta1Players[1] as number) });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body.errors)).toContain('같은 선수를 두 번 넣을 수 없습니다');
    const noPitcher = plainLineup(ta1Players).map((entry) => (entry.position === 'P' ? { ...entry, position: 'DH' } : entry));
    const pitcherless = await as(ta1Manager).post(orderUrl(ta1, upcoming), { entries: noPitcher });
    expect(pitcherless.status).toBe(400);
    expect(JSON.stringify(pitcherless.body.errors)).toContain('지명타자(DH)가 있으면 선발 투수를 타순 0 이하에 입력해 주세요.');
    const nineNoP = plainLineup(ta1Players).map((entry) => (entry.position === 'P' ? { ...entry, position: null } : entry));
    expect((await as(ta1Manager).post(orderUrl(ta1, upcoming), { entries: nineNoP })).status).toBe(400);
    expect((await as(ta1Manager).post(orderUrl(ta1, upcoming), { entries: [] })).status).toBe(400);
    expect(await lineupRows()).toBe(before);
    expect(await audits('team', ta1)).toHaveLength(auditsBefore);
  });

  it('saves the lineup before the deadline into the team\'s and the league\'s audit logs, and keeps it from the opponent and the public until both are in', async () => {
    const saved = await as(ta1Manager).post(orderUrl(ta1, upcoming), { entries: dhLineup(ta1Players) });
    expect(saved.status).toBe(201);
    const form = saved.body.data as TeamLineupForm;
    expect(form.own.submitted).toBe(true);
    expect(form.own.entries.map((entry) => entry.batNum)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 100]);
    expect(form.game).toMatchObject({ submitted: true, opponentSubmitted: false });
    expect((await audits('team', ta1)).map((row) => [Number(row.user_id), Number(row.object_id)])).toEqual([[ta1Manager.userId, upcoming]]);
    expect((await audits('leagueMain', mainId)).map((row) => Number(row.user_id))).toEqual([ta1Manager.userId]);

    // The opponent sees that ta1 has submitted, not whom.
    const opponentView = (await as(ta2Manager).get(orderUrl(ta2, upcoming))).body.data as TeamLineupForm;
    expect(opponentView.opponent).toEqual({ teamId: ta1, teamName: '팀 TA1', submitted: true, hidden: true, entries: [] });
    expect(opponentView.game).toMatchObject({ submitted: false, opponentSubmitted: true });
    // Nor through the public lineup call.
    const hidden = await publicOrder(upcoming);
    expect(hidden.home).toEqual({ teamId: ta1, submitted: true, hidden: true, entries: [] });
    expect(hidden.visit).toMatchObject({ teamId: ta2, submitted: false, entries: [] });

    // A second save replaces the first.
    expect((await as(ta1Manager).post(orderUrl(ta1, upcoming), { entries: plainLineup(ta1Players) })).status).toBe(201);

    // Once both are in, both teams and the public see both.
    expect((await as(ta2Manager).post(orderUrl(ta2, upcoming), { entries: plainLineup(ta2Players) })).status).toBe(201);
    const shown = await publicOrder(upcoming);
    expect(shown.home.hidden ?? false).toBe(false);
    expect(shown.home.entries.map((entry) => [entry.batNum, entry.position])).toEqual(plainLineup(ta1Players).map((entry) => [entry.batNum, entry.position]));
    expect(shown.visit.entries).toHaveLength(9);
    const ownView = (await as(ta1Manager).get(orderUrl(ta1, upcoming))).body.data as TeamLineupForm;
    expect(ownView.opponent).toMatchObject({ submitted: true, hidden: false });
    expect(ownView.opponent.entries.map((entry) => entry.player.playerName)).toContain('TA2 선수1');
    const listed = (await as(ta1Manager).get(ordersUrl(ta1))).body.data as TeamLineupList;
    expect(listed.data.find((row) => row.gameId === upcoming)).toMatchObject({ submitted: true, opponentSubmitted: true });
  });

  it('refuses the team after the deadline (409 in Korean), while a league manager may still change it and everyone sees it', async () => {
    const before = await lineupRows();
    const late = await as(ta1Manager).post(orderUrl(ta1, closing), { entries: dhLineup(ta1Players) });
    expect([late.status, late.body.error]).toEqual([409, '라인업 제출이 마감되었습니다 (경기 시작 30분 전 마감). 마감 후에는 리그 관리자만 라인업을 바꿀 수 있습니다.']);
    expect(await lineupRows()).toBe(before);

    const byAdmin = await as(head).post(`/api/game/admin/order/${closing}/${ta1}`, { entries: dhLineup(ta1Players) });
    expect(byAdmin.status).toBe(201);
    // Past the deadline one submitted side is shown although the other is missing.
    const order = await publicOrder(closing);
    expect(order.visit).toMatchObject({ teamId: ta1, submitted: true });
    expect(order.visit.hidden ?? false).toBe(false);
    expect(order.visit.entries).toHaveLength(11);
    const opponentView = (await as(ta2Manager).get(orderUrl(ta2, closing))).body.data as TeamLineupForm;
    expect(opponentView.opponent).toMatchObject({ submitted: true, hidden: false });
    expect(opponentView.game.closed).toBe(true);
  });

  it('follows the league main\'s deadline setting', async () => {
    await build(t).leagues.changeMain(mainId, { lineupDeadlineMinutes: 5 });
    try {
      const form = (await as(ta2Manager).get(orderUrl(ta2, closing))).body.data as TeamLineupForm;
      expect(form).toMatchObject({ deadlineMinutes: 5, game: { closed: false } });
      const saved = await as(ta2Manager).post(orderUrl(ta2, closing), { entries: dhLineup(ta2Players) });
      expect(saved.status).toBe(201);
    } finally {
      await build(t).leagues.changeMain(mainId, { lineupDeadlineMinutes: 30 });
    }
  });
});
