import { BoardAdminService } from './board-admin.service';
import { DefaultContentsService } from './default-contents.service';
import { useEmbeddedApp } from '../../../test/support/embedded-app';

// The board admin's SQL and the home texts' table on the embedded database (better-sqlite3), as `npm start` runs them.
describe('board admin and league home texts on the embedded database', () => {
  const embedded = useEmbeddedApp('board-admin');
  let mainId: number;
  const userId = 1;

  beforeAll(async () => {
    const [main] = await embedded.db.query('SELECT main_id FROM league_main ORDER BY main_id LIMIT 1');
    mainId = Number(main.main_id);
  });

  it('creates, edits and deletes a board with its posts and comments', async () => {
    const admin = embedded.app.get(BoardAdminService);
    const body = {
      boardName: '임베디드',
      boardLabel: 'embedded',
      boardType: 1 as const,
      boardMemo: '',
      roles: '{"list":1,"view":1,"write":4,"comment":4}',
      mainId,
      useComment: true,
      useFileUpload: false,
      useFileDownload: true,
      maxFileCount: 2,
    };
    const { boardId } = await admin.create(mainId, userId, body);
    expect(boardId).toBeGreaterThan(0);
    await expect(admin.create(mainId, userId, { ...body, boardLabel: 'EMBEDDED' })).rejects.toMatchObject({ status: 400 });
    await admin.update(mainId, userId, boardId, { ...body, boardName: '임베디드2' });
    expect((await admin.list(mainId)).find((board) => board.boardId === boardId)).toMatchObject({ boardName: '임베디드2', postCount: 0 });

    await embedded.db.query("INSERT INTO post (board_id, user_id, title, content_html) VALUES (?, ?, '글', '<p>글</p>')", [boardId, userId]);
    const [post] = await embedded.db.query('SELECT post_id FROM post WHERE board_id = ?', [boardId]);
    await embedded.db.query("INSERT INTO post_comment (post_id, user_id, content) VALUES (?, ?, '댓글')", [post.post_id, userId]);
    await embedded.db.query("INSERT INTO post_attachment (post_id, file_key, original_name, size, mime) VALUES (?, 'board/x.txt', 'x.txt', 1, 'text/plain')", [post.post_id]);
    await admin.remove(mainId, userId, boardId);
    for (const table of ['post', 'post_comment', 'post_attachment']) {
      expect([table, await embedded.db.query(`SELECT 1 FROM ${table} WHERE ${table === 'post' ? 'board_id' : 'post_id'} = ?`, [table === 'post' ? boardId : post.post_id])]).toEqual([table, []]);
    }
    const kinds = await embedded.db.query("SELECT kind FROM audit_entry WHERE object_type = 'board' AND object_id = ? ORDER BY audit_id", [boardId]);
    expect(kinds.map((row: { kind: string }) => row.kind)).toEqual(['board.create', 'board.update', 'board.delete']);
  });

  it('stores the league home texts', async () => {
    const texts = embedded.app.get(DefaultContentsService);
    expect(await texts.contents(String(mainId), 'home', 'regulation')).toEqual({ kind: 'home', label: 'regulation', contentHtml: '', updatedAt: null });
    const saved = await texts.save(mainId, userId, 'home', 'regulation', { content: '<p>규정</p><script>alert(1)</script>' });
    expect(saved.contentHtml).toBe('<p>규정</p>');
    expect(saved.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+09:00$/);
    const again = await texts.save(mainId, userId, 'home', 'regulation', { content: '<p>바뀐 규정</p>' });
    expect(again.contentHtml).toBe('<p>바뀐 규정</p>');
    expect(await embedded.db.query("SELECT COUNT(*) AS n FROM default_contents WHERE main_id = ? AND label = 'regulation'", [mainId])).toEqual([{ n: 1 }]);
  });
});
