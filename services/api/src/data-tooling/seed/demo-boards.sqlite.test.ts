import { BoardsRepository } from '../../repositories/boards/boards.repository';
import fs from 'node:fs';
import path from 'node:path';
import { boardTakesFiles, type Board } from '@dugout/contracts';
import sharp from 'sharp';
import { useEmbeddedApp } from '../../../test/support/embedded-app';
import { DEFAULT_LEAGUE_IMAGE, FilesService } from '../../services/files/files.service';
import { DEMO_FREE_BOARD, seedDemoBoards } from './demo-boards';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely in this test
type Json = { ok: boolean; data: any };

function countFiles(root: string): number {
  return fs.existsSync(root) ? fs.readdirSync(root).length : 0;
}

// `npm start` on a fresh machine: the embedded database gets the demo leagues, accounts and boards.
describe('the demo boards of a fresh embedded start', () => {
  const embedded = useEmbeddedApp('demo-boards');
  const get = async (url: string): Promise<Json> => (await embedded.app.inject({ method: 'GET', url })).json();
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        ['board', 'post', 'post_comment', 'post_attachment'].map(async (table) => [table, Number((await embedded.db.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n)]),
      ),
    );

  it.each(['gangdong', 'gangseo'])('gives %s Korean notices (some pinned), a gallery and a free board with comments', async (league) => {
    const boards = (await get(`/api/league/board/${league}`)).data as Board[];
    expect(boards.map((board) => board.boardLabel)).toEqual(['notice', 'gallery', DEMO_FREE_BOARD.label]);
    expect(boards[2].boardName).toBe('자유게시판');
    // Members write on the free board, so it takes no files; the gallery's photos come from league managers (spec section 5).
    expect(boards.map((board) => [board.boardLabel, board.roles.write, boardTakesFiles(board)])).toEqual([
      ['notice', 9, true],
      ['gallery', 9, true],
      [DEMO_FREE_BOARD.label, 4, false],
    ]);
    expect(boards[2].useFileUpload).toBe(false);

    const notices = (await get(`/api/league/board/${league}/notice/list`)).data;
    expect(notices.total).toBeGreaterThanOrEqual(4);
    expect(notices.total).toBeLessThanOrEqual(6);
    expect(notices.items.filter((post: { isNotice: boolean }) => post.isNotice).length).toBeGreaterThanOrEqual(1);
    expect(notices.items.map((post: { title: string }) => post.title)).toEqual(expect.arrayContaining(['2026 시즌 개막 안내', '우천 취소 및 순연 규정 안내']));

    const free = (await get(`/api/league/board/${league}/${DEMO_FREE_BOARD.label}/list`)).data;
    expect(free.total).toBeGreaterThanOrEqual(3);
    const commented = free.items.filter((post: { commentCount: number }) => post.commentCount > 0);
    expect(commented.length).toBeGreaterThanOrEqual(2);
    const view = (await get(`/api/league/board/${league}/${DEMO_FREE_BOARD.label}/view/${commented[0].postId}`)).data;
    expect(view.comments.length).toBe(commented[0].commentCount);
    expect(view.comments[0].userName).toMatch(/[가-힣]/);

    // Written over the season, in the past, the ids in the order of the dates.
    const posts: { post_id: number; created_at: string }[] = await embedded.db.query(
      'SELECT p.post_id, p.created_at FROM post p JOIN board b ON b.board_id = p.board_id JOIN league_main m ON m.main_id = b.main_id WHERE m.league_path = ? ORDER BY p.post_id',
      [league],
    );
    const times = posts.map((post) => Date.parse(`${post.created_at.replace(' ', 'T')}Z`));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThan(Date.now());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(60 * 24 * 60 * 60 * 1000);
  });

  it('stores the gallery photos like an upload: a display size and a thumbnail the thumbnail route serves', async () => {
    const gallery = (await get('/api/league/board/gangdong/gallery/list')).data;
    expect(gallery.total).toBeGreaterThanOrEqual(4);
    for (const post of gallery.items as { postId: number; attachmentCount: number; thumbnailId: number | null }[]) {
      expect(post.attachmentCount).toBeGreaterThanOrEqual(1);
      expect(post.attachmentCount).toBeLessThanOrEqual(2);
      expect(post.thumbnailId).not.toBeNull();
      const thumbnail = await embedded.app.inject({ method: 'GET', url: `/api/league/board/gangdong/${gallery.board.boardId}/thumbnail/${post.postId}` });
      expect(thumbnail.statusCode).toBe(200);
      expect(thumbnail.headers['content-type']).toMatch(/^image\/(jpeg|png|webp)$/);
      const size = await sharp(thumbnail.rawPayload).metadata();
      expect(Math.max(size.width ?? 0, size.height ?? 0)).toBeLessThanOrEqual(400);
    }
    const view = (await get(`/api/league/board/gangdong/gallery/view/${gallery.items[0].postId}`)).data;
    const [attachment] = view.attachments;
    expect(attachment).toMatchObject({ isImage: true, hasThumbnail: true });
    const photo = await embedded.app.inject({ method: 'GET', url: `/api/league/board/gangdong/gallery/file/${attachment.attachmentId}` });
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await sharp(photo.rawPayload).metadata()).width).toBe(1200);
  });

  it('fills the league home blocks', async () => {
    expect((await get('/api/league/board/gangdong/recent/notice')).data.length).toBeGreaterThan(0);
    expect((await get('/api/league/board/gangdong/recent/gallery')).data.length).toBeGreaterThan(0);
    expect((await get('/api/league/board/gangdong/recent/normal')).data.length).toBeGreaterThan(0);
  });

  it('adds nothing when seeded again', async () => {
    const before = await counts();
    const boardFiles = countFiles(path.join(embedded.dir, 'upload/board'));
    expect(boardFiles).toBeGreaterThan(0);
    await expect(seedDemoBoards(embedded.db, embedded.app.get(BoardsRepository), embedded.app.get(FilesService))).resolves.toEqual({ posts: 0, comments: 0, files: 0 });
    expect(await counts()).toEqual(before);
    expect(countFiles(path.join(embedded.dir, 'upload/board'))).toBe(boardFiles);
  });

  it('serves the league images from the file storage, and the default image for a missing one', async () => {
    const logo = await embedded.app.inject({ method: 'GET', url: '/upload/league/gangdong_logo.png' });
    expect([logo.statusCode, logo.headers['content-type'], logo.headers['x-content-type-options']]).toEqual([200, 'image/png', 'nosniff']);
    expect(fs.existsSync(path.join(embedded.dir, 'upload/league/gangdong_logo.png'))).toBe(true);
    const missing = await embedded.app.inject({ method: 'GET', url: '/upload/league/nobody_logo.png' });
    expect([missing.statusCode, missing.headers['content-type']]).toEqual([200, 'image/png']);
    expect(missing.rawPayload.equals(fs.readFileSync(DEFAULT_LEAGUE_IMAGE))).toBe(true);
    expect(missing.headers['content-security-policy']).toContain('sandbox');
  });
});
