import { Injectable } from '@nestjs/common';
import type { Board, BoardPermission, BoardType, PostAttachment, PostComment, PostListItem, PostSearchType, RecentPost } from '@dugout/contracts';
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

export interface PostRow {
  postId: number;
  boardId: number;
  title: string;
  contentHtml: string;
  userId: number;
  userName: string;
  isNotice: boolean;
  viewCount: number;
  createdAt: string;
  updatedAt: string | null;
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
}
