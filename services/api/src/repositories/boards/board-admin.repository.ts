import { Injectable } from '@nestjs/common';
import type { AdminBoard, Board, DefaultContentKind } from '@dugout/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { rawNumber, rawSeoulDateTime, rawString, rawStringOrNull, type Row } from '../../common/sql/raw-values';
import { BOARD_COLUMNS, toBoard } from './boards.repository';


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

export interface StoredContents {
  contentsId: number;
  contentHtml: string;
  updatedAt: string;
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

/** SQL of the board admin calls and the league home texts; the same statements run on MySQL and SQLite. */
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

@Injectable()
export class BoardAdminRepository {
  constructor(private readonly dataSource: DataSource) {}

  async boardsWithPostCount(mainId: number): Promise<AdminBoard[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${BOARD_COLUMNS}, (SELECT COUNT(*) FROM post p WHERE p.board_id = b.board_id) AS post_count
         FROM board b WHERE b.main_id = ? ORDER BY b.board_id`,
      [mainId],
    );
    return rows.map((row) => ({ ...toBoard(row), postCount: rawNumber(row['post_count']) }));
  }

  async board(manager: EntityManager | null, mainId: number, boardId: number): Promise<Board | null> {
    const [row]: Row[] = await (manager ?? this.dataSource).query(`SELECT ${BOARD_COLUMNS} FROM board WHERE main_id = ? AND board_id = ?`, [
      mainId,
      boardId,
    ]);
    return row ? toBoard(row) : null;
  }

  /** Whether another board of the main has the label; case is ignored (MySQL's collation would count them as one anyway). */
  async labelTaken(manager: EntityManager, mainId: number, label: string, exceptBoardId: number): Promise<boolean> {
    const rows: Row[] = await manager.query('SELECT board_id FROM board WHERE main_id = ? AND LOWER(board_label) = LOWER(?) AND board_id <> ?', [
      mainId,
      label,
      exceptBoardId,
    ]);
    return rows.length > 0;
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

  async postCount(manager: EntityManager, boardId: number): Promise<number> {
    const [row]: Row[] = await manager.query('SELECT COUNT(*) AS total FROM post WHERE board_id = ?', [boardId]);
    return rawNumber(row?.['total'] ?? 0);
  }

  /** The storage keys of every attachment (and thumbnail) of the board's posts. */
  async attachmentKeys(manager: EntityManager, boardId: number): Promise<string[]> {
    const rows: Row[] = await manager.query(
      'SELECT a.file_key, a.thumbnail_key FROM post_attachment a JOIN post p ON p.post_id = a.post_id WHERE p.board_id = ?',
      [boardId],
    );
    return rows.flatMap((row) => [rawString(row['file_key']), rawStringOrNull(row['thumbnail_key'])]).filter((key): key is string => key !== null);
  }

  /** The board with its posts, comments and attachment rows (explicitly: SQLite may run without foreign keys). */
  async deleteBoard(manager: EntityManager, boardId: number): Promise<void> {
    const posts = 'SELECT post_id FROM post WHERE board_id = ?';
    await manager.query(`DELETE FROM post_attachment WHERE post_id IN (${posts})`, [boardId]);
    await manager.query(`DELETE FROM post_comment WHERE post_id IN (${posts})`, [boardId]);
    await manager.query('DELETE FROM post WHERE board_id = ?', [boardId]);
    await manager.query('DELETE FROM board WHERE board_id = ?', [boardId]);
  }

  async contents(manager: EntityManager | null, mainId: number, kind: DefaultContentKind, label: string): Promise<StoredContents | null> {
    const [row]: Row[] = await (manager ?? this.dataSource).query(
      'SELECT contents_id, content_html, updated_at FROM default_contents WHERE main_id = ? AND kind = ? AND label = ?',
      [mainId, kind, label],
    );
    if (!row) return null;
    return { contentsId: rawNumber(row['contents_id']), contentHtml: rawString(row['content_html']), updatedAt: rawSeoulDateTime(row['updated_at']) };
  }

  async insertContents(manager: EntityManager, mainId: number, kind: DefaultContentKind, label: string, html: string, userId: number): Promise<void> {
    await manager.query('INSERT INTO default_contents (main_id, kind, label, content_html, updated_by) VALUES (?, ?, ?, ?, ?)', [
      mainId,
      kind,
      label,
      html,
      userId,
    ]);
  }

  async updateContents(manager: EntityManager, contentsId: number, html: string, userId: number): Promise<void> {
    await manager.query('UPDATE default_contents SET content_html = ?, updated_by = ?, updated_at = CURRENT_TIMESTAMP WHERE contents_id = ?', [
      html,
      userId,
      contentsId,
    ]);
  }
}
