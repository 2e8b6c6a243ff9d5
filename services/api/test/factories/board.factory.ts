import { BoardAdminRepository } from '../../src/repositories/boards/board-admin.repository';
import { BoardsRepository, toBoardRow, type BoardRow } from '../../src/repositories/boards/boards.repository';
import type { TestApp } from '../support/test-app';

export interface PostFields {
  userId: number;
  title: string;
  contentHtml: string;
  /** The list's text; the content without tags, cut at 40 characters, unless told. */
  previewText?: string;
  isNotice?: boolean;
}

export interface AttachmentFields {
  fileKey: string;
  originalName: string;
  size: number;
  mime: string;
  isImage: boolean;
  thumbnailKey: string | null;
}

const previewOf = (html: string) => html.replace(/<[^>]*>/g, '').slice(0, 40);
const ROWS_PER_INSERT = 1000;

/**
 * Boards' settings, and posts with their comments and attachments. Posts have no repository yet
 * (BoardWritesService writes them with its own SQL), so their rows are written here, in one place.
 */
export function boardFactory(t: TestApp) {
  const insertPosts = async (boardId: number, posts: readonly PostFields[]): Promise<number> => {
    const result = await t.dataSource.query(
      `INSERT INTO post (board_id, user_id, title, content_html, preview_text, is_notice) VALUES ${posts.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
      posts.flatMap((post) => [boardId, post.userId, post.title, post.contentHtml, post.previewText ?? previewOf(post.contentHtml), post.isNotice ? 1 : 0]),
    );
    return Number(result.insertId);
  };

  return {
    /** Changes some settings of a board (levels, comments, uploads ...), keeping the others. */
    async changeBoard(boardId: number, changes: Partial<BoardRow>): Promise<void> {
      const [owner] = await t.dataSource.query('SELECT main_id FROM board WHERE board_id = ?', [boardId]);
      const admin = t.app.get(BoardAdminRepository);
      const board = await admin.board(null, Number(owner?.main_id), boardId);
      if (!board) throw new Error(`게시판 ${boardId}이 없습니다.`);
      await t.dataSource.transaction((em) => t.app.get(BoardsRepository).updateBoard(em, boardId, { ...toBoardRow(board), ...changes }));
    },

    /** A post on the board; answers its id. */
    post(boardId: number, post: PostFields): Promise<number> {
      return insertPosts(boardId, [post]);
    },

    /** Many posts on the board, in order. */
    async posts(boardId: number, posts: readonly PostFields[]): Promise<void> {
      for (let start = 0; start < posts.length; start += ROWS_PER_INSERT) await insertPosts(boardId, posts.slice(start, start + ROWS_PER_INSERT));
    },

    /** Comments on a post, in order. */
    async comments(postId: number, comments: readonly { userId: number; content: string }[]): Promise<void> {
      await t.dataSource.query(
        `INSERT INTO post_comment (post_id, user_id, content) VALUES ${comments.map(() => '(?, ?, ?)').join(', ')}`,
        comments.flatMap((comment) => [postId, comment.userId, comment.content]),
      );
    },

    /** Removes every comment of a post. */
    async removeComments(postId: number): Promise<void> {
      await t.dataSource.query('DELETE FROM post_comment WHERE post_id = ?', [postId]);
    },

    /** A file attached to a post (the file itself is not stored). */
    async attachment(postId: number, file: AttachmentFields): Promise<void> {
      await t.dataSource.query(
        'INSERT INTO post_attachment (post_id, file_key, original_name, size, mime, is_image, thumbnail_key) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [postId, file.fileKey, file.originalName, file.size, file.mime, file.isImage ? 1 : 0, file.thumbnailKey],
      );
    },
  };
}
