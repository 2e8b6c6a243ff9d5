import type { GameDetail, GameOrder, GameSummary, ScheduleItem } from '@dugout/contracts';
import { classifyBatNum } from '@dugout/contracts';
import { build } from './factories';
import {
  createReadFixture,
  FIXTURE_TODAY,
  getData,
  involvesLeague,
  SEOUL_ISO,
  sql,
  type ReadFixture,
} from './read-api-fixture';

const SCHEDULE_ITEM_KEYS = [
  'gameId', 'gameName', 'leagueId', 'scheduleTime', 'groundId', 'writerId', 'visitTeamId', 'homeTeamId', 'visitTeam', 'homeTeam',
  'visitTeamInfo', 'homeTeamInfo', 'visitTeamInterleague', 'homeTeamInterleague', 'visitTeamLeagueId', 'homeTeamLeagueId',
  'visitTeamLeague', 'homeTeamLeague', 'league', 'ground', 'isCancel', 'cancelReason', 'suspended', 'dayNight', 'game', 'progress', 'writer',
].sort();

const times = (items: readonly ScheduleItem[]) => items.map((item) => Date.parse(item.scheduleTime));
const ascending = (values: readonly number[]) => values.every((value, index) => index === 0 || values[index - 1] <= value);
const descending = (values: readonly number[]) => values.every((value, index) => index === 0 || values[index - 1] >= value);

describe('read API: schedules, results, lineups and box scores', () => {
  let f: ReadFixture;
  /** The running season's schedule of each league. */
  const schedules = new Map<number, ScheduleItem[]>();

  beforeAll(async () => {
    f = await createReadFixture();
    for (const league of f.leagues) {
      schedules.set(league.leagueId, await getData<ScheduleItem[]>(f.t, `/api/league/league/${league.leagueId}/schedule`));
    }
  });

  afterAll(async () => {
    await f?.t.close();
  });

  const leagueIds = () => f.leagues.map((league) => league.leagueId);
  const allItems = () => [...new Map([...schedules.values()].flat().map((item) => [item.gameId, item])).values()];

  describe('schedule', () => {
    it('lists every game of the league and its guests in time order, with the spec fields', async () => {
      for (const leagueId of leagueIds()) {
        const items = schedules.get(leagueId) ?? [];
        const [{ count }] = await sql<{ count: string }>(
          f.t,
          'SELECT COUNT(*) AS count FROM schedule WHERE league_id = ? OR visit_team_league_id = ? OR home_team_league_id = ?',
          [leagueId, leagueId, leagueId],
        );
        expect(items).toHaveLength(Number(count));
        expect(items.length).toBeGreaterThan(30);
        expect(ascending(times(items))).toBe(true);
        for (const item of items) {
          expect(Object.keys(item).sort()).toEqual(SCHEDULE_ITEM_KEYS);
          expect(involvesLeague(item, leagueId)).toBe(true);
          expect(item.scheduleTime).toMatch(SEOUL_ISO);
          expect(item.league.leagueName).toBe(f.leagues.find((league) => league.leagueId === item.leagueId)?.leagueName);
          expect(item.ground?.groundName).toEqual(expect.any(String));
          expect(item.dayNight).toMatch(/^[YN]$/);
          if (item.visitTeam) {
            expect(item.visitTeamInfo).toEqual({ teamName: item.visitTeam.team.teamName, logoImg: item.visitTeam.team.logoImg });
          }
          if (item.game) {
            expect(item.game).toEqual({
              visitScore: expect.any(Number),
              homeScore: expect.any(Number),
              winType: expect.stringMatching(/^[1-9A]$/),
              winnerSide: item.game.winnerSide,
              dayNight: item.dayNight,
            });
          }
        }
      }
    });

    it('shows the times of the season file in Korean time', () => {
      const activeFile = f.files.find(({ file }) => file.season.active)?.file;
      const fileTimes = (activeFile?.games ?? []).map((game) => Date.parse(game.scheduleTime)).sort((a, b) => a - b);
      const apiTimes = times(allItems()).sort((a, b) => a - b);
      expect(apiTimes).toEqual(fileTimes);
      const first = activeFile?.games.map((game) => game.scheduleTime).sort()[0] ?? '';
      expect(allItems().some((item) => item.scheduleTime.slice(0, 16) === first.slice(0, 16))).toBe(true);
    });

    it('lists an interleague game in the schedules of both leagues, with the guest league named', () => {
      const [first, second] = leagueIds();
      const interleague = allItems().filter((item) => item.visitTeamInterleague || item.homeTeamInterleague);
      expect(interleague.length).toBeGreaterThan(0);
      for (const item of interleague) {
        const guestSide = item.visitTeamInterleague ? 'visit' : 'home';
        const guestLeagueId = guestSide === 'visit' ? item.visitTeamLeagueId : item.homeTeamLeagueId;
        expect(guestLeagueId).toBe(item.leagueId === first ? second : first);
        const guestLeague = guestSide === 'visit' ? item.visitTeamLeague : item.homeTeamLeague;
        expect(guestLeague).toEqual({ leagueName: f.leagues.find((league) => league.leagueId === guestLeagueId)?.leagueName });
        for (const leagueId of [first, second]) {
          expect(schedules.get(leagueId)?.some((other) => other.gameId === item.gameId)).toBe(true);
        }
      }
    });

    it('shows a cancelled game with its reason and no result', () => {
      const cancelled = allItems().filter((item) => item.isCancel);
      expect(cancelled.length).toBeGreaterThan(0);
      for (const item of cancelled) {
        expect(item.cancelReason).toEqual(expect.any(String));
        expect(item.cancelReason?.length).toBeGreaterThan(0);
        expect(item.game).toBeNull();
      }
      expect(allItems().filter((item) => !item.isCancel).every((item) => item.cancelReason === null)).toBe(true);
    });

    it("flags the season's suspended game, which has no result until it is resumed", async () => {
      const suspendedIds = await getData<number[]>(f.t, `/api/game/season/${f.activeSeason.seasonId}/suspended`);
      expect(suspendedIds).toHaveLength(1);
      expect(allItems().filter((item) => item.suspended).map((item) => item.gameId)).toEqual(suspendedIds);
      const suspended = allItems().find((item) => item.suspended);
      expect(suspended).toMatchObject({ dayNight: 'Y', game: null, isCancel: false });
      const pastSuspended = await getData<number[]>(f.t, `/api/game/season/${f.seasons[1].seasonId}/suspended`);
      expect(pastSuspended).toHaveLength(1);
      expect((await f.t.http.get('/api/game/season/999999/suspended')).status).toBe(404);
    });

    it('names the scorer when the game has one', async () => {
      const b = build(f.t);
      const insertId = await b.users.account({ email: 'scorer@example.com', username: '김기록', phone: '010-1234-5678' });
      const [leagueId] = leagueIds();
      const item = (schedules.get(leagueId) ?? [])[0];
      await b.games.reschedule(item.gameId, { writerId: insertId });
      try {
        const withWriter = await getData<ScheduleItem>(f.t, `/api/league/league/${leagueId}/schedule/game/${item.gameId}`);
        expect(withWriter).toEqual({ ...item, writerId: insertId, writer: { username: '김기록' } });
      } finally {
        await b.games.reschedule(item.gameId, { writerId: null });
      }
    });

    it("lists one team's games, and every league of the season with all=true", async () => {
      const [leagueId] = leagueIds();
      const items = schedules.get(leagueId) ?? [];
      const teamId = items[0].visitTeamId as number;
      const teamItems = await getData<ScheduleItem[]>(f.t, `/api/league/league/${leagueId}/schedule/${teamId}`);
      expect(teamItems).toEqual(items.filter((item) => item.visitTeamId === teamId || item.homeTeamId === teamId));

      const everything = await getData<ScheduleItem[]>(f.t, `/api/league/league/${leagueId}/schedule?all=true`);
      const [{ count }] = await sql<{ count: string }>(
        f.t,
        'SELECT COUNT(*) AS count FROM schedule s JOIN league l ON l.league_id = s.league_id WHERE l.season_id = ?',
        [f.activeSeason.seasonId],
      );
      expect(everything).toHaveLength(Number(count));
      expect(everything.map((item) => item.gameId).sort()).toEqual(allItems().map((item) => item.gameId).sort());
      expect(ascending(times(everything))).toBe(true);
    });

    it('reads one schedule item of the league, 404 for a game of another league', async () => {
      const [first, second] = leagueIds();
      const own = (schedules.get(first) ?? []).find((item) => !item.visitTeamInterleague && !item.homeTeamInterleague) as ScheduleItem;
      expect(await getData<ScheduleItem>(f.t, `/api/league/league/${first}/schedule/game/${own.gameId}`)).toEqual(own);
      const foreign = await f.t.http.get(`/api/league/league/${second}/schedule/game/${own.gameId}`);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ ok: false, data: null, error: '경기를 찾을 수 없습니다.' });
    });
  });

  describe('results and the league home lists', () => {
    it('lists the games with a result, newest first, for the league and for one team', async () => {
      for (const leagueId of leagueIds()) {
        const results = await getData<ScheduleItem[]>(f.t, `/api/league/league/${leagueId}/scheduleGame`);
        // Official results and the games whose record is being entered (shown as 경기 중, never with a winner).
        const expected = (schedules.get(leagueId) ?? []).filter((item) => item.game !== null || item.progress !== null);
        expect(results.map((item) => item.gameId).sort()).toEqual(expected.map((item) => item.gameId).sort());
        expect(results.length).toBeGreaterThan(10);
        expect(descending(times(results))).toBe(true);
        expect(await getData(f.t, `/api/league/league/${leagueId}/game`)).toEqual(results);
        expect(results.every((item) => item.scheduleTime.slice(0, 10) < FIXTURE_TODAY)).toBe(true);

        const teamId = results[0].homeTeamId as number;
        const teamResults = await getData<ScheduleItem[]>(f.t, `/api/league/league/${leagueId}/game/${teamId}`);
        expect(teamResults).toEqual(results.filter((item) => item.visitTeamId === teamId || item.homeTeamId === teamId));
      }
    });

    it('gameMain lists the last 5 results (or n), scheduleMain the next 5 games (or n) from today on', async () => {
      const [leagueId] = leagueIds();
      const results = await getData<ScheduleItem[]>(f.t, `/api/league/league/${leagueId}/scheduleGame`);
      expect(await getData(f.t, `/api/league/league/${leagueId}/gameMain`)).toEqual(results.slice(0, 5));
      expect(await getData(f.t, `/api/league/league/${leagueId}/gameMain/3`)).toEqual(results.slice(0, 3));

      // The league home is looked at on the fixture's "today" (the clock moves on from there).
      const realNow = Date.now.bind(Date);
      const shift = Date.parse(`${FIXTURE_TODAY}T12:00:00+09:00`) - realNow();
      const clock = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + shift);
      try {
        const todayStart = Date.parse(`${FIXTURE_TODAY}T00:00:00+09:00`);
        const upcoming = (schedules.get(leagueId) ?? []).filter(
          (item) => !item.isCancel && item.game === null && item.progress === null && Date.parse(item.scheduleTime) >= todayStart,
        );
        expect(upcoming.length).toBeGreaterThan(5);
        expect(await getData(f.t, `/api/league/league/${leagueId}/scheduleMain`)).toEqual(upcoming.slice(0, 5));
        expect(await getData(f.t, `/api/league/league/${leagueId}/scheduleMain/2`)).toEqual(upcoming.slice(0, 2));
      } finally {
        clock.mockRestore();
      }

      for (const bad of ['0', 'abc', '101']) {
        const response = await f.t.http.get(`/api/league/league/${leagueId}/gameMain/${bad}`);
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual({ n: '개수는 1부터 100까지의 정수여야 합니다.' });
      }
    });
  });

  describe('lineups', () => {
    it('returns both lineups of a played game: starters in batting order, then the starting pitcher, then reserves', async () => {
      const [leagueId] = leagueIds();
      const played = (schedules.get(leagueId) ?? []).find((item) => item.game?.winType === '1') as ScheduleItem;
      const order = await getData<GameOrder>(f.t, `/api/league/league/${leagueId}/schedule/${played.gameId}/order`);
      const rows = await sql<{ team_id: number }>(f.t, 'SELECT team_id FROM game_lineup WHERE game_id = ?', [played.gameId]);
      for (const side of ['visit', 'home'] as const) {
        const lineup = order[side];
        const teamId = side === 'visit' ? played.visitTeamId : played.homeTeamId;
        expect(lineup.teamId).toBe(teamId);
        expect(lineup.submitted).toBe(true);
        expect(lineup.entries).toHaveLength(rows.filter((row) => row.team_id === teamId).length);
        const kinds = lineup.entries.map((entry) => classifyBatNum(entry.batNum));
        expect(kinds.filter((kind) => kind === 'starter')).toHaveLength(9);
        expect(kinds.indexOf('startingPitcher')).toBeGreaterThanOrEqual(9);
        const starters = lineup.entries.slice(0, 9).map((entry) => entry.batNum);
        expect(starters).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
        for (const entry of lineup.entries) {
          expect(entry).toEqual({
            batNum: expect.any(Number),
            position: entry.position,
            player: { playerName: expect.any(String) },
            teamPlayer: { backnumber: entry.teamPlayer?.backnumber ?? null },
            gameId: played.gameId,
            teamId,
          });
        }
      }
    });

    it('marks a side without a lineup as not submitted (a forfeit: only the team that turned up handed one in)', async () => {
      const forfeits = allItems().filter((item) => item.game?.winType === '6');
      expect(forfeits.length).toBeGreaterThan(0);
      const forfeit = forfeits[0];
      const order = await getData<GameOrder>(f.t, `/api/league/league/${forfeit.leagueId}/schedule/${forfeit.gameId}/order`);
      const winner = forfeit.game?.winnerSide as 'visit' | 'home';
      const loser = winner === 'visit' ? 'home' : 'visit';
      expect(order[winner].submitted).toBe(true);
      expect(order[loser]).toEqual({ teamId: loser === 'visit' ? forfeit.visitTeamId : forfeit.homeTeamId, submitted: false, entries: [] });
    });
  });

  describe('box scores', () => {
    it("lists a forfeit with the league's official score and keeps the field score in its box score", async () => {
      const forfeits = allItems().filter((item) => item.game?.winType === '6');
      expect(forfeits.length).toBeGreaterThan(0);
      for (const item of forfeits) {
        const winner = item.game?.winnerSide;
        // The demo leagues show a forfeit as 7:0 (forfeitRuns) and forfeit before any play (field 0:0).
        expect(item.game).toMatchObject(winner === 'visit' ? { visitScore: 7, homeScore: 0 } : { visitScore: 0, homeScore: 7 });
        const summary = await getData<GameSummary>(f.t, `/api/game/${item.gameId}`);
        expect(summary).toMatchObject({ visitScore: 0, homeScore: 0, winType: '6', winnerSide: winner });
      }
    });

    it('returns the summary and full detail of a played game, consistent with the stored lines', async () => {
      const played = allItems().filter((item) => item.game && item.game.winType !== '5' && item.game.winType !== '6');
      expect(played.length).toBeGreaterThan(20);
      for (const item of played.slice(0, 8)) {
        const summary = await getData<GameSummary>(f.t, `/api/game/${item.gameId}`);
        const detail = await getData<GameDetail>(f.t, `/api/game/${item.gameId}/detail`);
        expect(detail.schedule).toEqual(item);
        expect(detail.countsForStats).toBe(true);
        expect(summary).toEqual({
          gameId: item.gameId,
          visitScore: item.game?.visitScore,
          homeScore: item.game?.homeScore,
          winType: item.game?.winType,
          winnerSide: item.game?.winnerSide,
          innings: { visit: detail.visit.innings, home: detail.home.innings },
        });
        for (const side of ['visit', 'home'] as const) {
          const box = detail[side];
          const sum = (values: readonly (number | null)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);
          expect(box.teamId).toBe(side === 'visit' ? item.visitTeamId : item.homeTeamId);
          expect(box.teamName).toBe(side === 'visit' ? item.visitTeam?.team.teamName : item.homeTeam?.team.teamName);
          expect(sum(box.innings)).toBe(box.runs);
          expect(box.runs).toBe(side === 'visit' ? item.game?.visitScore : item.game?.homeScore);
          expect(sum(box.batting.map((line) => line.h))).toBe(box.hits);
          expect(sum(box.batting.map((line) => line.r))).toBe(box.runs);
          expect(box.batting.length).toBeGreaterThanOrEqual(9);
          expect(box.pitching.length).toBeGreaterThanOrEqual(1);
          expect(box.pitching[0].starter).toBe(true);
          for (const line of box.pitching) expect(line.inning).toBe(`${Math.floor(line.outs / 3)}${line.outs % 3 ? `.${line.outs % 3}` : ''}`);
          const [stored] = await sql<{ h: string; pa: string }>(
            f.t,
            'SELECT SUM(h) AS h, SUM(pa) AS pa FROM game_batting WHERE game_id = ? AND side = ?',
            [item.gameId, side],
          );
          expect(sum(box.batting.map((line) => line.pa))).toBe(Number(stored.pa));
          const slots = box.batting.map((line) => line.batNum);
          expect(slots).toEqual([...slots].sort((a, b) => a - b));
          for (const line of box.batting) expect(typeof line.backnumber === 'string' || line.backnumber === null).toBe(true);
        }
        // The home half of the last inning is not batted when the home side was already ahead (X).
        const homeInnings = detail.home.innings;
        if (homeInnings[homeInnings.length - 1] === null) expect(detail.home.runs).toBeGreaterThan(detail.visit.runs);
      }
    });

    it('a no-contest game shows its lines but does not count for the records', async () => {
      const noContest = allItems().find((item) => item.game?.winType === '5') as ScheduleItem;
      expect(noContest).toBeDefined();
      const detail = await getData<GameDetail>(f.t, `/api/game/${noContest.gameId}/detail`);
      expect(detail).toMatchObject({ winType: '5', winnerSide: null, countsForStats: false });
    });

    it('answers 404 for a game without a record and unknown ids, a suspended game as it stands without a result; 400 for malformed ids', async () => {
      const upcoming = allItems().find((item) => item.game === null && item.progress === null && !item.suspended) as ScheduleItem;
      expect((await f.t.http.get(`/api/game/${upcoming.gameId}`)).body).toEqual({ ok: false, data: null, error: '경기 기록이 없습니다.' });
      const suspended = allItems().find((item) => item.suspended && item.progress !== null) as ScheduleItem;
      const pending = await f.t.http.get(`/api/game/${suspended.gameId}/detail`);
      expect(pending.status).toBe(200);
      expect(pending.body.data).toMatchObject({ winType: null, winnerSide: null, schedule: { game: null, progress: { awaitingFinal: false } } });
      for (const url of ['/api/game/999999', '/api/game/999999/detail', '/api/league/league/999999/schedule', '/api/league/league/999999/schedule/game/1']) {
        const response = await f.t.http.get(url);
        expect(response.status).toBe(404);
        expect(response.body.error).toMatch(/[\uac00-\ud7a3]/);
      }
      const [leagueId] = leagueIds();
      expect((await f.t.http.get(`/api/league/league/${leagueId}/schedule/999999`)).body.error).toBe('팀을 찾을 수 없습니다.');
      for (const url of ['/api/game/abc', '/api/game/0/detail', `/api/league/league/${leagueId}/schedule/x/order`, '/api/league/league/abc/scheduleGame']) {
        expect((await f.t.http.get(url)).status).toBe(400);
      }
      expect((await f.t.http.get(`/api/league/league/${leagueId}/schedule?all=yes`)).status).toBe(400);
    });
  });
});
