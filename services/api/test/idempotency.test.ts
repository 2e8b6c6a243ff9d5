import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { LeaguesService } from '../src/services/leagues/leagues.service';
import { bearer, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { randomGameRecord, seededRandom } from './support/random-game-record';
import { smallSeasonFile } from './support/small-season';
import { createTestApp, type TestApp } from './support/test-app';

const PATH = 'idemtest';
const BOARD = `/api/league/board/${PATH}/notice`;

describe('Idempotency-Key on the writes a client may resend, on MySQL', () => {
  let t: TestApp;
  let writer: LoggedIn;
  let other: LoggedIn;
  let scorer: LoggedIn;
  let postId: number;
  let gameId: number;
  let rosters: { visit: number[]; home: number[] };

  const comment = (who: LoggedIn, key: string | null, content: string) => {
    const call = t.http.post(`${BOARD}/comment/${postId}`).set(bearer(who.accessToken));
    return (key === null ? call : call.set('Idempotency-Key', key)).send({ content });
  };
  const commentCount = async (who: LoggedIn, content: string): Promise<number> => {
    const [row] = await t.dataSource.query('SELECT COUNT(*) AS n FROM post_comment WHERE user_id = ? AND content LIKE ?', [who.userId, `%${content}%`]);
    return Number(row.n);
  };
  const keyRows = async (key: string): Promise<number> => {
    const [row] = await t.dataSource.query('SELECT COUNT(*) AS n FROM idempotency_key WHERE idem_key = ?', [key]);
    return Number(row.n);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const result = await t.app.get(SeasonImportService).importFile(smallSeasonFile({ leaguePath: PATH }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
    [writer, other, scorer] = await Promise.all(['재전송회원', '다른회원', '재전송기록원'].map((username) => registerAndLogin(t, { username })));
    await t.app.get(LeaguesService).grantManager(result.summary.mainId, scorer.userId, 5);
    const [board] = await t.dataSource.query(
      `SELECT b.board_id FROM board b JOIN league_main m ON m.main_id = b.main_id WHERE m.league_path = ? AND b.board_label = 'notice'`,
      [PATH],
    );
    await build(t).boards.changeBoard(Number(board.board_id), { roleWrite: 4 });
    const created = await t.http.post(BOARD).set(bearer(other.accessToken)).field('title', '재전송 대상 글').field('content', '<p>본문</p>');
    expect(created.status).toBe(201);
    postId = created.body.data.postId;

    const [game] = await t.dataSource.query(
      `SELECT s.game_id, s.visit_team_id, s.home_team_id FROM schedule s JOIN league l ON l.league_id = s.league_id JOIN season se ON se.season_id = l.season_id
       WHERE se.main_id = ? AND s.is_cancel = 0 AND NOT EXISTS (SELECT 1 FROM game g WHERE g.game_id = s.game_id) ORDER BY s.game_id LIMIT 1`,
      [result.summary.mainId],
    );
    gameId = Number(game.game_id);
    const roster = async (teamId: number) =>
      ((await t.dataSource.query('SELECT player_id FROM team_player WHERE team_id = ? ORDER BY player_id', [teamId])) as { player_id: number }[]).map((row) => Number(row.player_id));
    rosters = { visit: await roster(Number(game.visit_team_id)), home: await roster(Number(game.home_team_id)) };
  });

  afterAll(async () => {
    await t?.close();
  });

  it('writes a comment once for one key and answers the first answer again, marked Idempotent-Replayed', async () => {
    const first = await comment(writer, 'comment-key-1', '한 번만 남을 댓글');
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await comment(writer, 'comment-key-1', '한 번만 남을 댓글');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await commentCount(writer, '한 번만 남을 댓글')).toBe(1);

    // Without a key nothing changes: each request is its own write.
    await comment(writer, null, '키 없는 댓글');
    await comment(writer, null, '키 없는 댓글');
    expect(await commentCount(writer, '키 없는 댓글')).toBe(2);
  });

  it('runs one of two concurrent requests with one key; the other is refused with 409 in Korean or gets the same answer', async () => {
    const answers = await Promise.all([comment(writer, 'concurrent-key', '동시에 보낸 댓글'), comment(writer, 'concurrent-key', '동시에 보낸 댓글')]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect([[201, 201], [201, 409]]).toContainEqual(statuses);
    const refused = answers.find((answer) => answer.status === 409);
    if (refused) {
      expect(refused.body).toMatchObject({ ok: false, error: '같은 요청을 처리하고 있습니다. 잠시 후 다시 시도해 주세요.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } else {
      expect(answers[0]?.body).toEqual(answers[1]?.body);
    }
    expect(await commentCount(writer, '동시에 보낸 댓글')).toBe(1);
  });

  it('answers 409 while the key’s first request still runs, and takes over a key left running by a dead process or expired', async () => {
    const body = JSON.stringify({ content: '진행 중인 댓글' });
    const hash = (await import('node:crypto')).createHash('sha256').update(`json:${body}`).digest('hex');
    const hold = (key: string, minutesAgo: number, status: number | null) =>
      build(t).idempotency.key(
        { owner: `member:${writer.userId}`, key, method: 'POST', path: `${BOARD}/comment/${postId}`, bodyHash: hash },
        Date.now() - minutesAgo * 60_000,
        status === null ? null : { status, response: JSON.stringify({ ok: true, data: { commentId: 1 } }) },
      );
    await hold('running-key', 0, null);
    const running = await comment(writer, 'running-key', '진행 중인 댓글');
    expect(running.status).toBe(409);
    expect(running.body.error).toBe('같은 요청을 처리하고 있습니다. 잠시 후 다시 시도해 주세요.');
    expect(await commentCount(writer, '진행 중인 댓글')).toBe(0);

    await hold('abandoned-key', 10, null);
    await hold('expired-key', 25 * 60, 201);
    expect((await comment(writer, 'abandoned-key', '진행 중인 댓글')).status).toBe(201);
    const expired = await comment(writer, 'expired-key', '진행 중인 댓글');
    expect(expired.status).toBe(201);
    expect(expired.headers['idempotent-replayed']).toBeUndefined();
    expect(await commentCount(writer, '진행 중인 댓글')).toBe(2);
  });

  it('refuses a key reused for another body with 422 in Korean and writes nothing', async () => {
    expect((await comment(writer, 'reused-key', '처음 내용')).status).toBe(201);
    const reused = await comment(writer, 'reused-key', '바뀐 내용');
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ ok: false, error: '이미 다른 요청에 쓴 Idempotency-Key입니다. 새 요청에는 새 키를 보내 주세요.' });
    expect(await commentCount(writer, '바뀐 내용')).toBe(0);
  });

  it('keeps keys per member: another member’s same key is another request', async () => {
    expect((await comment(writer, 'shared-key', '회원마다 다른 요청')).status).toBe(201);
    const byOther = await comment(other, 'shared-key', '회원마다 다른 요청');
    expect(byOther.status).toBe(201);
    expect(byOther.headers['idempotent-replayed']).toBeUndefined();
    expect(await commentCount(writer, '회원마다 다른 요청')).toBe(1);
    expect(await commentCount(other, '회원마다 다른 요청')).toBe(1);
    expect(await keyRows('shared-key')).toBe(2);
  });

  it('answers 400 in Korean for an empty, too long or non-ASCII key and writes nothing', async () => {
    for (const key of [' ', 'x'.repeat(129), 'caf\u00e9', 'tab\tkey']) {
      const answer = await comment(writer, key, '나쁜 키의 댓글');
      expect([key, answer.status]).toEqual([key, 400]);
      expect(answer.body.error).toMatch(/^Idempotency-Key는 128자 이하/);
    }
    expect(await commentCount(writer, '나쁜 키의 댓글')).toBe(0);
    expect((await comment(writer, 'k'.repeat(128), '긴 키의 댓글')).status).toBe(201);
  });

  it('replays a refusal (400) as it was', async () => {
    const empty = await comment(writer, 'empty-key', '');
    expect(empty.status).toBe(400);
    const emptyAgain = await comment(writer, 'empty-key', '');
    expect(emptyAgain.status).toBe(400);
    expect(emptyAgain.headers['idempotent-replayed']).toBe('true');
    expect(emptyAgain.body).toEqual(empty.body);
  });

  it('replays a post (multipart) without writing a second one', async () => {
    const send = () => t.http.post(BOARD).set(bearer(writer.accessToken)).set('Idempotency-Key', 'post-key').field('title', '재전송 글').field('content', '<p>한 번</p>');
    const first = await send();
    expect(first.status).toBe(201);
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const [row] = await t.dataSource.query("SELECT COUNT(*) AS n FROM post WHERE title = '재전송 글'");
    expect(Number(row.n)).toBe(1);
  });

  it('replays a box-score save after its success without bumping the version', async () => {
    const { batting: _batting, pitching: _pitching, ...scoreboard } = randomGameRecord(seededRandom(26), rosters, { consistent: true });
    const save = () =>
      t.http.post(`/api/game/admin/write/game/${gameId}/scoreboard`).set(bearer(scorer.accessToken)).set('Idempotency-Key', 'save-key').send({ ...scoreboard, version: null });
    const first = await save();
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ gameId, version: 1 });
    const again = await save();
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const editing = await t.http.get(`/api/game/admin/write/game/${gameId}`).set(bearer(scorer.accessToken));
    expect(editing.body.data.version).toBe(1);
    // Without the key the same resend is the second scorer's stale save: 409, as before.
    const stale = await t.http.post(`/api/game/admin/write/game/${gameId}/scoreboard`).set(bearer(scorer.accessToken)).send({ ...scoreboard, version: null });
    expect(stale.status).toBe(409);
  });

  it('spends no write budget on a replay', async () => {
    const small = await createTestApp({ WRITE_LIMITS: 'comment=1/100' });
    try {
      const result = await small.app.get(SeasonImportService).importFile(smallSeasonFile({ leaguePath: 'idembudget' }));
      if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
      const member = await registerAndLogin(small, { username: '한도회원' });
      const [notice] = await small.dataSource.query("SELECT b.board_id FROM board b JOIN league_main m ON m.main_id = b.main_id WHERE m.league_path = 'idembudget' AND b.board_label = 'notice'");
      await build(small).boards.changeBoard(Number(notice.board_id), { roleWrite: 4 });
      const created = await small.http.post('/api/league/board/idembudget/notice').set(bearer(member.accessToken)).field('title', '글').field('content', '<p>본문</p>');
      const send = (key: string) =>
        small.http.post(`/api/league/board/idembudget/notice/comment/${created.body.data.postId}`).set(bearer(member.accessToken)).set('Idempotency-Key', key).send({ content: '한 번' });
      expect((await send('budget-key')).status).toBe(201);
      const replayed = await send('budget-key');
      expect([replayed.status, replayed.headers['idempotent-replayed']]).toEqual([201, 'true']);
      // The one comment of the minute is spent by the first request only; a new write is over it.
      expect((await send('another-key')).status).toBe(429);
      // A 429 keeps no answer: once the budget allows, the same key runs.
      expect(await small.dataSource.query("SELECT idem_key FROM idempotency_key WHERE idem_key = 'another-key'")).toEqual([]);
    } finally {
      await small.close();
    }
  });
});
