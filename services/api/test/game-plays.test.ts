import { GamesRepository } from '../src/repositories/games/games.repository';
import { LeaguesService } from '../src/services/leagues/leagues.service';
import { registerAndLogin, requestsAs, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { importSmallSeason, rosterOf } from './support/imported-season';
import { dhLineup, plainLineup } from './support/lineups';
import { createTestApp, type TestApp } from './support/test-app';

const KOREAN = /[가-힣]/;

describe('a game recorded play by play on MySQL', () => {
  let t: TestApp;
  let mainId: number;
  let head: LoggedIn;
  let writer: LoggedIn;
  let member: LoggedIn;
  /** The game played here, the one whose record is made final, one with a box score, one without lineups. */
  let game: number;
  let finalGame: number;
  let boxScoreGame: number;
  let noLineupGame: number;
  let visit: number[];

  const as = (who: LoggedIn | null) => requestsAs(t, who);
  const url = (gameId: number, tail = '') => `/api/game/admin/write/game/${gameId}/plays${tail}`;
  /** Everything a play write touches, to show a refusal changed nothing. */
  const snapshot = async (gameId = game) =>
    JSON.stringify([
      await t.dataSource.query('SELECT seq, event FROM game_play WHERE game_id = ? ORDER BY seq', [gameId]),
      await t.dataSource.query('SELECT visit_score, home_score, record_version, record_state FROM game WHERE game_id = ?', [gameId]),
      await t.dataSource.query('SELECT player_id, pa, h, hr, rbi FROM game_batting WHERE game_id = ? ORDER BY game_batting_id', [gameId]),
      await t.dataSource.query("SELECT COUNT(*) AS n FROM audit_entry WHERE object_id = ? AND kind = 'gameRecord.save'", [gameId]),
    ]);
  const append = (gameId: number, lastSeq: number, event: object, who: LoggedIn = head) => as(who).post(url(gameId), { lastSeq, event });

  beforeAll(async () => {
    t = await createTestApp();
    const season = await importSmallSeason(t, { leaguePath: 'playstest' });
    mainId = season.mainId;
    [head, writer, member] = await Promise.all(['중계총괄', '중계기록원', '중계회원'].map((username) => registerAndLogin(t, { username })));
    await t.app.get(LeaguesService).grantManager(mainId, head.userId, 1);
    const rows: { game_id: number; visit_team_id: number; home_team_id: number }[] = await t.dataSource.query(
      'SELECT game_id, visit_team_id, home_team_id FROM schedule WHERE league_id = ? AND is_cancel = 0 AND visit_team_interleague = 0 AND home_team_interleague = 0 ORDER BY game_id LIMIT 4',
      [season.leagueA],
    );
    const games = build(t).games;
    const withLineups = async (row: { game_id: number; visit_team_id: number; home_team_id: number }) => {
      const [v, h] = [await rosterOf(t, Number(row.visit_team_id)), await rosterOf(t, Number(row.home_team_id))];
      await games.lineup(Number(row.game_id), Number(row.visit_team_id), dhLineup(v));
      await games.lineup(Number(row.game_id), Number(row.home_team_id), plainLineup(h));
      return v;
    };
    [game, finalGame, boxScoreGame, noLineupGame] = rows.map((row) => Number(row.game_id)) as [number, number, number, number];
    visit = await withLineups(rows[0] as (typeof rows)[number]);
    await withLineups(rows[1] as (typeof rows)[number]);
    await withLineups(rows[2] as (typeof rows)[number]);
    await games.reschedule(game, { writerId: writer.userId });
    const boxRow = rows[2] as (typeof rows)[number];
    await games.result(boxScoreGame, { visitTeamId: Number(boxRow.visit_team_id), homeTeamId: Number(boxRow.home_team_id), visitLeagueId: season.leagueA, homeLeagueId: season.leagueA });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('guards the scorer routes like the box-score entry and answers 404 to the public read of a game without plays', async () => {
    expect((await as(null).get(url(game))).status).toBe(401);
    expect((await as(member).get(url(game))).status).toBe(403);
    const notStarted = await as(writer).get(url(game));
    expect(notStarted.status).toBe(200);
    expect(notStarted.body.data).toMatchObject({ started: false, events: [], lastSeq: 0, state: null });
    const none = await t.http.get(`/api/game/${game}/plays`);
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('문자 중계 기록이 없는 경기입니다.');
    const notStartedAppend = await append(game, 0, { kind: 'pitch', pitch: 'ball' });
    expect(notStartedAppend.status).toBe(409);
    expect(notStartedAppend.body.error).toBe('플레이별 기록을 시작하지 않은 경기입니다.');
  });

  it('refuses to start without both lineups, over a box-score record, or with bad rules', async () => {
    const noLineup = await as(head).post(url(noLineupGame, '/start'));
    expect(noLineup.status).toBe(400);
    expect(noLineup.body.error).toContain('원정 팀의 라인업이 제출되지 않았습니다.');
    const boxScore = await as(head).post(url(boxScoreGame, '/start'));
    expect(boxScore.status).toBe(409);
    expect(boxScore.body.error).toContain('이미 박스 스코어로 입력된 기록이 있는 경기입니다.');
    for (const rules of [{ innings: 20 }, { innings: 7, mercy: [{ runs: 10 }] }, { innings: 7, tiebreaker: { fromInning: 8, bases: [1, 1] } }, 'nine']) {
      const bad = await as(head).post(url(game, '/start'), { rules });
      expect([rules, bad.status]).toEqual([rules, 400]);
      expect(bad.body.error).toMatch(/^리그 규칙\(rules\)이 올바르지 않습니다: /);
    }
    expect(Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM game_play_start'))[0].n)).toBe(0);
  });

  it('starts from the lineups, appends pitches and plate appearances, and the derived box score shows on the game detail', async () => {
    const started = await as(writer).post(url(game, '/start'), { rules: { innings: 7, mercy: [{ runs: 10, afterInning: 5 }] } });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ started: true, lastSeq: 0, rules: { innings: 7, designatedHitter: true, reentry: false } });
    expect(started.body.data.setup.lineups[0]).toContainEqual({ playerId: String(visit[9]), slot: 9, position: 10 });
    expect(started.body.data.setup.lineups[0]).toContainEqual({ playerId: String(visit[0]), slot: 0, position: 1 });
    expect(started.body.data.state).toMatchObject({ inning: 1, half: 0, outs: 0, batter: { side: 0, slot: 1, playerId: String(visit[1]) } });
    expect((await as(head).post(url(game, '/start'))).status).toBe(409);

    expect((await append(game, 0, { kind: 'pitch', pitch: 'ball' }, writer)).body.data).toMatchObject({ seq: 1, state: { balls: 1, strikes: 0 } });
    expect((await append(game, 1, { kind: 'pitch', pitch: 'calledStrike' })).body.data).toMatchObject({ seq: 2, state: { balls: 1, strikes: 1 } });
    const single = await append(game, 2, { kind: 'pitch', pitch: 'inPlay' });
    expect(single.status).toBe(200);
    const hit = await append(game, 3, { kind: 'plateAppearance', batterId: String(visit[1]), result: 'single', fielders: [7], moves: [] });
    expect(hit.status).toBe(200);
    expect(hit.body.data.state).toMatchObject({ bases: [String(visit[1]), null, null], balls: 0, strikes: 0, batter: { slot: 2 } });
    const homer = await append(game, 4, { kind: 'plateAppearance', batterId: String(visit[2]), result: 'homeRun', fielders: [8], moves: [] });
    expect(homer.status).toBe(200);
    expect(homer.body.data).toMatchObject({ seq: 5, lastSeq: 5, state: { score: [2, 0], bases: [null, null, null] } });

    const detail = (await t.http.get(`/api/game/${game}/detail`)).body.data;
    expect(detail.visit).toMatchObject({ runs: 2, hits: 2 });
    expect(detail.visit.batting).toContainEqual(expect.objectContaining({ playerId: visit[2], hr: 1, rbi: 2, r: 1 }));
    expect(detail.visit.batting).toContainEqual(expect.objectContaining({ playerId: visit[1], h: 1, r: 1 }));
    const [row] = await t.dataSource.query('SELECT record_state, record_version FROM game WHERE game_id = ?', [game]);
    expect({ state: row.record_state, version: Number(row.record_version) }).toEqual({ state: 'draft', version: 5 });

    const editing = (await as(head).get(url(game))).body.data;
    expect(editing.events.map((play: { seq: number }) => play.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(editing.events[0]).toEqual({ seq: 1, event: { kind: 'pitch', pitch: 'ball' } });
  });

  it('answers a stale lastSeq with 409 and the events after it, and changes nothing', async () => {
    const before = await snapshot();
    const stale = await append(game, 3, { kind: 'pitch', pitch: 'ball' });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toContain('다른 사람이 먼저 기록을 입력했습니다 (불러온 마지막 기록 3번, 현재 5번)');
    expect(stale.body.data.lastSeq).toBe(5);
    expect(stale.body.data.tail.map((play: { seq: number }) => play.seq)).toEqual([4, 5]);
    expect(stale.body.data.tail[1].event).toMatchObject({ kind: 'plateAppearance', result: 'homeRun' });
    expect(await snapshot()).toBe(before);
  });

  it('refuses an illegal event with the engine\'s Korean reason and a malformed one with a Korean 400, saving nothing', async () => {
    const before = await snapshot();
    const illegal = await append(game, 5, { kind: 'runner', play: { type: 'stolenBase', base: 3 }, moves: [] });
    expect(illegal.status).toBe(400);
    expect(illegal.body.error).toMatch(KOREAN);
    const ghost = await append(game, 5, { kind: 'plateAppearance', result: 'single', moves: [{ from: 2, to: 4 }] });
    expect(ghost.status).toBe(400);
    expect(ghost.body.error).toMatch(KOREAN);
    for (const event of [{ kind: 'pitch', pitch: 5 }, { kind: 'curveball' }, { kind: 'plateAppearance', result: 'single', moves: [{ from: 'first', to: 2 }] }, null]) {
      const malformed = await append(game, 5, event as object);
      expect([event, malformed.status]).toEqual([event, 400]);
      expect(malformed.body.error).toMatch(/^잘못된 기록입니다: /);
    }
    const badSeq = await as(head).post(url(game), { lastSeq: '5', event: { kind: 'pitch', pitch: 'ball' } });
    expect(badSeq.status).toBe(400);
    expect(badSeq.body.error).toBe('마지막 기록 번호(lastSeq)는 0 이상의 정수여야 합니다.');
    const badPlayer = await append(game, 5, { kind: 'substitution', side: 0, playerId: 'abc', slot: 3, position: 'PH' });
    expect(badPlayer.status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('undoes only the last event and derives the record again', async () => {
    const notLast = await as(head).delete(url(game, '/4'));
    expect(notLast.status).toBe(409);
    expect(notLast.body.error).toBe('마지막 기록(5번)만 되돌릴 수 있습니다.');
    const undone = await as(writer).delete(url(game, '/5'));
    expect(undone.status).toBe(200);
    expect(undone.body.data).toMatchObject({ seq: 5, lastSeq: 4, state: { score: [0, 0], bases: [String(visit[1]), null, null] } });
    const detail = (await t.http.get(`/api/game/${game}/detail`)).body.data;
    expect(detail.visit).toMatchObject({ runs: 0, hits: 1 });
    expect(Number((await t.dataSource.query('SELECT MAX(seq) AS seq FROM game_play WHERE game_id = ?', [game]))[0].seq)).toBe(4);
  });

  it('edits a past event by replaying the game, and refuses an edit a later event no longer fits', async () => {
    const edited = await as(head).put(url(game, '/4'), { lastSeq: 4, event: { kind: 'plateAppearance', batterId: String(visit[1]), result: 'double', fielders: [9], moves: [] } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ seq: 4, lastSeq: 4, state: { bases: [null, String(visit[1]), null] } });
    expect((await append(game, 4, { kind: 'runner', play: { type: 'stolenBase', base: 3 }, moves: [] })).status).toBe(200);
    let detail = (await t.http.get(`/api/game/${game}/detail`)).body.data;
    expect(detail.visit.batting).toContainEqual(expect.objectContaining({ playerId: visit[1], h: 1, b2: 1, sb: 1 }));

    const before = await snapshot();
    const broken = await as(head).put(url(game, '/4'), { lastSeq: 5, event: { kind: 'plateAppearance', batterId: String(visit[1]), result: 'single', fielders: [7], moves: [] } });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toMatch(/^5번째 기록: /);
    expect((await as(head).put(url(game, '/9'), { lastSeq: 5, event: { kind: 'pitch', pitch: 'ball' } })).status).toBe(404);
    expect((await as(head).put(url(game, '/4'), { lastSeq: 4, event: { kind: 'pitch', pitch: 'ball' } })).status).toBe(409);
    expect(await snapshot()).toBe(before);
    detail = (await t.http.get(`/api/game/${game}/detail`)).body.data;
    expect(detail.visit.batting).toContainEqual(expect.objectContaining({ playerId: visit[1], b2: 1 }));
  });

  it('keeps the box-score entry off a game recorded play by play', async () => {
    const version = (await t.dataSource.query('SELECT record_version FROM game WHERE game_id = ?', [game]))[0].record_version;
    const save = await as(head).post(`/api/game/admin/write/game/${game}/scoreboard`, {
      version,
      winType: null,
      winnerSide: null,
      lineScore: { visit: [], home: [] },
      visit: { runs: 0, hits: 0, errors: 0, walks: 0 },
      home: { runs: 0, hits: 0, errors: 0, walks: 0 },
    });
    expect(save.status).toBe(409);
    expect(save.body.error).toContain('플레이별 기록으로 입력하는 경기입니다.');
  });

  it('tells the game in the public read: events, state and the 문자 중계 with the players\' and teams\' names', async () => {
    const response = await t.http.get(`/api/game/${game}/plays`);
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.lastSeq).toBe(5);
    expect(data.events).toHaveLength(5);
    expect(data.state).toMatchObject({ inning: 1, half: 0, bases: [null, null, String(visit[1])] });
    expect(data.visitTeamName).toMatch(/^팀 /);
    const [player] = await t.dataSource.query('SELECT player_name FROM player WHERE player_id = ?', [visit[1]]);
    const text = JSON.stringify(data.narration);
    expect(text).toContain(player.player_name);
    // The names of the ids in the state (batter, runners, pitchers), for the live board.
    expect(data.players[String(visit[1])]).toBe(player.player_name);
    expect(data.narration[0].heading).toContain('1회초');
    // The public read follows each play.
    expect((await append(game, 5, { kind: 'pitch', pitch: 'ball' })).status).toBe(200);
    expect((await t.http.get(`/api/game/${game}/plays`)).body.data.lastSeq).toBe(6);
  });

  it('refuses appends to a final record with the entry\'s locked message', async () => {
    expect((await as(head).post(url(finalGame, '/start'))).status).toBe(200);
    expect((await append(finalGame, 0, { kind: 'pitch', pitch: 'ball' })).status).toBe(200);
    await t.dataSource.transaction((em) => t.app.get(GamesRepository).setRecordMeta(em, finalGame, { state: 'final', version: 5, correctionOpen: false }));
    const before = await snapshot(finalGame);
    const locked = await append(finalGame, 1, { kind: 'pitch', pitch: 'ball' });
    expect(locked.status).toBe(409);
    expect(locked.body.error).toBe('확정된 기록입니다. 1등급 관리자가 정정을 연 뒤에만 고칠 수 있습니다.');
    expect((await as(head).delete(url(finalGame, '/1'))).status).toBe(409);
    expect(await snapshot(finalGame)).toBe(before);
  });
});
