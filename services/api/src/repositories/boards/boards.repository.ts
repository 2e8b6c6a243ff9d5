import { Injectable } from '@nestjs/common';
import type { Board, BoardPermission, BoardType, PostAttachment, PostComment, PostListItem, PostSearchType, PostView, RecentPost } from '@dugout/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { FIXED_BOARDS } from '../../database/migrations/1767226700000-boards';
import { writeKeepingCachedReads } from '../../common/read-cache/read-scope';
import { rawBool, rawNumber, rawNumberOrNull, rawSeoulDateTime, rawString, rawStringOrNull, type Row } from '../../common/sql/raw-values';


export const BOARD_COLUMNS =
  'board_id, main_id, board_label, board_name, board_type, board_memo, role_list, role_view, role_write, role_comment, ' +
  'use_comment, use_file_upload, use_file_download, max_file_count, fixed, register_id';

export const toBoard = (row: Row): Board => ({
  boardId: rawNumber(row['board_id']),
  mainId: rawNumber(row['main_id']),
  boardLabel: rawString(row['board_label']),
  boardName: rawString(row['board_name']),
  boardType: rawNumber(row['board_type']) as BoardType,
  boardMemo: rawStringOrNull(row['board_memo']),
  roles: {
    list: rawNumber(row['role_list']) as BoardPermission,
    view: rawNumber(row['role_view']) as BoardPermission,
    write: rawNumber(row['role_write']) as BoardPermission,
    comment: rawNumber(row['role_comment']) as BoardPermission,
  },
  useComment: rawBool(row['use_comment']),
  useFileUpload: rawBool(row['use_file_upload']),
  useFileDownload: rawBool(row['use_file_download']),
  maxFileCount: rawNumber(row['max_file_count']),
  fixed: rawBool(row['fixed']),
  registerId: rawNumberOrNull(row['register_id']),
});

/** A withdrawn or deleted author still shows as someone. */
const AUTHOR = "COALESCE(u.username, '(알 수 없음)')";

/** LIKE with '!' as the escape character (the same on MySQL and SQLite). */
const likePattern = (text: string) => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

const SEARCH_CONDITIONS: Record<PostSearchType, string> = {
  title: "p.title LIKE ? ESCAPE '!'",
  content: "p.content_html LIKE ? ESCAPE '!'",
  author: "u.username LIKE ? ESCAPE '!'",
  all: "(p.title LIKE ? ESCAPE '!' OR p.content_html LIKE ? ESCAPE '!' OR u.username LIKE ? ESCAPE '!')",
};

const USER_JOIN = 'LEFT JOIN user u ON u.user_id = p.user_id';
const needsAuthor = (search: { type: PostSearchType } | null) => search !== null && (search.type === 'author' || search.type === 'all');

/** A post's own row: the answer of the post view without its attachments and comments. */
export type PostRow = Omit<PostView, 'attachments' | 'comments' | 'commentCount'>;

/** The board columns an admin write sets (board_label and board_type stay as they are on the fixed boards). */
export interface BoardRow {
  boardLabel: string;
  boardName: string;
  boardType: number;
  boardMemo: string | null;
  roleList: number;
  roleView: number;
  roleWrite: number;
  roleComment: number;
  useComment: boolean;
  useFileUpload: boolean;
  useFileDownload: boolean;
  maxFileCount: number;
}

const SETTINGS = (row: BoardRow) => [
  row.boardName,
  row.boardType,
  row.boardMemo,
  row.roleList,
  row.roleView,
  row.roleWrite,
  row.roleComment,
  row.useComment ? 1 : 0,
  row.useFileUpload ? 1 : 0,
  row.useFileDownload ? 1 : 0,
  row.maxFileCount,
];

/** A board as its row's columns (the audit entry's before and after, an update's base). */
export function toBoardRow(board: Board): BoardRow {
  return {
    boardLabel: board.boardLabel,
    boardName: board.boardName,
    boardType: board.boardType,
    boardMemo: board.boardMemo,
    roleList: board.roles.list,
    roleView: board.roles.view,
    roleWrite: board.roles.write,
    roleComment: board.roles.comment,
    useComment: board.useComment,
    useFileUpload: board.useFileUpload,
    useFileDownload: board.useFileDownload,
    maxFileCount: board.maxFileCount,
  };
}

/** A post's fields as they are stored (the HTML already sanitized). */
export interface NewPost {
  title: string;
  contentHtml: string;
  previewText: string;
  isNotice: boolean;
}

/** A stored file to attach to a post. */
export interface NewAttachment {
  key: string;
  originalName: string;
  size: number;
  contentType: string;
  thumbnailKey: string | null;
}

/** An attachment's files in storage. */
export interface StoredAttachment {
  attachmentId: number;
  fileKey: string;
  thumbnailKey: string | null;
}

/** The new row's id: MySQL answers { insertId }, better-sqlite3 through TypeORM the lastInsertRowid itself. */
function insertedId(result: unknown): number {
  const id = typeof result === 'number' || typeof result === 'bigint' ? Number(result) : (result as { insertId?: unknown } | null)?.insertId;
  return typeof id === 'number' && id > 0 ? id : 0;
}

export type RecentKind = 'gallery' | 'notice' | 'normal';

/** Which boards each recent block reads; only boards anyone may list and view. */
const RECENT_BOARDS: Record<RecentKind, string> = {
  gallery: 'b.board_type = 2',
  notice: "b.board_label = 'notice'",
  normal: "b.board_type <> 2 AND b.board_label <> 'notice'",
};

@Injectable()
export class BoardsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async mainIdByPath(leaguePath: string): Promise<number | null> {
    const [row]: Row[] = await this.dataSource.query('SELECT main_id FROM league_main WHERE league_path = ?', [leaguePath]);
    return row ? rawNumber(row['main_id']) : null;
  }

  async mainExists(mainId: number): Promise<boolean> {
    const rows: Row[] = await this.dataSource.query('SELECT 1 AS found FROM league_main WHERE main_id = ?', [mainId]);
    return rows.length > 0;
  }

  async boardsOf(mainId: number): Promise<Board[]> {
    const rows: Row[] = await this.dataSource.query(`SELECT ${BOARD_COLUMNS} FROM board WHERE main_id = ? ORDER BY board_id`, [mainId]);
    return rows.map(toBoard);
  }

  async boardByLabel(mainId: number, label: string): Promise<Board | null> {
    const [row]: Row[] = await this.dataSource.query(`SELECT ${BOARD_COLUMNS} FROM board WHERE main_id = ? AND board_label = ?`, [mainId, label]);
    return row ? toBoard(row) : null;
  }

  /** The notice and gallery boards of a new league main, in the caller's transaction; existing ones are kept. */
  async insertFixedBoards(manager: EntityManager, mainId: number): Promise<void> {
    for (const board of FIXED_BOARDS) {
      const existing: Row[] = await manager.query('SELECT 1 AS found FROM board WHERE main_id = ? AND board_label = ?', [mainId, board.label]);
      if (existing.length > 0) continue;
      await manager.query('INSERT INTO board (main_id, board_label, board_name, board_type, role_write, fixed) VALUES (?, ?, ?, ?, ?, 1)', [
        mainId,
        board.label,
        board.name,
        board.type,
        board.writeLevel,
      ]);
    }
  }

  /**
   * One page of a board: notices first, then newest. The order follows the index
   * (board_id, is_notice, post_id), so the page is read from the index without sorting.
   */
  async postPage(boardId: number, offset: number, limit: number, search: { type: PostSearchType; text: string } | null): Promise<PostListItem[]> {
    const { where, params } = this.listFilter(boardId, search);
    // The page's ids first, from the list index alone, so a deep page skips index entries rather than
    // rows; then only those rows are read (a "deferred join").
    const rows: Row[] = await this.dataSource.query(
      `SELECT p.post_id, p.board_id, p.title, p.user_id, ${AUTHOR} AS user_name, p.is_notice, p.view_count, p.created_at,
              (SELECT COUNT(*) FROM post_comment c WHERE c.post_id = p.post_id) AS comment_count,
              (SELECT COUNT(*) FROM post_attachment a WHERE a.post_id = p.post_id) AS attachment_count,
              (SELECT MIN(a.attachment_id) FROM post_attachment a WHERE a.post_id = p.post_id AND a.is_image = 1) AS thumbnail_id
         FROM (SELECT p.post_id FROM post p ${needsAuthor(search) ? USER_JOIN : ''}
                WHERE ${where}
                ORDER BY p.is_notice DESC, p.post_id DESC
                LIMIT ? OFFSET ?) page
         JOIN post p ON p.post_id = page.post_id
         ${USER_JOIN}
        ORDER BY p.is_notice DESC, p.post_id DESC`,
      [...params, limit, offset],
    );
    return rows.map((row) => ({
      postId: rawNumber(row['post_id']),
      boardId: rawNumber(row['board_id']),
      title: rawString(row['title']),
      userId: rawNumber(row['user_id']),
      userName: rawString(row['user_name']),
      isNotice: rawBool(row['is_notice']),
      viewCount: rawNumber(row['view_count']),
      commentCount: rawNumber(row['comment_count']),
      attachmentCount: rawNumber(row['attachment_count']),
      thumbnailId: rawNumberOrNull(row['thumbnail_id']),
      createdAt: rawSeoulDateTime(row['created_at']),
    }));
  }

  async postCount(boardId: number, search: { type: PostSearchType; text: string } | null): Promise<number> {
    const { where, params } = this.listFilter(boardId, search);
    const join = needsAuthor(search) ? USER_JOIN : '';
    const [row]: Row[] = await this.dataSource.query(`SELECT COUNT(*) AS total FROM post p ${join} WHERE ${where}`, params);
    return rawNumber(row?.['total'] ?? 0);
  }

  async post(boardId: number, postId: number): Promise<PostRow | null> {
    const [row]: Row[] = await this.dataSource.query(
      `SELECT p.post_id, p.board_id, p.title, p.content_html, p.user_id, ${AUTHOR} AS user_name, p.is_notice, p.view_count, p.created_at, p.updated_at
         FROM post p LEFT JOIN user u ON u.user_id = p.user_id
        WHERE p.board_id = ? AND p.post_id = ?`,
      [boardId, postId],
    );
    if (!row) return null;
    return {
      postId: rawNumber(row['post_id']),
      boardId: rawNumber(row['board_id']),
      title: rawString(row['title']),
      contentHtml: rawString(row['content_html']),
      userId: rawNumber(row['user_id']),
      userName: rawString(row['user_name']),
      isNotice: rawBool(row['is_notice']),
      viewCount: rawNumber(row['view_count']),
      createdAt: rawSeoulDateTime(row['created_at']),
      updatedAt: row['updated_at'] === null || row['updated_at'] === undefined ? null : rawSeoulDateTime(row['updated_at']),
    };
  }

  /** Adds counted views (post id to views), in post order; the writes keep the read cache. */
  async addViews(counts: ReadonlyMap<number, number>): Promise<void> {
    await writeKeepingCachedReads(async () => {
      for (const [postId, views] of [...counts].sort(([a], [b]) => a - b)) {
        await this.dataSource.query('UPDATE post SET view_count = view_count + ? WHERE post_id = ?', [views, postId]);
      }
    });
  }

  async attachments(postId: number): Promise<PostAttachment[]> {
    const rows: Row[] = await this.dataSource.query(
      'SELECT attachment_id, original_name, size, mime, is_image, thumbnail_key FROM post_attachment WHERE post_id = ? ORDER BY attachment_id',
      [postId],
    );
    return rows.map((row) => ({
      attachmentId: rawNumber(row['attachment_id']),
      originalName: rawString(row['original_name']),
      size: rawNumber(row['size']),
      mime: rawString(row['mime']),
      isImage: rawBool(row['is_image']),
      hasThumbnail: rawStringOrNull(row['thumbnail_key']) !== null,
    }));
  }

  /** One page of a post's comments, oldest first. */
  async comments(postId: number, offset: number, limit: number): Promise<PostComment[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT c.comment_id, c.post_id, c.user_id, ${AUTHOR} AS user_name, c.content, c.created_at
         FROM post_comment c LEFT JOIN user u ON u.user_id = c.user_id
        WHERE c.post_id = ? ORDER BY c.comment_id
        LIMIT ? OFFSET ?`,
      [postId, limit, offset],
    );
    return rows.map((row) => ({
      commentId: rawNumber(row['comment_id']),
      postId: rawNumber(row['post_id']),
      userId: rawNumber(row['user_id']),
      userName: rawString(row['user_name']),
      content: rawString(row['content']),
      createdAt: rawSeoulDateTime(row['created_at']),
    }));
  }

  async commentCount(postId: number): Promise<number> {
    const [row]: Row[] = await this.dataSource.query('SELECT COUNT(*) AS total FROM post_comment WHERE post_id = ?', [postId]);
    return rawNumber(row?.['total'] ?? 0);
  }

  /** The newest posts of the main's boards that anyone may list and view. */
  async recent(mainId: number, kind: RecentKind, limit: number): Promise<RecentPost[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT p.post_id, p.board_id, b.board_label, p.title, p.content_html, ${AUTHOR} AS user_name, p.created_at
         FROM post p JOIN board b ON b.board_id = p.board_id LEFT JOIN user u ON u.user_id = p.user_id
        WHERE b.main_id = ? AND b.role_list = 1 AND b.role_view = 1 AND ${RECENT_BOARDS[kind]}
        ORDER BY p.post_id DESC
        LIMIT ?`,
      [mainId, limit],
    );
    return rows.map((row) => ({
      wr_id: rawNumber(row['post_id']),
      board_id: rawNumber(row['board_id']),
      board_label: rawString(row['board_label']),
      title: rawString(row['title']),
      content: rawString(row['content_html']),
      user_name: rawString(row['user_name']),
      created_at: rawSeoulDateTime(row['created_at']),
    }));
  }

  /**
   * A league participant of the main this season: a member whose player is registered in a
   * league of the main's active season, or a manager of a team taking part in one of them.
   */
  async isParticipant(seasonId: number, userId: number): Promise<boolean> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT 1 AS found FROM league l
         JOIN league_player lp ON lp.league_id = l.league_id
         JOIN player pl ON pl.player_id = lp.player_id
        WHERE l.season_id = ? AND pl.user_id = ?
       UNION ALL
       SELECT 1 AS found FROM league l
         JOIN league_team lt ON lt.league_id = l.league_id
         JOIN team_manager tm ON tm.team_id = lt.team_id
        WHERE l.season_id = ? AND tm.user_id = ?
       LIMIT 1`,
      [seasonId, userId, seasonId, userId],
    );
    return rows.length > 0;
  }

  private listFilter(boardId: number, search: { type: PostSearchType; text: string } | null): { where: string; params: unknown[] } {
    if (!search) return { where: 'p.board_id = ?', params: [boardId] };
    const pattern = likePattern(search.text);
    const count = search.type === 'all' ? 3 : 1;
    return { where: `p.board_id = ? AND ${SEARCH_CONDITIONS[search.type]}`, params: [boardId, ...Array<string>(count).fill(pattern)] };
  }

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async insertBoard(manager: EntityManager, mainId: number, row: BoardRow, registerId: number): Promise<number> {
    await manager.query(
      `INSERT INTO board (main_id, board_label, board_name, board_type, board_memo, role_list, role_view, role_write, role_comment,
                          use_comment, use_file_upload, use_file_download, max_file_count, fixed, register_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
      [mainId, row.boardLabel, ...SETTINGS(row), registerId],
    );
    // The label is unique per main: the new row's id without relying on the driver's insert result.
    const [created]: Row[] = await manager.query('SELECT board_id FROM board WHERE main_id = ? AND board_label = ?', [mainId, row.boardLabel]);
    return rawNumber(created?.['board_id'] ?? 0);
  }

  async updateBoard(manager: EntityManager, boardId: number, row: BoardRow): Promise<void> {
    await manager.query(
      `UPDATE board SET board_label = ?, board_name = ?, board_type = ?, board_memo = ?, role_list = ?, role_view = ?, role_write = ?,
                        role_comment = ?, use_comment = ?, use_file_upload = ?, use_file_download = ?, max_file_count = ?
        WHERE board_id = ?`,
      [row.boardLabel, ...SETTINGS(row), boardId],
    );
  }

  /** The board with its posts, comments and attachment rows (explicitly: SQLite may run without foreign keys). */
  async deleteBoard(manager: EntityManager, boardId: number): Promise<void> {
    const posts = 'SELECT post_id FROM post WHERE board_id = ?';
    await manager.query(`DELETE FROM post_attachment WHERE post_id IN (${posts})`, [boardId]);
    await manager.query(`DELETE FROM post_comment WHERE post_id IN (${posts})`, [boardId]);
    await manager.query('DELETE FROM post WHERE board_id = ?', [boardId]);
    await manager.query('DELETE FROM board WHERE board_id = ?', [boardId]);
  }

  /** A board with the table's default settings and no uploads (the demo's free board). */
  async insertPlainBoard(mainId: number, board: { label: string; name: string; type: number }, registerId: number): Promise<void> {
    await this.dataSource.query('INSERT INTO board (main_id, board_label, board_name, board_type, use_file_upload, fixed, register_id) VALUES (?, ?, ?, ?, 0, 0, ?)', [
      mainId,
      board.label,
      board.name,
      board.type,
      registerId,
    ]);
  }

  /** Stores a post in the caller's transaction; answers its id. The demo's posts come with their day and views. */
  async insertPost(em: EntityManager, boardId: number, userId: number | null, post: NewPost, backdated?: { createdAt: string; viewCount: number }): Promise<number> {
    const result: unknown = backdated
      ? await em.query(
          'INSERT INTO post (board_id, user_id, title, content_html, preview_text, is_notice, view_count, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          [boardId, userId, post.title, post.contentHtml, post.previewText, post.isNotice ? 1 : 0, backdated.viewCount, backdated.createdAt],
        )
      : await em.query('INSERT INTO post (board_id, user_id, title, content_html, preview_text, is_notice) VALUES (?, ?, ?, ?, ?, ?)', [
          boardId,
          userId,
          post.title,
          post.contentHtml,
          post.previewText,
          post.isNotice ? 1 : 0,
        ]);
    const postId = insertedId(result);
    if (postId) return postId;
    const [row]: Row[] = await em.query('SELECT MAX(post_id) AS post_id FROM post WHERE board_id = ? AND user_id = ?', [boardId, userId]);
    return rawNumber(row?.['post_id'] ?? 0);
  }

  async updatePost(em: EntityManager, postId: number, post: NewPost): Promise<void> {
    await em.query(
      'UPDATE post SET title = ?, content_html = ?, preview_text = ?, is_notice = ?, updated_at = CURRENT_TIMESTAMP WHERE post_id = ?',
      [post.title, post.contentHtml, post.previewText, post.isNotice ? 1 : 0, postId],
    );
  }

  /** Deletes the post with its comments and attachment rows, in the caller's transaction. */
  async deletePost(em: EntityManager, postId: number): Promise<void> {
    await em.query('DELETE FROM post_attachment WHERE post_id = ?', [postId]);
    await em.query('DELETE FROM post_comment WHERE post_id = ?', [postId]);
    await em.query('DELETE FROM post WHERE post_id = ?', [postId]);
  }

  /** The post's author and pin, when the post is on the board. */
  async postAuthor(boardId: number, postId: number): Promise<{ userId: number; isNotice: boolean } | null> {
    const [row]: Row[] = await this.dataSource.query('SELECT user_id, is_notice FROM post WHERE post_id = ? AND board_id = ?', [postId, boardId]);
    return row ? { userId: rawNumber(row['user_id']), isNotice: rawBool(row['is_notice']) } : null;
  }

  /** The stored files of the post's attachments. */
  async attachmentFiles(postId: number): Promise<StoredAttachment[]> {
    const rows: Row[] = await this.dataSource.query('SELECT attachment_id, file_key, thumbnail_key FROM post_attachment WHERE post_id = ?', [postId]);
    return rows.map((row) => ({ attachmentId: rawNumber(row['attachment_id']), fileKey: rawString(row['file_key']), thumbnailKey: rawStringOrNull(row['thumbnail_key']) }));
  }

  /** Attaches the stored files to the post (dated createdAt when given, as the demo's posts are). */
  async insertAttachments(em: EntityManager, postId: number, files: readonly NewAttachment[], createdAt?: string): Promise<void> {
    for (const file of files) {
      const values = [postId, file.key, file.originalName, file.size, file.contentType, file.thumbnailKey ? 1 : 0, file.thumbnailKey];
      if (createdAt === undefined) {
        await em.query('INSERT INTO post_attachment (post_id, file_key, original_name, size, mime, is_image, thumbnail_key) VALUES (?, ?, ?, ?, ?, ?, ?)', values);
      } else {
        await em.query(
          'INSERT INTO post_attachment (post_id, file_key, original_name, size, mime, is_image, thumbnail_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          [...values, createdAt],
        );
      }
    }
  }

  async deleteAttachment(em: EntityManager, attachmentId: number): Promise<void> {
    await em.query('DELETE FROM post_attachment WHERE attachment_id = ?', [attachmentId]);
  }

  /** An attachment of a post on the board: its file and name. */
  async attachmentOnBoard(boardId: number, attachmentId: number): Promise<{ fileKey: string; originalName: string } | null> {
    const [row]: Row[] = await this.dataSource.query(
      'SELECT a.file_key, a.original_name FROM post_attachment a JOIN post p ON p.post_id = a.post_id WHERE a.attachment_id = ? AND p.board_id = ?',
      [attachmentId, boardId],
    );
    return row ? { fileKey: rawString(row['file_key']), originalName: rawString(row['original_name']) } : null;
  }

  /** The thumbnail of the post's first image, when the post is on the board. */
  async firstThumbnail(boardId: number, postId: number): Promise<{ thumbnailKey: string; originalName: string } | null> {
    const [row]: Row[] = await this.dataSource.query(
      `SELECT a.thumbnail_key, a.original_name FROM post_attachment a JOIN post p ON p.post_id = a.post_id
        WHERE p.post_id = ? AND p.board_id = ? AND a.is_image = 1 AND a.thumbnail_key IS NOT NULL
        ORDER BY a.attachment_id LIMIT 1`,
      [postId, boardId],
    );
    const key = row ? rawStringOrNull(row['thumbnail_key']) : null;
    return row && key ? { thumbnailKey: key, originalName: rawString(row['original_name']) } : null;
  }

  /** The board's label, when the board is the main's. */
  async boardLabel(mainId: number, boardId: number): Promise<string | null> {
    const [row]: Row[] = await this.dataSource.query('SELECT board_label FROM board WHERE board_id = ? AND main_id = ?', [boardId, mainId]);
    return row ? rawString(row['board_label']) : null;
  }

  /** Stores a comment in the caller's transaction (dated createdAt when given); answers its id. */
  async insertComment(em: EntityManager, postId: number, userId: number | null, content: string, createdAt?: string): Promise<number> {
    const result: unknown =
      createdAt === undefined
        ? await em.query('INSERT INTO post_comment (post_id, user_id, content) VALUES (?, ?, ?)', [postId, userId, content])
        : await em.query('INSERT INTO post_comment (post_id, user_id, content, created_at) VALUES (?, ?, ?, ?)', [postId, userId, content, createdAt]);
    const commentId = insertedId(result);
    if (commentId) return commentId;
    const [row]: Row[] = await em.query('SELECT MAX(comment_id) AS comment_id FROM post_comment WHERE post_id = ?', [postId]);
    return rawNumber(row?.['comment_id'] ?? 0);
  }

  /** The author of a comment on a post of the board. */
  async commentAuthor(boardId: number, commentId: number): Promise<number | null> {
    const [row]: Row[] = await this.dataSource.query(
      'SELECT c.user_id FROM post_comment c JOIN post p ON p.post_id = c.post_id WHERE c.comment_id = ? AND p.board_id = ?',
      [commentId, boardId],
    );
    return row ? rawNumber(row['user_id']) : null;
  }

  async deleteComment(commentId: number): Promise<void> {
    await this.dataSource.query('DELETE FROM post_comment WHERE comment_id = ?', [commentId]);
  }
}
