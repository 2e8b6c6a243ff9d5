import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { LeaguesService } from '../src/services/leagues/leagues.service';
import { bearer, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { smallSeasonFile } from './support/small-season';
import { createTestApp, type TestApp } from './support/test-app';

const BASE = '/api/league/board/boardtest';

describe('league boards (read API)', () => {
  let t: TestApp;
  let mainId: number;
  let noticeId: number;
  let galleryId: number;
  let writer: LoggedIn;
  let member: LoggedIn;
  let player: LoggedIn;
  let teamManager: LoggedIn;
  let manager: LoggedIn;

  const insertPost = (boardId: number, userId: number, title: string, content: string, isNotice = false): Promise<number> =>
    build(t).boards.post(boardId, { userId, title, contentHtml: content, isNotice });

  const setRoles = (boardId: number, list: number, view: number) => build(t).boards.changeBoard(boardId, { roleList: list, roleView: view });

  beforeAll(async () => {
    t = await createTestApp();
    const result = await t.app.get(SeasonImportService).importFile(smallSeasonFile({ leaguePath: 'boardtest' }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
    mainId = result.summary.mainId;
    [writer, member, player, teamManager, manager] = await Promise.all(
      ['글쓴이', '일반회원', '참가선수', '팀관리자', '리그관리자'].map((username) => registerAndLogin(t, { username })),
    );
    const [registered] = await t.dataSource.query(
      `SELECT lp.player_id, lp.team_id FROM league_player lp JOIN league l ON l.league_id = lp.league_id
         JOIN season s ON s.season_id = l.season_id WHERE s.main_id = ? ORDER BY lp.player_id LIMIT 1`,
      [mainId],
    );
    await build(t).players.changePlayer(Number(registered.player_id), { userId: player.userId });
    await build(t).teams.managers(Number(registered.team_id), teamManager.userId);
    await t.app.get(LeaguesService).grantManager(mainId, manager.userId, 3);
    const boards: { board_id: number; board_label: string }[] = await t.dataSource.query('SELECT board_id, board_label FROM board WHERE main_id = ?', [mainId]);
    const idOf = (label: string) => boards.find((b) => b.board_label === label)?.board_id ?? 0;
    noticeId = idOf('notice');
    galleryId = idOf('gallery');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('gives an imported league main its fixed notice and gallery boards, also in /api/league/base', async () => {
    const response = await t.http.get(BASE);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      expect.objectContaining({ boardLabel: 'notice', boardName: '공지사항', boardType: 1, fixed: true, roles: { list: 1, view: 1, write: 9, comment: 4 }, maxFileCount: 2 }),
      expect.objectContaining({ boardLabel: 'gallery', boardName: '갤러리', boardType: 2, fixed: true, roles: { list: 1, view: 1, write: 9, comment: 4 }, useFileUpload: true }),
    ]);
    expect((await t.http.get(`/api/league/board/${mainId}`)).body.data).toHaveLength(2);
    const base = await t.http.get('/api/league/base/boardtest');
    expect(base.body.data.boards).toEqual([
      { boardId: noticeId, boardLabel: 'notice', boardName: '공지사항', boardType: 1 },
      { boardId: galleryId, boardLabel: 'gallery', boardName: '갤러리', boardType: 2 },
    ]);
    const board = await t.http.get(`${BASE}/label/gallery`);
    expect(board.body.data).toMatchObject({ boardId: galleryId, mainId });
  });

  it('answers 404 in Korean for an unknown main, board or post', async () => {
    expect((await t.http.get('/api/league/board/nosuchleague')).body).toEqual({ ok: false, data: null, error: '리그를 찾을 수 없습니다.' });
    expect((await t.http.get(`${BASE}/label/nosuch`)).body.error).toBe('게시판을 찾을 수 없습니다.');
    expect((await t.http.get(`${BASE}/nosuch/list`)).status).toBe(404);
    const missing = await t.http.get(`${BASE}/notice/view/999999`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('게시글을 찾을 수 없습니다.');
    expect((await t.http.get(`${BASE}/notice/comment/999999`)).status).toBe(404);
    expect((await t.http.get(`${BASE}/notice/view/abc`)).status).toBe(400);
  });

  describe('with posts', () => {
    const ids: number[] = [];
    let pinned: number;

    beforeAll(async () => {
      for (let i = 1; i <= 25; i += 1) {
        ids.push(await insertPost(noticeId, writer.userId, `일반 글 ${i}`, `<p>본문 ${i} 내용</p>`));
      }
      pinned = await insertPost(noticeId, manager.userId, '개막전 안내', '<p>개막전은 <b>4월</b>에 열립니다.</p>', true);
      ids.push(await insertPost(noticeId, member.userId, '100% 할인_특가', '<p>검색용</p>'));
      await build(t).boards.comments(pinned, [
        { userId: member.userId, content: '첫 댓글' },
        { userId: writer.userId, content: '두 번째 댓글' },
      ]);
      await build(t).boards.attachment(pinned, { fileKey: 'k1', originalName: '안내.pdf', size: 1200, mime: 'application/pdf', isImage: false, thumbnailKey: null });
      await insertPost(galleryId, writer.userId, '개막전 사진', '<p><img src="/x.png"></p>');
    });

    it('lists notices first, then newest, with paging', async () => {
      const first = await t.http.get(`${BASE}/notice/list?page=1&pageSize=10`);
      expect(first.status).toBe(200);
      const data = first.body.data;
      expect(data.total).toBe(27);
      expect(data.page).toBe(1);
      expect(data.pageSize).toBe(10);
      expect(data.items).toHaveLength(10);
      expect(data.items[0]).toMatchObject({ postId: pinned, isNotice: true, userName: '리그관리자', commentCount: 2, attachmentCount: 1 });
      const rest = data.items.slice(1).map((item: { postId: number }) => item.postId);
      expect(rest).toEqual([...ids].sort((a, b) => b - a).slice(0, 9));
      const last = await t.http.get(`${BASE}/notice/list?page=3&pageSize=10`);
      expect(last.body.data.items).toHaveLength(7);
      expect(last.body.data.items.at(-1).postId).toBe(ids[0]);
    });

    it('reads a list page through the (board_id, is_notice, post_id) index without sorting', async () => {
      const plan: Record<string, unknown>[] = await t.dataSource.query(
        'EXPLAIN SELECT p.post_id FROM post p WHERE p.board_id = ? ORDER BY p.is_notice DESC, p.post_id DESC LIMIT 10 OFFSET 0',
        [noticeId],
      );
      expect(plan[0]).toMatchObject({ table: 'p', key: 'IDX_post_board_notice_id' });
      expect(String(plan[0]['Extra'] ?? '')).not.toMatch(/filesort/i);
    });

    it('searches by title, content and author, taking % and _ literally', async () => {
      const byTitle = await t.http.get(`${BASE}/notice/list`).query({ search: '일반 글 2', searchType: 'title' });
      expect(byTitle.body.data.items.map((i: { title: string }) => i.title).sort()).toEqual(
        ['일반 글 2', '일반 글 20', '일반 글 21', '일반 글 22', '일반 글 23', '일반 글 24', '일반 글 25'].sort(),
      );
      expect(byTitle.body.data.total).toBe(7);
      const byContent = await t.http.get(`${BASE}/notice/list`).query({ search: '4월', searchType: 'content' });
      expect(byContent.body.data.items.map((i: { postId: number }) => i.postId)).toEqual([pinned]);
      const byAuthor = await t.http.get(`${BASE}/notice/list`).query({ search: '일반회원', searchType: 'author' });
      expect(byAuthor.body.data.total).toBe(1);
      const literal = await t.http.get(`${BASE}/notice/list`).query({ search: '100%', searchType: 'all' });
      expect(literal.body.data.total).toBe(1);
      expect((await t.http.get(`${BASE}/notice/list`).query({ search: '%' })).body.data.total).toBe(1);
      expect((await t.http.get(`${BASE}/notice/list`).query({ search: '_' })).body.data.total).toBe(1);
    });

    it('refuses a bad page, page size or search type in Korean', async () => {
      for (const query of ['page=0', 'pageSize=1000', 'page=x', 'searchType=body&search=a']) {
        const response = await t.http.get(`${BASE}/notice/list?${query}`);
        expect(response.status).toBe(400);
        expect(response.body.error).toMatch(/[가-힣]/);
      }
    });

    it('shows a post with its attachments and comments and counts the view', async () => {
      const first = await t.http.get(`${BASE}/notice/view/${pinned}`);
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({
        postId: pinned,
        title: '개막전 안내',
        contentHtml: '<p>개막전은 <b>4월</b>에 열립니다.</p>',
        userName: '리그관리자',
        isNotice: true,
        viewCount: 1,
        attachments: [{ originalName: '안내.pdf', size: 1200, mime: 'application/pdf', isImage: false, hasThumbnail: false }],
      });
      expect(first.body.data.comments.map((c: { content: string; userName: string }) => [c.content, c.userName])).toEqual([
        ['첫 댓글', '일반회원'],
        ['두 번째 댓글', '글쓴이'],
      ]);
      // One view per visitor a day: the same address again does not count, a member does.
      expect((await t.http.get(`${BASE}/notice/view/${pinned}`)).body.data.viewCount).toBe(1);
      expect((await t.http.get(`${BASE}/notice/view/${pinned}`).set(bearer(member.accessToken))).body.data.viewCount).toBe(2);
      expect(first.body.data.commentCount).toBe(2);
      const comments = await t.http.get(`${BASE}/notice/comment/${pinned}`);
      expect(comments.body.data).toMatchObject({ total: 2, page: 1, size: 50 });
      expect(comments.body.data.items).toHaveLength(2);
      // A post of another board is not found through this one.
      expect((await t.http.get(`${BASE}/gallery/view/${pinned}`)).status).toBe(404);
    });

    it('answers the recent blocks of the league home', async () => {
      const notices = await t.http.get(`${BASE}/recent/notice`);
      expect(notices.body.data).toHaveLength(4);
      expect(notices.body.data[0]).toEqual({
        wr_id: expect.any(Number),
        board_id: noticeId,
        board_label: 'notice',
        title: expect.any(String),
        content: expect.any(String),
        user_name: expect.any(String),
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/),
      });
      const gallery = await t.http.get(`${BASE}/recent/gallery`);
      expect(gallery.body.data.map((p: { title: string }) => p.title)).toEqual(['개막전 사진']);
      expect((await t.http.get(`${BASE}/recent/normal`)).body.data).toEqual([]);
    });

    it('enforces list and view levels: 401 for visitors, 403 for members below the level', async () => {
      try {
        await setRoles(noticeId, 4, 6);
        const visitor = await t.http.get(`${BASE}/notice/list`);
        expect(visitor.status).toBe(401);
        expect(visitor.body.error).toBe('이 게시판의 목록은 로그인 후 볼 수 있습니다.');
        expect((await t.http.get(`${BASE}/notice/list`).set(bearer(member.accessToken))).status).toBe(200);
        const view = await t.http.get(`${BASE}/notice/view/${pinned}`).set(bearer(member.accessToken));
        expect(view.status).toBe(403);
        expect(view.body.error).toBe('이 게시판의 글을 볼 권한이 없습니다.');
        expect((await t.http.get(`${BASE}/notice/comment/${pinned}`).set(bearer(member.accessToken))).status).toBe(403);
        for (const allowed of [player, teamManager, manager]) {
          expect((await t.http.get(`${BASE}/notice/view/${pinned}`).set(bearer(allowed.accessToken))).status).toBe(200);
        }
        await setRoles(noticeId, 9, 9);
        expect((await t.http.get(`${BASE}/notice/list`).set(bearer(player.accessToken))).status).toBe(403);
        expect((await t.http.get(`${BASE}/notice/list`).set(bearer(manager.accessToken))).status).toBe(200);
        // The home's recent blocks only read boards anyone may list and view.
        expect((await t.http.get(`${BASE}/recent/notice`)).body.data).toEqual([]);
        expect((await t.http.get(`${BASE}/notice/list`).set(bearer('not-a-token'))).status).toBe(401);
      } finally {
        await setRoles(noticeId, 1, 1);
      }
    });
  });

  it("answers each member's level and rights per action", async () => {
    const rightsOf = async (who: LoggedIn | null, userId = who?.userId ?? 1) => {
      const request = t.http.get(`${BASE}/notice/user/${userId}`);
      const response = who ? await request.set(bearer(who.accessToken)) : await request;
      expect(response.status).toBe(200);
      return response.body.data;
    };
    expect(await rightsOf(null)).toEqual({ level: 1, list: true, view: true, write: false, comment: false });
    // The notice board takes posts from league managers only; members comment.
    expect(await rightsOf(member)).toEqual({ level: 4, list: true, view: true, write: false, comment: true });
    expect((await rightsOf(player)).level).toBe(6);
    expect((await rightsOf(teamManager)).level).toBe(6);
    expect((await rightsOf(manager)).level).toBe(9);
    const other = await t.http.get(`${BASE}/notice/user/${manager.userId}`).set(bearer(member.accessToken));
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('다른 회원의 게시판 권한은 조회할 수 없습니다.');
    // Participation is per league main and season: the player of another main is a plain member there.
    const second = await t.app.get(SeasonImportService).importFile(smallSeasonFile({ leaguePath: 'boardother' }));
    expect(second.ok).toBe(true);
    const there = await t.http.get(`/api/league/board/boardother/notice/user/${manager.userId}`).set(bearer(manager.accessToken));
    expect(there.body.data.level).toBe(4);
  });
});
