import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { parseBoardRoles, type AdminBoard, type Board, type BoardPayload } from '@dugout/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { VALIDATION_ERROR_MESSAGE } from '../../common/errors/error-messages';
import { writeForLeagueMain } from '../../common/read-cache/read-scope';
import { isDuplicateKey } from '../../common/sql/duplicate-key';
import { FilesService } from '../files/files.service';
import { BoardsRepository, toBoardRow, type BoardRow } from '../../repositories/boards/boards.repository';
import { BoardAdminRepository } from '../../repositories/boards/board-admin.repository';
import { BOARD_MESSAGES } from './boards.service';

export const BOARD_ADMIN_MESSAGES = {
  otherMain: '이 리그의 게시판만 만들거나 고칠 수 있습니다.',
  otherBoard: '주소의 게시판과 보낸 게시판 번호가 다릅니다.',
  labelTaken: '이미 사용 중인 경로입니다.',
  fixedLabel: '공지사항과 갤러리 게시판의 경로는 바꿀 수 없습니다.',
  fixedType: '공지사항과 갤러리 게시판의 종류는 바꿀 수 없습니다.',
  fixedDelete: '공지사항과 갤러리 게시판은 삭제할 수 없습니다.',
} as const;

/** 400 with the spec's `errors` per field, as the board form shows them. */
function fieldErrors(errors: Record<string, string>): BadRequestException {
  return new BadRequestException({ message: VALIDATION_ERROR_MESSAGE, errors });
}

function rowOf(body: BoardPayload): BoardRow {
  // The pipe has checked the roles text; the defaults only keep the types honest.
  const roles = parseBoardRoles(body.roles) ?? { list: 1, view: 1, write: 4, comment: 4 };
  return {
    boardLabel: body.boardLabel,
    boardName: body.boardName,
    boardType: body.boardType,
    boardMemo: body.boardMemo ? body.boardMemo : null,
    roleList: roles.list,
    roleView: roles.view,
    roleWrite: roles.write,
    roleComment: roles.comment,
    useComment: body.useComment,
    useFileUpload: body.useFileUpload,
    useFileDownload: body.useFileDownload,
    maxFileCount: body.maxFileCount,
  };
}


/**
 * The admin side of the league boards (spec section 7, Boards admin): list, create, edit and
 * delete a main's boards. The notice and gallery boards keep their path and type and stay. Every
 * write runs in one transaction with its audit entry, under writeForLeagueMain so the main's
 * cached answers (the league base lists its boards) are refreshed.
 */
@Injectable()
export class BoardAdminService {
  private readonly logger = new Logger(BoardAdminService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: BoardAdminRepository,
    private readonly boards: BoardsRepository,
    private readonly audit: AuditService,
    private readonly files: FilesService,
  ) {}

  list(mainId: number): Promise<AdminBoard[]> {
    return this.repository.boardsWithPostCount(mainId);
  }

  async board(mainId: number, boardId: number): Promise<Board> {
    const board = await this.repository.board(null, mainId, boardId);
    if (!board) throw new NotFoundException(BOARD_MESSAGES.boardNotFound);
    return board;
  }

  async create(mainId: number, userId: number, body: BoardPayload): Promise<{ boardId: number }> {
    if (body.mainId !== mainId) throw fieldErrors({ mainId: BOARD_ADMIN_MESSAGES.otherMain });
    const row = rowOf(body);
    return this.write(mainId, async (em) => {
      if (await this.repository.labelTaken(em, mainId, row.boardLabel, 0)) throw fieldErrors({ boardLabel: BOARD_ADMIN_MESSAGES.labelTaken });
      const boardId = await this.boards.insertBoard(em, mainId, row, userId);
      await this.record(em, userId, mainId, 'board.create', boardId, null, { ...row });
      return { boardId };
    });
  }

  async update(mainId: number, userId: number, boardId: number, body: BoardPayload): Promise<{ boardId: number }> {
    if (body.mainId !== mainId) throw fieldErrors({ mainId: BOARD_ADMIN_MESSAGES.otherMain });
    if (body.boardId != null && body.boardId !== boardId) throw fieldErrors({ boardId: BOARD_ADMIN_MESSAGES.otherBoard });
    const row = rowOf(body);
    return this.write(mainId, async (em) => {
      const before = await this.repository.board(em, mainId, boardId);
      if (!before) throw new NotFoundException(BOARD_MESSAGES.boardNotFound);
      if (before.fixed) {
        const errors: Record<string, string> = {};
        if (row.boardLabel !== before.boardLabel) errors['boardLabel'] = BOARD_ADMIN_MESSAGES.fixedLabel;
        if (row.boardType !== before.boardType) errors['boardType'] = BOARD_ADMIN_MESSAGES.fixedType;
        if (Object.keys(errors).length > 0) throw fieldErrors(errors);
      }
      if (await this.repository.labelTaken(em, mainId, row.boardLabel, boardId)) throw fieldErrors({ boardLabel: BOARD_ADMIN_MESSAGES.labelTaken });
      await this.boards.updateBoard(em, boardId, row);
      await this.record(em, userId, mainId, 'board.update', boardId, { ...toBoardRow(before) }, { ...row });
      return { boardId };
    });
  }

  /** Deletes the board with its posts, comments and attachment rows in one transaction; the stored files go after the commit. */
  async remove(mainId: number, userId: number, boardId: number): Promise<void> {
    const keys = await this.write(mainId, async (em) => {
      const board = await this.repository.board(em, mainId, boardId);
      if (!board) throw new NotFoundException(BOARD_MESSAGES.boardNotFound);
      if (board.fixed) throw new BadRequestException(BOARD_ADMIN_MESSAGES.fixedDelete);
      const postCount = await this.repository.postCount(em, boardId);
      const fileKeys = await this.repository.attachmentKeys(em, boardId);
      await this.boards.deleteBoard(em, boardId);
      await this.record(em, userId, mainId, 'board.delete', boardId, { ...toBoardRow(board), postCount }, null);
      return fileKeys;
    });
    try {
      await this.files.remove(keys);
    } catch (error) {
      // The board is gone; a file the storage could not delete only takes space.
      this.logger.warn(`게시판 ${boardId}의 첨부 파일을 지우지 못했습니다: ${String(error)}`);
    }
  }

  private write<T>(mainId: number, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return writeForLeagueMain(async (scope) => {
      scope.leagueMainId = mainId;
      try {
        return await this.dataSource.transaction(work);
      } catch (error) {
        if (isDuplicateKey(error)) throw fieldErrors({ boardLabel: BOARD_ADMIN_MESSAGES.labelTaken });
        throw error;
      }
    });
  }

  private async record(
    em: EntityManager,
    userId: number,
    mainId: number,
    kind: 'board.create' | 'board.update' | 'board.delete',
    boardId: number,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ): Promise<void> {
    await this.audit.record(em, { userId, scope: { type: 'leagueMain', id: mainId }, kind, object: { type: 'board', id: boardId }, before, after });
  }
}
