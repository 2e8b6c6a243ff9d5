import { ForbiddenException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import {
  BoardPermission,
  POST_COMMENT_PAGE,
  boardRights,
  type Board,
  type BoardUserRights,
  type PostCommentPage,
  type PostList,
  type PostSearchType,
  type PostView,
  type RecentPost,
} from '@dugout/contracts';
import type { EntityManager } from 'typeorm';
import { found, LEAGUE_MAIN_NOT_FOUND } from '../../common/errors/not-found';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { BoardsRepository, type RecentKind } from '../../repositories/boards/boards.repository';
import { sanitizePostHtml } from './post-html';
import { PostViewCounter } from './post-view-counter';

export const BOARD_MESSAGES = {
  mainNotFound: '리그를 찾을 수 없습니다.',
  boardNotFound: '게시판을 찾을 수 없습니다.',
  postNotFound: '게시글을 찾을 수 없습니다.',
  listLogin: '이 게시판의 목록은 로그인 후 볼 수 있습니다.',
  listForbidden: '이 게시판의 목록을 볼 권한이 없습니다.',
  viewLogin: '이 게시판의 글은 로그인 후 볼 수 있습니다.',
  viewForbidden: '이 게시판의 글을 볼 권한이 없습니다.',
  otherMember: '다른 회원의 게시판 권한은 조회할 수 없습니다.',
} as const;

/** How many posts each block of the league home shows (spec section 9). */
export const RECENT_LIMITS: Record<RecentKind, number> = { gallery: 10, notice: 4, normal: 8 };

export interface PostListQuery {
  page: number;
  pageSize: number;
  search: { type: PostSearchType; text: string } | null;
}

/** The league boards: reads with the board's rights per action checked on the server. */
@Injectable()
export class BoardsService {
  constructor(
    private readonly repository: BoardsRepository,
    private readonly leagues: LeaguesRepository,
    private readonly views: PostViewCounter,
  ) {}

  /** A league main named in a board address: its id (digits) or its league path. */
  async mainIdOf(main: string): Promise<number> {
    if (/^[1-9]\d{0,9}$/.test(main) && (await this.repository.mainExists(Number(main)))) return Number(main);
    const mainId = await this.repository.mainIdByPath(main);
    if (mainId === null) throw new NotFoundException(BOARD_MESSAGES.mainNotFound);
    return mainId;
  }

  async boards(main: string): Promise<Board[]> {
    return this.repository.boardsOf(await this.mainIdOf(main));
  }

  async board(main: string, label: string): Promise<Board> {
    const board = await this.repository.boardByLabel(await this.mainIdOf(main), label);
    if (!board) throw new NotFoundException(BOARD_MESSAGES.boardNotFound);
    return board;
  }

  /** Gives a new league main its notice and gallery boards (in the caller's transaction). */
  createFixedBoards(manager: EntityManager, mainId: number): Promise<void> {
    return this.repository.insertFixedBoards(manager, mainId);
  }

  /**
   * The member's level in a league main: 9 a manager of the main, 6 a league participant (see
   * BoardsRepository.isParticipant and docs/boards.md), 4 any other member, 1 not logged in.
   */
  async levelOf(mainId: number, userId: number | null): Promise<BoardPermission> {
    if (userId === null) return BoardPermission.Anyone;
    if (await this.leagues.manager(mainId, userId)) return BoardPermission.LeagueManager;
    found(await this.leagues.main(mainId), LEAGUE_MAIN_NOT_FOUND);
    const season = await this.leagues.activeSeason(mainId);
    if (season && (await this.repository.isParticipant(season.seasonId, userId))) return BoardPermission.LeagueParticipant;
    return BoardPermission.Member;
  }

  async rights(main: string, label: string, callerId: number | null, userId: number): Promise<BoardUserRights> {
    const board = await this.board(main, label);
    if (callerId !== null && callerId !== userId) throw new ForbiddenException(BOARD_MESSAGES.otherMember);
    return boardRights(await this.levelOf(board.mainId, callerId), board);
  }

  async list(main: string, label: string, callerId: number | null, query: PostListQuery): Promise<PostList> {
    const board = await this.board(main, label);
    const rights = boardRights(await this.levelOf(board.mainId, callerId), board);
    if (!rights.list) throw denied(callerId, BOARD_MESSAGES.listLogin, BOARD_MESSAGES.listForbidden);
    const [items, total] = await Promise.all([
      this.repository.postPage(board.boardId, (query.page - 1) * query.pageSize, query.pageSize, query.search),
      this.repository.postCount(board.boardId, query.search),
    ]);
    return { board, items, total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * A post with its attachments and first page of comments. The visitor (member, else address)
   * counts one view per post and day, written later in a batch (PostViewCounter).
   */
  async view(main: string, label: string, callerId: number | null, postId: number, address: string): Promise<PostView> {
    const board = await this.requireViewable(main, label, callerId);
    const post = await this.repository.post(board.boardId, postId);
    if (!post) throw new NotFoundException(BOARD_MESSAGES.postNotFound);
    const unwritten = await this.views.record(postId, callerId === null ? `a:${address}` : `m:${callerId}`);
    const [attachments, comments, commentCount] = await Promise.all([
      this.repository.attachments(postId),
      this.repository.comments(postId, 0, POST_COMMENT_PAGE.defaultSize),
      this.repository.commentCount(postId),
    ]);
    // Sanitized on save too; again here so an old or hand-edited row never reaches a browser unclean.
    return { ...post, contentHtml: sanitizePostHtml(post.contentHtml), viewCount: post.viewCount + unwritten, attachments, comments, commentCount };
  }

  /** One page of a post's comments, oldest first (the post view carries the first). */
  async comments(main: string, label: string, callerId: number | null, postId: number, page: number, size: number): Promise<PostCommentPage> {
    const board = await this.requireViewable(main, label, callerId);
    if (!(await this.repository.post(board.boardId, postId))) throw new NotFoundException(BOARD_MESSAGES.postNotFound);
    const [items, total] = await Promise.all([this.repository.comments(postId, (page - 1) * size, size), this.repository.commentCount(postId)]);
    return { items, total, page, size };
  }

  async recent(path: string, kind: RecentKind): Promise<RecentPost[]> {
    const posts = await this.repository.recent(await this.mainIdOf(path), kind, RECENT_LIMITS[kind]);
    return posts.map((post) => ({ ...post, content: sanitizePostHtml(post.content) }));
  }

  async requireViewable(main: string, label: string, callerId: number | null): Promise<Board> {
    const board = await this.board(main, label);
    const rights = boardRights(await this.levelOf(board.mainId, callerId), board);
    if (!rights.view) throw denied(callerId, BOARD_MESSAGES.viewLogin, BOARD_MESSAGES.viewForbidden);
    return board;
  }
}

/** 401 when logging in could help, 403 when the member's level is not enough. */
function denied(callerId: number | null, loginMessage: string, forbiddenMessage: string): Error {
  return callerId === null ? new UnauthorizedException(loginMessage) : new ForbiddenException(forbiddenMessage);
}
