import { BadRequestException, ForbiddenException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { BoardPermission, boardCommentSchema, boardPostSchema, boardRights, boardTakesFiles, type Board, type BoardActionRights } from '@dugout/contracts';
import { DataSource } from 'typeorm';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { writeForLeagueMain } from '../../common/read-cache/read-scope';
import { rawBool, rawNumber, rawString, rawStringOrNull, type Row } from '../../common/sql/raw-values';
import { FilesService, type FileDownload, type IncomingFile, type StoredFile } from '../files/files.service';
import { BOARD_MESSAGES, BoardsService } from './boards.service';
import { previewTextOf, sanitizePostHtml } from './post-html';


export const BOARD_WRITE_MESSAGES = {
  writeLogin: '글을 쓰려면 로그인해 주세요.',
  writeForbidden: '이 게시판에 글을 쓸 권한이 없습니다.',
  commentLogin: '댓글을 쓰려면 로그인해 주세요.',
  commentForbidden: '이 게시판에 댓글을 쓸 권한이 없습니다.',
  commentsOff: '이 게시판은 댓글을 쓸 수 없습니다.',
  noticeManagerOnly: '공지 글은 리그 관리자만 지정할 수 있습니다.',
  uploadsOff: '이 게시판에는 파일을 올릴 수 없습니다.',
  uploadsManagersOnly: '파일 첨부는 리그 관리자만 글을 쓰는 게시판에서만 할 수 있습니다.',
  tooManyFiles: (max: number) => `이 게시판의 글에는 파일을 ${max}개까지 첨부할 수 있습니다.`,
  editForbidden: '본인이 쓴 글만 수정할 수 있습니다.',
  deleteForbidden: '본인이 쓴 글이나 리그 관리자만 삭제할 수 있습니다.',
  commentDeleteForbidden: '본인이 쓴 댓글이나 리그 관리자만 삭제할 수 있습니다.',
  commentNotFound: '댓글을 찾을 수 없습니다.',
  attachmentNotFound: '첨부 파일을 찾을 수 없습니다.',
  downloadsOff: '이 게시판은 첨부 파일을 내려받을 수 없습니다.',
  thumbnailNotFound: '이 글에는 이미지가 없습니다.',
  badAttachmentIds: '삭제할 첨부 파일 번호가 올바르지 않습니다.',
} as const;

const postPipe = new ContractValidationPipe(boardPostSchema);
const commentPipe = new ContractValidationPipe(boardCommentSchema);

export interface PostWrite {
  fields: Record<string, string>;
  files: IncomingFile[];
}

/**
 * The boards' writes: posts with attachments, edits, deletes and comments. Rights come from the
 * board (role_write, role_comment, use_comment, use_file_upload); every write runs under
 * writeForLeagueMain so the main's cached answers (recent posts, league base) are refreshed.
 */
@Injectable()
export class BoardWritesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly boards: BoardsService,
    private readonly files: FilesService,
  ) {}

  /** The board and the caller's rights, 401/403 when the caller may not write there; checked before the body is read. */
  async requireWritable(main: string, label: string, callerId: number | null): Promise<{ board: Board; rights: BoardActionRights }> {
    const board = await this.boards.board(main, label);
    const rights = boardRights(await this.boards.levelOf(board.mainId, callerId), board);
    if (!rights.write) throw denied(callerId, BOARD_WRITE_MESSAGES.writeLogin, BOARD_WRITE_MESSAGES.writeForbidden);
    return { board, rights };
  }

  async create(main: string, label: string, callerId: number | null, input: PostWrite): Promise<{ postId: number }> {
    const { board, rights } = await this.requireWritable(main, label, callerId);
    const form = await postPipe.transform(input.fields);
    if (form.isNotice && rights.level < BoardPermission.LeagueManager) throw new ForbiddenException(BOARD_WRITE_MESSAGES.noticeManagerOnly);
    this.checkFileCount(board, input.files.length, 0);
    const html = sanitizePostHtml(form.content);
    const stored = await this.upload(board, input.files);
    try {
      return await writeForLeagueMain(async (scope) => {
        scope.leagueMainId = board.mainId;
        return this.dataSource.transaction(async (manager) => {
          const result: unknown = await manager.query(
            'INSERT INTO post (board_id, user_id, title, content_html, preview_text, is_notice) VALUES (?, ?, ?, ?, ?, ?)',
            [board.boardId, callerId, form.title, html, previewTextOf(html), form.isNotice ? 1 : 0],
          );
          const postId = insertedId(result);
          if (!postId) {
            const [row]: Row[] = await manager.query('SELECT MAX(post_id) AS post_id FROM post WHERE board_id = ? AND user_id = ?', [board.boardId, callerId]);
            return { postId: await this.insertAttachments(manager, rawNumber(row?.['post_id'] ?? 0), stored) };
          }
          return { postId: await this.insertAttachments(manager, postId, stored) };
        });
      });
    } catch (error) {
      await this.removeStored(stored);
      throw error;
    }
  }

  /** Edits the author's own post: fields replace the old ones, new files are added, `removeAttachments` (ids, comma separated) go. */
  async update(main: string, label: string, callerId: number | null, postId: number, input: PostWrite): Promise<{ postId: number }> {
    const { board, rights } = await this.requireWritable(main, label, callerId);
    const post = await this.postOf(board, postId);
    if (post.userId !== callerId) throw new ForbiddenException(BOARD_WRITE_MESSAGES.editForbidden);
    const parsed = await postPipe.transform(input.fields);
    // Leaving isNotice out keeps the post's pin as it is.
    const form = { ...parsed, isNotice: 'isNotice' in input.fields ? parsed.isNotice : post.isNotice };
    if (form.isNotice && !post.isNotice && rights.level < BoardPermission.LeagueManager) {
      throw new ForbiddenException(BOARD_WRITE_MESSAGES.noticeManagerOnly);
    }
    const removeIds = parseIds(input.fields['removeAttachments']);
    const existing: Row[] = await this.dataSource.query('SELECT attachment_id, file_key, thumbnail_key FROM post_attachment WHERE post_id = ?', [postId]);
    const removed = existing.filter((row) => removeIds.includes(rawNumber(row['attachment_id'])));
    if (removed.length !== removeIds.length) throw new BadRequestException(BOARD_WRITE_MESSAGES.badAttachmentIds);
    this.checkFileCount(board, input.files.length, existing.length - removed.length);
    const html = sanitizePostHtml(form.content);
    const stored = await this.upload(board, input.files);
    try {
      await writeForLeagueMain(async (scope) => {
        scope.leagueMainId = board.mainId;
        await this.dataSource.transaction(async (manager) => {
          await manager.query(
            'UPDATE post SET title = ?, content_html = ?, preview_text = ?, is_notice = ?, updated_at = CURRENT_TIMESTAMP WHERE post_id = ?',
            [form.title, html, previewTextOf(html), form.isNotice ? 1 : 0, postId],
          );
          for (const row of removed) {
            await manager.query('DELETE FROM post_attachment WHERE attachment_id = ?', [rawNumber(row['attachment_id'])]);
          }
          await this.insertAttachments(manager, postId, stored);
        });
      });
    } catch (error) {
      await this.removeStored(stored);
      throw error;
    }
    await this.files.remove(keysOf(removed));
    return { postId };
  }

  /** Deletes a post (its author or a league manager of the main) with its comments, attachments and their files. */
  async remove(main: string, label: string, callerId: number | null, postId: number): Promise<void> {
    const board = await this.boards.board(main, label);
    if (callerId === null) throw new UnauthorizedException(BOARD_WRITE_MESSAGES.writeLogin);
    const post = await this.postOf(board, postId);
    const level = await this.boards.levelOf(board.mainId, callerId);
    if (post.userId !== callerId && level < BoardPermission.LeagueManager) throw new ForbiddenException(BOARD_WRITE_MESSAGES.deleteForbidden);
    const attachments: Row[] = await this.dataSource.query('SELECT file_key, thumbnail_key FROM post_attachment WHERE post_id = ?', [postId]);
    await writeForLeagueMain(async (scope) => {
      scope.leagueMainId = board.mainId;
      await this.dataSource.transaction(async (manager) => {
        await manager.query('DELETE FROM post_attachment WHERE post_id = ?', [postId]);
        await manager.query('DELETE FROM post_comment WHERE post_id = ?', [postId]);
        await manager.query('DELETE FROM post WHERE post_id = ?', [postId]);
      });
    });
    await this.files.remove(keysOf(attachments));
  }

  async addComment(main: string, label: string, callerId: number | null, postId: number, body: unknown): Promise<{ commentId: number }> {
    const board = await this.boards.board(main, label);
    if (!board.useComment) throw new ForbiddenException(BOARD_WRITE_MESSAGES.commentsOff);
    const rights = boardRights(await this.boards.levelOf(board.mainId, callerId), board);
    if (!rights.comment) throw denied(callerId, BOARD_WRITE_MESSAGES.commentLogin, BOARD_WRITE_MESSAGES.commentForbidden);
    await this.postOf(board, postId);
    const form = await commentPipe.transform(body);
    return writeForLeagueMain(async (scope) => {
      scope.leagueMainId = board.mainId;
      return this.dataSource.transaction(async (manager) => {
        const result: unknown = await manager.query('INSERT INTO post_comment (post_id, user_id, content) VALUES (?, ?, ?)', [postId, callerId, form.content]);
        let commentId = insertedId(result);
        if (!commentId) {
          const [row]: Row[] = await manager.query('SELECT MAX(comment_id) AS comment_id FROM post_comment WHERE post_id = ?', [postId]);
          commentId = rawNumber(row?.['comment_id'] ?? 0);
        }
        return { commentId };
      });
    });
  }

  /** Deletes a comment: its author or a league manager of the main. */
  async removeComment(main: string, label: string, callerId: number | null, commentId: number): Promise<void> {
    const board = await this.boards.board(main, label);
    if (callerId === null) throw new UnauthorizedException(BOARD_WRITE_MESSAGES.commentLogin);
    const [row]: Row[] = await this.dataSource.query(
      'SELECT c.user_id FROM post_comment c JOIN post p ON p.post_id = c.post_id WHERE c.comment_id = ? AND p.board_id = ?',
      [commentId, board.boardId],
    );
    if (!row) throw new NotFoundException(BOARD_WRITE_MESSAGES.commentNotFound);
    const level = await this.boards.levelOf(board.mainId, callerId);
    if (rawNumber(row['user_id']) !== callerId && level < BoardPermission.LeagueManager) {
      throw new ForbiddenException(BOARD_WRITE_MESSAGES.commentDeleteForbidden);
    }
    await writeForLeagueMain(async (scope) => {
      scope.leagueMainId = board.mainId;
      await this.dataSource.query('DELETE FROM post_comment WHERE comment_id = ?', [commentId]);
    });
  }

  /** An attachment of a post the caller may view, on a board that allows downloads. */
  async download(main: string, label: string, callerId: number | null, attachmentId: number): Promise<FileDownload> {
    const board = await this.boards.requireViewable(main, label, callerId);
    if (!board.useFileDownload) throw new ForbiddenException(BOARD_WRITE_MESSAGES.downloadsOff);
    const [row]: Row[] = await this.dataSource.query(
      'SELECT a.file_key, a.original_name FROM post_attachment a JOIN post p ON p.post_id = a.post_id WHERE a.attachment_id = ? AND p.board_id = ?',
      [attachmentId, board.boardId],
    );
    if (!row) throw new NotFoundException(BOARD_WRITE_MESSAGES.attachmentNotFound);
    return this.files.download(rawString(row['file_key']), rawString(row['original_name']), { inline: true });
  }

  /** The thumbnail of a post's first image (gallery grid), or 404. */
  async thumbnail(main: string, boardId: number, callerId: number | null, postId: number): Promise<FileDownload> {
    const mainId = await this.boards.mainIdOf(main);
    const [boardRow]: Row[] = await this.dataSource.query('SELECT board_label FROM board WHERE board_id = ? AND main_id = ?', [boardId, mainId]);
    if (!boardRow) throw new NotFoundException(BOARD_MESSAGES.boardNotFound);
    const board = await this.boards.requireViewable(String(mainId), rawString(boardRow['board_label']), callerId);
    const [row]: Row[] = await this.dataSource.query(
      `SELECT a.thumbnail_key, a.original_name FROM post_attachment a JOIN post p ON p.post_id = a.post_id
        WHERE p.post_id = ? AND p.board_id = ? AND a.is_image = 1 AND a.thumbnail_key IS NOT NULL
        ORDER BY a.attachment_id LIMIT 1`,
      [postId, board.boardId],
    );
    const key = row ? rawStringOrNull(row['thumbnail_key']) : null;
    if (!row || !key) throw new NotFoundException(BOARD_WRITE_MESSAGES.thumbnailNotFound);
    return this.files.download(key, rawString(row['original_name']), { inline: true });
  }

  private checkFileCount(board: Board, adding: number, keeping: number): void {
    if (adding === 0) return;
    if (!board.useFileUpload || board.maxFileCount === 0) throw new BadRequestException(BOARD_WRITE_MESSAGES.uploadsOff);
    // Settings written before the rule (or by hand) may still say yes on a members' board.
    if (!boardTakesFiles(board)) throw new ForbiddenException(BOARD_WRITE_MESSAGES.uploadsManagersOnly);
    if (adding + keeping > board.maxFileCount) throw new BadRequestException(BOARD_WRITE_MESSAGES.tooManyFiles(board.maxFileCount));
  }

  private upload(board: Board, files: IncomingFile[]): Promise<StoredFile[]> {
    if (files.length === 0) return Promise.resolve([]);
    return this.files.upload(files, { folder: 'board', maxFiles: board.maxFileCount });
  }

  private async insertAttachments(manager: { query: DataSource['query'] }, postId: number, stored: StoredFile[]): Promise<number> {
    for (const file of stored) {
      await manager.query(
        'INSERT INTO post_attachment (post_id, file_key, original_name, size, mime, is_image, thumbnail_key) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [postId, file.key, file.originalName, file.size, file.contentType, file.thumbnailKey ? 1 : 0, file.thumbnailKey],
      );
    }
    return postId;
  }

  private removeStored(stored: StoredFile[]): Promise<void> {
    return this.files.remove(stored.flatMap((file) => (file.thumbnailKey ? [file.key, file.thumbnailKey] : [file.key])));
  }

  private async postOf(board: Board, postId: number): Promise<{ userId: number; isNotice: boolean }> {
    const [row]: Row[] = await this.dataSource.query('SELECT user_id, is_notice FROM post WHERE post_id = ? AND board_id = ?', [postId, board.boardId]);
    if (!row) throw new NotFoundException(BOARD_MESSAGES.postNotFound);
    return { userId: rawNumber(row['user_id']), isNotice: rawBool(row['is_notice']) };
  }
}

/** The new row's id: MySQL answers { insertId }, better-sqlite3 through TypeORM the lastInsertRowid itself. */
function insertedId(result: unknown): number {
  const id = typeof result === 'number' || typeof result === 'bigint' ? Number(result) : (result as { insertId?: unknown } | null)?.insertId;
  return typeof id === 'number' && id > 0 ? id : 0;
}

function keysOf(rows: Row[]): string[] {
  return rows.flatMap((row) => [rawString(row['file_key']), rawStringOrNull(row['thumbnail_key'])]).filter((key): key is string => key !== null);
}

function parseIds(text: string | undefined): number[] {
  if (!text?.trim()) return [];
  const parts = text.split(',').map((part) => part.trim());
  if (parts.some((part) => !/^[1-9]\d{0,9}$/.test(part))) throw new BadRequestException(BOARD_WRITE_MESSAGES.badAttachmentIds);
  return [...new Set(parts.map(Number))];
}

function denied(callerId: number | null, loginMessage: string, forbiddenMessage: string): Error {
  return callerId === null ? new UnauthorizedException(loginMessage) : new ForbiddenException(forbiddenMessage);
}
