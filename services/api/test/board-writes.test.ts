import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { BoardUploadRights1767228750000 } from '../src/database/migrations/1767228750000-board-upload-rights';
import { TokenService } from '../src/services/auth';
import { LeaguesService } from '../src/services/leagues/leagues.service';
import type { BoardRow } from '../src/repositories/boards/boards.repository';
import { bearer, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { smallSeasonFile } from './support/small-season';
import { createTestApp, type TestApp } from './support/test-app';

const BASE = '/api/league/board/writetest';

/** Known XSS payloads; none of their dangerous parts may survive saving or answering. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="/upload/board/x.png" onerror="alert(1)">',
  '<a href="javascript:alert(1)">링크</a>',
  '<a href="JaVaScRiPt:alert(1)">링크</a>',
  '<a href="&#106;avascript:alert(1)">링크</a>',
  '<p style="width: expression(alert(1))">스타일</p>',
  '<div style="background:url(javascript:alert(1))">배경</div>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<a href="data:text/html,<script>alert(1)</script>">데이터</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<div><p onmouseover="alert(1)">중첩<b onclick="alert(1)">굵게</div>',
  '<body onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
];
const FORBIDDEN = [/<script/i, /\son\w+\s*=/i, /javascript:/i, /data:/i, /style\s*=/i, /<svg/i, /<iframe/i, /<object/i, /<embed/i, /<form/i, /<meta/i, /<link/i, /<base/i, /<math/i, /expression\(/i];

describe('league board writes on MySQL', () => {
  let t: TestApp;
  let mainId: number;
  let noticeId: number;
  let galleryId: number;
  let writer: LoggedIn;
  let other: LoggedIn;
  let player: LoggedIn;
  let manager: LoggedIn;
  let png: Buffer;

  const boardFiles = (): string[] => {
    const dir = path.join(t.config.uploadDir, 'board');
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  const auth = (who: LoggedIn | null) => (who ? bearer(who.accessToken) : {});
  const createPost = (label: string, who: LoggedIn | null, fields: Record<string, string>, files: { data: Buffer; name: string }[] = []) => {
    let request = t.http.post(`${BASE}/${label}`).set(auth(who));
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    for (const file of files) request = request.attach('files', file.data, file.name);
    return request;
  };
  const setBoard = (boardId: number, settings: Partial<BoardRow>) => build(t).boards.changeBoard(boardId, settings);

  beforeAll(async () => {
    t = await createTestApp();
    const result = await t.app.get(SeasonImportService).importFile(smallSeasonFile({ leaguePath: 'writetest' }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
    mainId = result.summary.mainId;
    [writer, other, player, manager] = await Promise.all(['글쓴이', '다른회원', '참가선수', '리그관리자'].map((username) => registerAndLogin(t, { username })));
    const [registered] = await t.dataSource.query(
      `SELECT lp.player_id FROM league_player lp JOIN league l ON l.league_id = lp.league_id
         JOIN season s ON s.season_id = l.season_id WHERE s.main_id = ? ORDER BY lp.player_id LIMIT 1`,
      [mainId],
    );
    await build(t).players.changePlayer(Number(registered.player_id), { userId: player.userId });
    await t.app.get(LeaguesService).grantManager(mainId, manager.userId, 3);
    const boards: { board_id: number; board_label: string }[] = await t.dataSource.query('SELECT board_id, board_label FROM board WHERE main_id = ?', [mainId]);
    noticeId = boards.find((b) => b.board_label === 'notice')?.board_id ?? 0;
    galleryId = boards.find((b) => b.board_label === 'gallery')?.board_id ?? 0;
    // The notice board serves here as a board members write on (a new main's notice board takes managers' posts only).
    await setBoard(noticeId, { roleWrite: 4 });
    png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('creates, edits and deletes a post with rights per level', async () => {
    expect((await createPost('notice', null, { title: '제목', content: '<p>내용</p>' })).status).toBe(401);
    const created = await createPost('notice', writer, { title: '첫 글', content: '<p>안녕하세요, 첫 글입니다.</p>' });
    expect(created.status).toBe(201);
    const postId: number = created.body.data.postId;
    const view = await t.http.get(`${BASE}/notice/view/${postId}`);
    expect(view.body.data).toMatchObject({ title: '첫 글', contentHtml: '<p>안녕하세요, 첫 글입니다.</p>', userId: writer.userId, isNotice: false });
    const [row] = await t.dataSource.query('SELECT preview_text FROM post WHERE post_id = ?', [postId]);
    expect(row.preview_text).toBe('안녕하세요, 첫 글입니다.');

    // Participants only: a plain member is refused, a league participant writes.
    await setBoard(noticeId, { roleWrite: 6 });
    const refused = await createPost('notice', other, { title: '제목', content: '내용' });
    expect([refused.status, refused.body.error]).toEqual([403, '이 게시판에 글을 쓸 권한이 없습니다.']);
    expect((await createPost('notice', player, { title: '참가자 글', content: '내용' })).status).toBe(201);
    await setBoard(noticeId, { roleWrite: 9 });
    expect((await createPost('notice', player, { title: '제목', content: '내용' })).status).toBe(403);
    expect((await createPost('notice', manager, { title: '관리자 글', content: '내용' })).status).toBe(201);
    await setBoard(noticeId, { roleWrite: 4 });

    const invalid = await createPost('notice', writer, { title: '', content: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBeTruthy();
    expect((await createPost('notice', writer, { title: '가'.repeat(101), content: 'x' })).status).toBe(400);
    expect((await t.http.post(`${BASE}/notice`).set(auth(writer)).send({ title: 'json', content: 'x' })).status).toBe(400);
    expect((await createPost('nosuch', writer, { title: '제목', content: '내용' })).status).toBe(404);

    const patch = (who: LoggedIn, fields: Record<string, string>) => {
      let request = t.http.patch(`${BASE}/notice/${postId}`).set(auth(who));
      for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
      return request;
    };
    const pinnedByManager = (await createPost('notice', manager, { title: '고정 공지', content: '내용', isNotice: '1' })).body.data.postId as number;
    const keepPin = await t.http.patch(`${BASE}/notice/${pinnedByManager}`).set(auth(manager)).field('title', '고정 공지 (수정)').field('content', '내용');
    expect(keepPin.status).toBe(200);
    expect((await t.http.get(`${BASE}/notice/view/${pinnedByManager}`)).body.data.isNotice).toBe(true);
    const notMine = await patch(other, { title: '남의 글', content: 'x' });
    expect([notMine.status, notMine.body.error]).toEqual([403, '본인이 쓴 글만 수정할 수 있습니다.']);
    expect((await patch(writer, { title: '고친 글', content: '<h2>고침</h2>' })).status).toBe(200);
    expect((await t.http.get(`${BASE}/notice/view/${postId}`)).body.data).toMatchObject({ title: '고친 글', contentHtml: '<h2>고침</h2>' });
    expect((await t.http.patch(`${BASE}/notice/999999`).set(auth(writer)).field('title', 'x').field('content', 'x')).status).toBe(404);

    const deleteDenied = await t.http.delete(`${BASE}/notice/${postId}`).set(auth(other));
    expect([deleteDenied.status, deleteDenied.body.error]).toEqual([403, '본인이 쓴 글이나 리그 관리자만 삭제할 수 있습니다.']);
    expect((await t.http.delete(`${BASE}/notice/${postId}`)).status).toBe(401);
    expect((await t.http.delete(`${BASE}/notice/${postId}`).set(auth(writer))).status).toBe(204);
    expect((await t.http.get(`${BASE}/notice/view/${postId}`)).status).toBe(404);

    const byOther = (await createPost('notice', other, { title: '다른 회원 글', content: '내용' })).body.data.postId as number;
    expect((await t.http.delete(`${BASE}/notice/${byOther}`).set(auth(manager))).status).toBe(204);
  });

  it('reads a member who has not yet changed a used temporary password as a visitor', async () => {
    const limited = t.app.get(TokenService).signAccessToken(writer.userId, { mustChangePassword: true });
    const refused = await t.http.post(`${BASE}/notice`).set(bearer(limited)).field('title', '제목').field('content', '<p>내용</p>');
    expect(refused.status).toBe(401);
    expect((await t.http.get(`${BASE}/notice/list`).set(bearer(limited))).status).toBe(200);
    expect((await createPost('notice', writer, { title: '바꾼 뒤의 글', content: '<p>내용</p>' })).status).toBe(201);
  });

  it('lets only league managers post notices', async () => {
    const denied = await createPost('notice', writer, { title: '공지', content: '내용', isNotice: 'true' });
    expect([denied.status, denied.body.error]).toEqual([403, '공지 글은 리그 관리자만 지정할 수 있습니다.']);
    const pinned = await createPost('notice', manager, { title: '관리자 공지', content: '내용', isNotice: 'true' });
    expect(pinned.status).toBe(201);
    const list = await t.http.get(`${BASE}/notice/list`);
    expect(list.body.data.items[0]).toMatchObject({ postId: pinned.body.data.postId, isNotice: true });
  });

  it('adds and deletes comments with the board comment rights', async () => {
    const postId = (await createPost('notice', writer, { title: '댓글 달 글', content: '내용' })).body.data.postId as number;
    expect((await t.http.post(`${BASE}/notice/comment/${postId}`).send({ content: '익명' })).status).toBe(401);
    expect((await t.http.post(`${BASE}/notice/comment/${postId}`).set(auth(other)).send({ content: ' ' })).status).toBe(400);
    const added = await t.http.post(`${BASE}/notice/comment/${postId}`).set(auth(other)).send({ content: '<b>좋은 글</b>' });
    expect(added.status).toBe(201);
    const commentId: number = added.body.data.commentId;
    const comments = await t.http.get(`${BASE}/notice/comment/${postId}`);
    expect(comments.body.data).toEqual({ items: [expect.objectContaining({ commentId, userId: other.userId, content: '<b>좋은 글</b>' })], total: 1, page: 1, size: 50 });
    expect((await t.http.post(`${BASE}/notice/comment/999999`).set(auth(other)).send({ content: 'x' })).status).toBe(404);

    await setBoard(noticeId, { roleComment: 9 });
    expect((await t.http.post(`${BASE}/notice/comment/${postId}`).set(auth(other)).send({ content: 'x' })).body.error).toBe('이 게시판에 댓글을 쓸 권한이 없습니다.');
    await setBoard(noticeId, { roleComment: 4, useComment: false });
    expect((await t.http.post(`${BASE}/notice/comment/${postId}`).set(auth(other)).send({ content: 'x' })).status).toBe(403);
    await setBoard(noticeId, { useComment: true });

    const deleteDenied = await t.http.delete(`${BASE}/notice/comment/${commentId}`).set(auth(writer));
    expect([deleteDenied.status, deleteDenied.body.error]).toEqual([403, '본인이 쓴 댓글이나 리그 관리자만 삭제할 수 있습니다.']);
    expect((await t.http.delete(`${BASE}/notice/comment/${commentId}`).set(auth(other))).status).toBe(204);
    expect((await t.http.delete(`${BASE}/notice/comment/${commentId}`).set(auth(other))).status).toBe(404);
    const second = (await t.http.post(`${BASE}/notice/comment/${postId}`).set(auth(other)).send({ content: '두 번째' })).body.data.commentId as number;
    expect((await t.http.delete(`${BASE}/notice/comment/${second}`).set(auth(manager))).status).toBe(204);
  });

  it('stores attachments, answers the thumbnail and the download, refuses wrong and too many files, and leaves no orphans', async () => {
    await setBoard(galleryId, { roleWrite: 9, useFileUpload: true, maxFileCount: 2 });
    const created = await createPost('gallery', manager, { title: '사진', content: '<p>사진입니다</p>' }, [{ data: png, name: '경기 사진.png' }]);
    expect(created.status).toBe(201);
    const postId: number = created.body.data.postId;
    expect(boardFiles()).toHaveLength(2);
    const view = await t.http.get(`${BASE}/gallery/view/${postId}`);
    expect(view.body.data.attachments).toEqual([expect.objectContaining({ originalName: '경기 사진.png', isImage: true, hasThumbnail: true })]);
    const attachmentId: number = view.body.data.attachments[0].attachmentId;

    const thumbnail = await t.http.get(`/api/league/board/writetest/${galleryId}/thumbnail/${postId}`).buffer(true);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/png');
    expect((await sharp(thumbnail.body as Buffer).metadata()).width).toBe(64);
    const noImage = (await createPost('gallery', manager, { title: '글만', content: '내용' })).body.data.postId as number;
    expect((await t.http.get(`/api/league/board/writetest/${galleryId}/thumbnail/${noImage}`)).status).toBe(404);

    const download = await t.http.get(`${BASE}/gallery/file/${attachmentId}`).buffer(true);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''%EA%B2%BD%EA%B8%B0%20%EC%82%AC%EC%A7%84.png");
    await setBoard(galleryId, { roleView: 4 });
    expect((await t.http.get(`${BASE}/gallery/file/${attachmentId}`)).status).toBe(401);
    await setBoard(galleryId, { roleView: 1 });

    const wrongType = await createPost('gallery', manager, { title: '가짜', content: '내용' }, [{ data: Buffer.from('<svg onload="alert(1)"/>'), name: 'image.png' }]);
    expect([wrongType.status, wrongType.body.error]).toEqual([400, expect.stringContaining('올릴 수 없는 형식입니다')]);
    const tooMany = await createPost('gallery', manager, { title: '많이', content: '내용' }, [1, 2, 3].map((i) => ({ data: png, name: `${i}.png` })));
    expect([tooMany.status, tooMany.body.error]).toEqual([400, '이 게시판의 글에는 파일을 2개까지 첨부할 수 있습니다.']);
    const overLimit = await createPost('gallery', manager, { title: '너무 많이', content: '내용' }, [1, 2, 3, 4, 5, 6].map((i) => ({ data: png, name: `${i}.png` })));
    expect(overLimit.status).toBe(400);
    const huge = await createPost('gallery', manager, { title: '큰 파일', content: '내용' }, [{ data: Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024)]), name: 'big.png' }]);
    expect([huge.status, huge.body.error]).toEqual([413, '파일이 너무 큽니다. 파일 하나는 10MB까지 올릴 수 있습니다.']);
    await setBoard(noticeId, { useFileUpload: false });
    expect((await createPost('notice', writer, { title: '파일', content: '내용' }, [{ data: png, name: 'a.png' }])).body.error).toBe('이 게시판에는 파일을 올릴 수 없습니다.');
    expect(boardFiles()).toHaveLength(2);

    // The database refuses the attachment rows: the stored files go too, and the post is not half-written.
    const postsBefore = await t.dataSource.query('SELECT COUNT(*) AS n FROM post');
    await t.dataSource.query('RENAME TABLE post_attachment TO post_attachment_off');
    try {
      const failed = await createPost('gallery', manager, { title: '실패', content: '내용' }, [{ data: png, name: 'fail.png' }]);
      expect(failed.status).toBe(500);
    } finally {
      await t.dataSource.query('RENAME TABLE post_attachment_off TO post_attachment');
    }
    expect(boardFiles()).toHaveLength(2);
    expect(await t.dataSource.query('SELECT COUNT(*) AS n FROM post')).toEqual(postsBefore);

    // Edit: one more file, then remove the first; deleting the post removes the rest.
    const edit = await t.http
      .patch(`${BASE}/gallery/${postId}`)
      .set(auth(manager))
      .field('title', '사진 (수정)')
      .field('content', '<p>두 장</p>')
      .attach('files', png, '둘째.png');
    expect(edit.status).toBe(200);
    expect(boardFiles()).toHaveLength(4);
    const removed = await t.http
      .patch(`${BASE}/gallery/${postId}`)
      .set(auth(manager))
      .field('title', '사진 (한 장)')
      .field('content', '<p>한 장</p>')
      .field('removeAttachments', String(attachmentId));
    expect(removed.status).toBe(200);
    expect(boardFiles()).toHaveLength(2);
    expect((await t.http.delete(`${BASE}/gallery/${postId}`).set(auth(manager))).status).toBe(204);
    expect(boardFiles()).toEqual([]);
  });

  it('takes files only on boards that league managers alone write on, whatever the settings say (spec section 5)', async () => {
    const [gallery] = await t.dataSource.query('SELECT role_write, use_file_upload FROM board WHERE board_id = ?', [galleryId]);
    expect([Number(gallery.role_write), Number(gallery.use_file_upload)]).toEqual([9, 1]);
    // A members' board whose settings still say uploads (as the demo free board did).
    await setBoard(noticeId, { roleWrite: 4, useFileUpload: true, maxFileCount: 2 });
    const postsBefore = await t.dataSource.query('SELECT COUNT(*) AS n FROM post');
    const filesBefore = boardFiles();
    const message = '파일 첨부는 리그 관리자만 글을 쓰는 게시판에서만 할 수 있습니다.';
    for (const who of [writer, manager]) {
      const refused = await createPost('notice', who, { title: '파일 글', content: '내용' }, [{ data: png, name: 'a.png' }]);
      expect([refused.status, refused.body.error]).toEqual([403, message]);
    }
    const postId = (await createPost('notice', writer, { title: '파일 없는 글', content: '내용' })).body.data.postId as number;
    const edit = await t.http.patch(`${BASE}/notice/${postId}`).set(auth(writer)).field('title', '수정').field('content', '내용').attach('files', png, 'b.png');
    expect([edit.status, edit.body.error]).toEqual([403, message]);
    const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM post_attachment WHERE post_id = ?', [postId]);
    expect(Number(n)).toBe(0);
    expect(boardFiles()).toEqual(filesBefore);
    expect(Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM post'))[0].n)).toBe(Number(postsBefore[0].n) + 1);
    await setBoard(noticeId, { useFileUpload: false });
  });

  it('migrates old boards: members\' boards stop taking files, the gallery becomes the managers\'', async () => {
    const labels = ['notice', 'gallery'];
    await setBoard(noticeId, { roleWrite: 4, useFileUpload: true });
    await setBoard(galleryId, { roleWrite: 4, useFileUpload: true });
    const runner = t.dataSource.createQueryRunner();
    try {
      await new BoardUploadRights1767228750000().up(runner);
    } finally {
      await runner.release();
    }
    const rows: { board_label: string; role_write: number; use_file_upload: number }[] = await t.dataSource.query(
      'SELECT board_label, role_write, use_file_upload FROM board WHERE main_id = ? ORDER BY board_id',
      [mainId],
    );
    expect(rows.filter((row) => labels.includes(row.board_label)).map((row) => [row.board_label, Number(row.role_write), Number(row.use_file_upload)])).toEqual([
      ['notice', 4, 0],
      ['gallery', 9, 1],
    ]);
    expect(rows.filter((row) => Number(row.use_file_upload) === 1 && Number(row.role_write) !== 9)).toEqual([]);
  });

  it('saves none of the XSS corpus: neither the stored nor the answered HTML carries it', async () => {
    for (const payload of XSS_CORPUS) {
      const created = await createPost('notice', writer, { title: 'XSS', content: `<p>앞</p>${payload}<p>뒤</p>` });
      expect([payload, created.status]).toEqual([payload, 201]);
      const postId: number = created.body.data.postId;
      const [row] = await t.dataSource.query('SELECT content_html FROM post WHERE post_id = ?', [postId]);
      const answered: string = (await t.http.get(`${BASE}/notice/view/${postId}`)).body.data.contentHtml;
      for (const html of [row.content_html as string, answered]) {
        expect([payload, html, FORBIDDEN.filter((pattern) => pattern.test(html)).map(String)]).toEqual([payload, html, []]);
      }
    }
    // A row written before sanitizing (or by hand) is cleaned again when answered.
    const [raw] = await t.dataSource.query('SELECT MAX(post_id) AS id FROM post');
    await t.dataSource.query("UPDATE post SET content_html = '<p onclick=\"x\">옛 글</p><script>alert(1)</script>' WHERE post_id = ?", [raw.id]);
    expect((await t.http.get(`${BASE}/notice/view/${raw.id}`)).body.data.contentHtml).toBe('<p>옛 글</p>');
  });
});
