import { Injectable } from '@nestjs/common';
import type { AdminBoard, Board, DefaultContentKind } from '@dugout/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { rawNumber, rawSeoulDateTime, rawString, rawStringOrNull, type Row } from '../../common/sql/raw-values';
import { BOARD_COLUMNS, toBoard } from './boards.repository';


export interface StoredContents {
  contentsId: number;
  contentHtml: string;
  updatedAt: string;
}

/** The board admin's reads and the league home texts (default_contents, its one writer); BoardsRepository writes the boards. */
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
