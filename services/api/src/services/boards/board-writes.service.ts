import { BadRequestException, ForbiddenException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { BoardPermission, boardCommentSchema, boardPostSchema, boardRights, boardTakesFiles, type Board, type BoardActionRights } from '@dugout/contracts';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { writeForLeagueMain } from '../../common/read-cache/read-scope';
import { BoardsRepository, type StoredAttachment } from '../../repositories/boards/boards.repository';
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
    private readonly repository: BoardsRepository,
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
        return this.repository.transaction(async (em) => {
          const postId = await this.repository.insertPost(em, board.boardId, callerId, { title: form.title, contentHtml: html, previewText: previewTextOf(html), isNotice: form.isNotice });
          await this.repository.insertAttachments(em, postId, stored);
          return { postId };
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
    const existing = await this.repository.attachmentFiles(postId);
    const removed = existing.filter((attachment) => removeIds.includes(attachment.attachmentId));
    if (removed.length !== removeIds.length) throw new BadRequestException(BOARD_WRITE_MESSAGES.badAttachmentIds);
    this.checkFileCount(board, input.files.length, existing.length - removed.length);
    const html = sanitizePostHtml(form.content);
    const stored = await this.upload(board, input.files);
    try {
      await writeForLeagueMain(async (scope) => {
        scope.leagueMainId = board.mainId;
        await this.repository.transaction(async (em) => {
          await this.repository.updatePost(em, postId, { title: form.title, contentHtml: html, previewText: previewTextOf(html), isNotice: form.isNotice });
          for (const attachment of removed) await this.repository.deleteAttachment(em, attachment.attachmentId);
          await this.repository.insertAttachments(em, postId, stored);
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
    const attachments = await this.repository.attachmentFiles(postId);
    await writeForLeagueMain(async (scope) => {
      scope.leagueMainId = board.mainId;
      await this.repository.transaction((em) => this.repository.deletePost(em, postId));
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
      return this.repository.transaction(async (em) => ({ commentId: await this.repository.insertComment(em, postId, callerId, form.content) }));
    });
  }

  /** Deletes a comment: its author or a league manager of the main. */
  async removeComment(main: string, label: string, callerId: number | null, commentId: number): Promise<void> {
    const board = await this.boards.board(main, label);
    if (callerId === null) throw new UnauthorizedException(BOARD_WRITE_MESSAGES.commentLogin);
    const authorId = await this.repository.commentAuthor(board.boardId, commentId);
    if (authorId === null) throw new NotFoundException(BOARD_WRITE_MESSAGES.commentNotFound);
    const level = await this.boards.levelOf(board.mainId, callerId);
    if (authorId !== callerId && level < BoardPermission.LeagueManager) {
      throw new ForbiddenException(BOARD_WRITE_MESSAGES.commentDeleteForbidden);
    }
    await writeForLeagueMain(async (scope) => {
      scope.leagueMainId = board.mainId;
      await this.repository.deleteComment(commentId);
    });
  }

  /** An attachment of a post the caller may view, on a board that allows downloads. */
  async download(main: string, label: string, callerId: number | null, attachmentId: number): Promise<FileDownload> {
    const board = await this.boards.requireViewable(main, label, callerId);
    if (!board.useFileDownload) throw new ForbiddenException(BOARD_WRITE_MESSAGES.downloadsOff);
    const attachment = await this.repository.attachmentOnBoard(board.boardId, attachmentId);
    if (!attachment) throw new NotFoundException(BOARD_WRITE_MESSAGES.attachmentNotFound);
    return this.files.download(attachment.fileKey, attachment.originalName, { inline: true });
  }

  /** The thumbnail of a post's first image (gallery grid), or 404. */
  async thumbnail(main: string, boardId: number, callerId: number | null, postId: number): Promise<FileDownload> {
    const mainId = await this.boards.mainIdOf(main);
    const boardLabel = await this.repository.boardLabel(mainId, boardId);
    if (boardLabel === null) throw new NotFoundException(BOARD_MESSAGES.boardNotFound);
    const board = await this.boards.requireViewable(String(mainId), boardLabel, callerId);
    const thumbnail = await this.repository.firstThumbnail(board.boardId, postId);
    if (!thumbnail) throw new NotFoundException(BOARD_WRITE_MESSAGES.thumbnailNotFound);
    return this.files.download(thumbnail.thumbnailKey, thumbnail.originalName, { inline: true });
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

  private removeStored(stored: StoredFile[]): Promise<void> {
    return this.files.remove(stored.flatMap((file) => (file.thumbnailKey ? [file.key, file.thumbnailKey] : [file.key])));
  }

  private async postOf(board: Board, postId: number): Promise<{ userId: number; isNotice: boolean }> {
    const post = await this.repository.postAuthor(board.boardId, postId);
    if (!post) throw new NotFoundException(BOARD_MESSAGES.postNotFound);
    return post;
  }
}

function keysOf(attachments: readonly Omit<StoredAttachment, 'attachmentId'>[]): string[] {
  return attachments.flatMap((attachment) => (attachment.thumbnailKey ? [attachment.fileKey, attachment.thumbnailKey] : [attachment.fileKey]));
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
