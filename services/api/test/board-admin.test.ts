import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { bearer, requestsAs, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { adminCast } from './support/admin-cast';
import { importSmallSeason } from './support/imported-season';
import { createTestApp, type TestApp } from './support/test-app';

const PATH = 'boardadmin';
const BASE = `/api/league/board/${PATH}`;

describe('league board admin and home texts on MySQL', () => {
  let t: TestApp;
  let mainId: number;
  let otherMainId: number;
  let noticeId: number;
  let galleryId: number;
  let head: LoggedIn; // grade 1
  let boardManager: LoggedIn; // grade 3 with manageBoard and createBoard
  let plainManager: LoggedIn; // grade 3 without roles
  let member: LoggedIn;
  let otherHead: LoggedIn; // grade 1 of the other main

  const as = (who: LoggedIn | null) => requestsAs(t, who);
  const payload = (overrides: Record<string, unknown> = {}) => ({
    boardName: '자유게시판',
    boardLabel: 'free',
    boardType: 1,
    boardMemo: '자유롭게 쓰는 곳',
    roles: JSON.stringify({ list: 1, view: 1, write: 4, comment: 4 }),
    mainId,
    useComment: true,
    useFileUpload: false,
    useFileDownload: true,
    maxFileCount: 2,
    ...overrides,
  });
  const auditRows = async (kind: string): Promise<{ user_id: number; object_id: number; changes: string }[]> =>
    t.dataSource.query("SELECT user_id, object_id, changes FROM audit_entry WHERE scope_type = 'leagueMain' AND scope_id = ? AND kind = ? ORDER BY audit_id", [
      mainId,
      kind,
    ]);
  const boardFiles = (): string[] => {
    const dir = path.join(t.config.uploadDir, 'board');
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ mainId } = await importSmallSeason(t, { leaguePath: PATH }));
    ({ mainId: otherMainId } = await importSmallSeason(t, { leaguePath: 'boardadminb' }));
    ({ head, roleManager: boardManager, plainManager, member, otherHead } = await adminCast(t, { mainId, otherMainId }, ['manageBoard', 'createBoard'], ['총괄관리자', '게시판관리자', '일반관리자', '일반회원', '다른리그관리자']));
    const boards: { board_id: number; board_label: string }[] = await t.dataSource.query('SELECT board_id, board_label FROM board WHERE main_id = ?', [mainId]);
    noticeId = boards.find((b) => b.board_label === 'notice')?.board_id ?? 0;
    galleryId = boards.find((b) => b.board_label === 'gallery')?.board_id ?? 0;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to visitors, 403 to members, other leagues and managers without the role', async () => {
    const calls: [string, (who: LoggedIn | null) => Promise<{ status: number; body: { error?: string } }>][] = [
      ['list', (who) => as(who).get(`${BASE}/admin/boards`)],
      ['get', (who) => as(who).get(`${BASE}/admin/board/${noticeId}`)],
      ['create', (who) => as(who).post(`${BASE}/admin/board`, payload({ boardLabel: 'denied' }))],
      ['update', (who) => as(who).patch(`${BASE}/admin/board/${noticeId}`, payload({ boardLabel: 'notice', boardName: '공지' }))],
      ['delete', (who) => as(who).delete(`${BASE}/admin/board/${galleryId}`)],
      ['home text', (who) => as(who).put(`${BASE}/default/home/intro/contents`, { content: '<p>소개</p>' })],
    ];
    for (const [name, call] of calls) {
      expect([name, (await call(null)).status]).toEqual([name, 401]);
      for (const who of [member, plainManager, otherHead]) {
        const response = await call(who);
        expect([name, who.userId, response.status]).toEqual([name, who.userId, 403]);
      }
    }
    const missingRole = await as(plainManager).get(`${BASE}/admin/boards`);
    expect(missingRole.body.error).toBe("'게시판 관리' 권한이 있는 관리자만 할 수 있는 작업입니다.");
    // The home texts are for grade 1 only, whatever the roles.
    const notHead = await as(boardManager).put(`${BASE}/default/home/intro/contents`, { content: '<p>소개</p>' });
    expect([notHead.status, notHead.body.error]).toEqual([403, '리그 총괄 관리자(1등급)만 할 수 있는 작업입니다.']);
    expect((await as(head).get('/api/league/board/nosuchleague/admin/boards')).status).toBe(404);
    expect(await t.dataSource.query("SELECT 1 FROM board WHERE board_label = 'denied'")).toEqual([]);
  });

  it('lists the boards with their post counts, by main id or league path', async () => {
    await build(t).boards.posts(noticeId, [
      { userId: member.userId, title: '글', contentHtml: '<p>글</p>' },
      { userId: member.userId, title: '글2', contentHtml: '<p>글</p>' },
    ]);
    const byPath = await as(boardManager).get(`${BASE}/admin/boards`);
    expect(byPath.status).toBe(200);
    const notice = byPath.body.data.find((board: { boardLabel: string }) => board.boardLabel === 'notice');
    expect(notice).toMatchObject({ boardId: noticeId, boardName: '공지사항', fixed: true, postCount: 2, roles: { list: 1, view: 1, write: 9, comment: 4 } });
    const byId = await as(head).get(`/api/league/board/${mainId}/admin/boards`);
    expect(byId.body.data).toEqual(byPath.body.data);

    const one = await as(head).get(`${BASE}/admin/board/${galleryId}`);
    expect(one.body.data).toMatchObject({ boardId: galleryId, boardLabel: 'gallery', boardType: 2, fixed: true });
    expect(one.body.data.postCount).toBeUndefined();
    const [otherBoard] = await t.dataSource.query('SELECT board_id FROM board WHERE main_id = ? LIMIT 1', [otherMainId]);
    const foreign = await as(head).get(`${BASE}/admin/board/${otherBoard.board_id}`);
    expect([foreign.status, foreign.body.error]).toEqual([404, '게시판을 찾을 수 없습니다.']);
    expect((await as(head).get(`${BASE}/admin/board/abc`)).status).toBe(400);
  });

  it('creates a board with Korean field errors, a unique path and an audit entry', async () => {
    const invalid = await as(boardManager).post(`${BASE}/admin/board`, payload({ boardName: '가', boardLabel: '한글경로', maxFileCount: 9 }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.boardLabel).toBe('영문과 숫자만 입력할 수 있습니다.');
    expect(invalid.body.errors.boardName).toMatch(/2자/);
    expect(invalid.body.errors.maxFileCount).toBeTruthy();
    const reserved = await as(boardManager).post(`${BASE}/admin/board`, payload({ boardLabel: 'admin' }));
    expect(reserved.body.errors.boardLabel).toBe('이 경로는 사용할 수 없습니다. 다른 경로를 입력해 주세요.');
    const badRoles = await as(boardManager).post(`${BASE}/admin/board`, payload({ roles: '{"write":1}' }));
    expect(badRoles.body.errors.roles).toBe('권한 설정 형식이 올바르지 않습니다.');
    const uploadForMembers = await as(boardManager).post(`${BASE}/admin/board`, payload({ useFileUpload: true }));
    expect(uploadForMembers.body.errors.useFileUpload).toBe('첨부파일은 쓰기 권한이 리그 관리자일 때만 사용할 수 있습니다.');
    const otherMain = await as(boardManager).post(`${BASE}/admin/board`, payload({ mainId: otherMainId }));
    expect([otherMain.status, otherMain.body.errors.mainId]).toEqual([400, '이 리그의 게시판만 만들거나 고칠 수 있습니다.']);

    const baseLabels = async (): Promise<string[]> =>
      ((await t.http.get(`/api/league/base/${PATH}`)).body.data.boards as { boardLabel: string }[]).map((board) => board.boardLabel);
    expect(await baseLabels()).not.toContain('free'); // now cached
    const created = await as(boardManager).post(`${BASE}/admin/board`, {
      ...payload({ roles: JSON.stringify({ list: 4, view: 6, write: 9, comment: 4 }), useFileUpload: true, registerId: head.userId }),
      boardTableName: 'legacy',
    });
    expect(created.status).toBe(201);
    const boardId: number = created.body.data.boardId;
    const [row] = await t.dataSource.query('SELECT * FROM board WHERE board_id = ?', [boardId]);
    expect(row).toMatchObject({ main_id: mainId, board_label: 'free', board_name: '자유게시판', role_list: 4, role_view: 6, role_write: 9, role_comment: 4 });
    expect([row.register_id, Number(row.fixed), Number(row.use_file_upload)]).toEqual([boardManager.userId, 0, 1]);
    // The league's public board list and its cached base show it at once.
    expect(await baseLabels()).toContain('free');
    const publicList = await t.http.get(`/api/league/board/${PATH}`);
    expect(publicList.body.data.map((board: { boardLabel: string }) => board.boardLabel)).toContain('free');

    for (const label of ['free', 'FREE', ' free ']) {
      const taken = await as(head).post(`${BASE}/admin/board`, payload({ boardLabel: label }));
      expect([label, taken.status, taken.body.errors?.boardLabel]).toEqual([label, 400, '이미 사용 중인 경로입니다.']);
    }
    // Another main may use the same path.
    expect((await as(otherHead).post(`/api/league/board/boardadminb/admin/board`, payload({ mainId: otherMainId }))).status).toBe(201);

    const [entry] = await auditRows('board.create');
    expect([entry?.user_id, entry?.object_id]).toEqual([boardManager.userId, boardId]);
    expect(JSON.parse(entry?.changes ?? '{}')).toMatchObject({ boardLabel: { before: null, after: 'free' }, roleWrite: { before: null, after: 9 } });
  });

  it('edits a board, keeps the path and type of the notice and gallery boards', async () => {
    const [free] = await t.dataSource.query("SELECT board_id FROM board WHERE main_id = ? AND board_label = 'free'", [mainId]);
    const freeId = Number(free.board_id);
    const edited = await as(boardManager).patch(`${BASE}/admin/board/${freeId}`, payload({ boardName: '자유 게시판', boardLabel: 'talk', boardMemo: '', boardId: freeId }));
    expect([edited.status, edited.body.data]).toEqual([200, { boardId: freeId }]);
    const view = await as(head).get(`${BASE}/admin/board/${freeId}`);
    expect(view.body.data).toMatchObject({ boardName: '자유 게시판', boardLabel: 'talk', boardMemo: null, roles: { list: 1, view: 1, write: 4, comment: 4 } });
    const [entry] = await auditRows('board.update');
    const changes = JSON.parse(entry?.changes ?? '{}');
    expect(changes).toMatchObject({ boardName: { before: '자유게시판', after: '자유 게시판' }, boardLabel: { before: 'free', after: 'talk' } });
    expect(changes.maxFileCount).toBeUndefined();

    expect((await as(head).patch(`${BASE}/admin/board/${freeId}`, payload({ boardLabel: 'notice' }))).body.errors.boardLabel).toBe('이미 사용 중인 경로입니다.');
    expect((await as(head).patch(`${BASE}/admin/board/${freeId}`, payload({ boardLabel: 'talk', boardId: noticeId }))).status).toBe(400);
    expect((await as(head).patch(`${BASE}/admin/board/999999`, payload())).status).toBe(404);

    const renamed = await as(head).patch(`${BASE}/admin/board/${noticeId}`, payload({ boardLabel: 'news', boardType: 3, boardName: '공지' }));
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors).toEqual({
      boardLabel: '공지사항과 갤러리 게시판의 경로는 바꿀 수 없습니다.',
      boardType: '공지사항과 갤러리 게시판의 종류는 바꿀 수 없습니다.',
    });
    const gallery = await as(head).patch(`${BASE}/admin/board/${galleryId}`, payload({ boardLabel: 'gallery', boardType: 1 }));
    expect(gallery.body.errors).toEqual({ boardType: '공지사항과 갤러리 게시판의 종류는 바꿀 수 없습니다.' });
    const kept = await as(head).patch(`${BASE}/admin/board/${noticeId}`, payload({ boardLabel: 'notice', boardType: 1, boardName: '알림', roles: JSON.stringify({ list: 1, view: 1, write: 9, comment: 4 }) }));
    expect(kept.status).toBe(200);
    const [notice] = await t.dataSource.query('SELECT board_label, board_name, role_write, fixed FROM board WHERE board_id = ?', [noticeId]);
    expect([notice.board_label, notice.board_name, notice.role_write, Number(notice.fixed)]).toEqual(['notice', '알림', 9, 1]);
  });

  it('refuses to delete the notice and gallery boards, deletes another with its posts, comments, attachments and files', async () => {
    for (const id of [noticeId, galleryId]) {
      const refused = await as(head).delete(`${BASE}/admin/board/${id}`);
      expect([refused.status, refused.body.error]).toEqual([400, '공지사항과 갤러리 게시판은 삭제할 수 없습니다.']);
    }
    const [talk] = await t.dataSource.query("SELECT board_id FROM board WHERE main_id = ? AND board_label = 'talk'", [mainId]);
    const talkId = Number(talk.board_id);
    // A post with an image attachment through the real write route (the board allows uploads to league managers).
    await build(t).boards.changeBoard(talkId, { roleWrite: 9, useFileUpload: true });
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
    const before = boardFiles();
    const post = await t.http
      .post(`${BASE}/talk`)
      .set(bearer(head.accessToken))
      .field('title', '사진')
      .field('content', '<p>사진 글</p>')
      .attach('files', png, 'photo.png');
    expect(post.status).toBe(201);
    const postId: number = post.body.data.postId;
    expect((await as(member).post(`${BASE}/talk/comment/${postId}`, { content: '댓글' })).status).toBe(201);
    const added = boardFiles().filter((name) => !before.includes(name));
    expect(added.length).toBeGreaterThan(0);

    expect((await as(head).delete(`${BASE}/admin/board/${talkId}`)).status).toBe(204);
    expect(await t.dataSource.query('SELECT 1 FROM board WHERE board_id = ?', [talkId])).toEqual([]);
    expect(await t.dataSource.query('SELECT 1 FROM post WHERE board_id = ?', [talkId])).toEqual([]);
    expect(await t.dataSource.query('SELECT 1 FROM post_comment WHERE post_id = ?', [postId])).toEqual([]);
    expect(await t.dataSource.query('SELECT 1 FROM post_attachment WHERE post_id = ?', [postId])).toEqual([]);
    expect(boardFiles().filter((name) => added.includes(name))).toEqual([]);
    expect((await as(head).delete(`${BASE}/admin/board/${talkId}`)).status).toBe(404);
    expect((await t.http.get(`${BASE}/label/talk`)).status).toBe(404);
    const base = await t.http.get(`/api/league/base/${PATH}`);
    expect(base.body.data.boards.map((board: { boardLabel: string }) => board.boardLabel)).not.toContain('talk');

    const [entry] = await auditRows('board.delete');
    expect([entry?.user_id, entry?.object_id]).toEqual([head.userId, talkId]);
    expect(JSON.parse(entry?.changes ?? '{}')).toMatchObject({ boardLabel: { before: 'talk', after: null }, postCount: { before: 1, after: null } });
  });

  it('keeps the league home texts: empty at first, sanitized on save and on read, grade 1 only, audited', async () => {
    const empty = await t.http.get(`${BASE}/default/home/intro/contents`);
    expect([empty.status, empty.body.data]).toEqual([200, { kind: 'home', label: 'intro', contentHtml: '', updatedAt: null }]);
    for (const url of [`${BASE}/default/home/rules/contents`, `${BASE}/default/page/intro/contents`, '/api/league/board/nosuchleague/default/home/intro/contents']) {
      const missing = await t.http.get(url);
      expect([url, missing.status]).toEqual([url, 404]);
      expect(missing.body.error).toMatch(/찾을 수 없습니다|없습니다/);
    }
    expect((await as(head).put(`${BASE}/default/home/rules/contents`, { content: 'x' })).status).toBe(404);
    expect((await as(head).put(`${BASE}/default/home/intro/contents`, { content: 'x'.repeat(20_001) })).status).toBe(400);

    const saved = await as(head).put(`${BASE}/default/home/intro/contents`, {
      content: '<h2>리그 소개</h2><p onclick="alert(1)">강동 야구 리그입니다.</p><script>alert(1)</script><a href="javascript:alert(1)">링크</a>',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ kind: 'home', label: 'intro', contentHtml: '<h2>리그 소개</h2><p>강동 야구 리그입니다.</p><a rel="noopener noreferrer">링크</a>' });
    expect(saved.body.data.updatedAt).toMatch(/\+09:00$/);
    const [row] = await t.dataSource.query("SELECT content_html, updated_by FROM default_contents WHERE main_id = ? AND kind = 'home' AND label = 'intro'", [mainId]);
    expect(row.content_html).not.toMatch(/script|onclick|javascript/);
    expect(row.updated_by).toBe(head.userId);

    // A row written around the API is cleaned on the way out too.
    await t.dataSource.query("UPDATE default_contents SET content_html = '<p>규칙</p><img src=x onerror=alert(1)><script>alert(2)</script>' WHERE main_id = ? AND label = 'intro'", [mainId]);
    const read = await t.http.get(`/api/league/board/${mainId}/default/home/intro/contents`);
    expect(read.body.data.contentHtml).toBe('<p>규칙</p>');

    const regulation = await as(head).put(`/api/league/board/${mainId}/default/home/regulation/contents`, { content: '<ol><li>9이닝</li></ol>' });
    expect(regulation.body.data.contentHtml).toBe('<ol><li>9이닝</li></ol>');
    expect((await t.http.get(`${BASE}/default/home/regulation/contents`)).body.data.contentHtml).toBe('<ol><li>9이닝</li></ol>');
    // The other main's text stays empty.
    expect((await t.http.get('/api/league/board/boardadminb/default/home/regulation/contents')).body.data.contentHtml).toBe('');

    const entries = await auditRows('homeText.update');
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => Object.keys(JSON.parse(entry.changes)))).toEqual([['intro'], ['regulation']]);
    expect(JSON.parse(entries[0]?.changes ?? '{}').intro.after).toMatch(/^리그 소개 강동 야구 리그입니다\./);
    // Saving the same text again records nothing.
    await as(head).put(`${BASE}/default/home/regulation/contents`, { content: '<ol><li>9이닝</li></ol>' });
    expect(await auditRows('homeText.update')).toHaveLength(2);
  });

  it('takes two first saves of one home text at once: both answer 200 and one row stays', async () => {
    const url = `/api/league/board/boardadminb/default/home/intro/contents`;
    const saves = await Promise.all(['<p>첫째</p>', '<p>둘째</p>'].map((content) => as(otherHead).put(url, { content })));
    expect(saves.map((response) => response.status)).toEqual([200, 200]);
    const rows = await t.dataSource.query("SELECT content_html FROM default_contents WHERE label = 'intro' AND main_id = (SELECT main_id FROM league_main WHERE league_path = 'boardadminb')");
    expect(rows).toHaveLength(1);
  });
});
