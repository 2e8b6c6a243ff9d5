import { BadRequestException, Ip, Param, Query, Req, UseGuards } from '@nestjs/common';
import { POST_COMMENT_PAGE, type Board, type BoardUserRights, type PostCommentPage, type PostList, type PostSearchType, type PostView, type RecentPost } from '@dugout/contracts';
import type { AuthUser } from '../../services/auth';
import { BoardsService, type PostListQuery } from '../../services/boards/boards.service';
import { callerIdOf, OptionalJwtAuthGuard } from '../../services/boards/optional-jwt-auth.guard';
import { ApiController, IdParam, Route } from '../route-decorators';

type CallerRequest = { user?: AuthUser | null };

const DEFAULT_PAGE_SIZE = 15;
const MAX_PAGE_SIZE = 100;
const MAX_SEARCH_LENGTH = 50;
const SEARCH_TYPES: readonly PostSearchType[] = ['title', 'content', 'author', 'all'];

/** The league boards' reads (spec section 7, Boards). {main} is a league main's id or path. */
@ApiController('board', 'league/board', UseGuards(OptionalJwtAuthGuard))
export class BoardsController {
  constructor(private readonly boards: BoardsService) {}

  @Route('GET :path/recent/gallery', '리그 홈 갤러리 최근 글')
  recentGallery(@Param('path') path: string): Promise<RecentPost[]> {
    return this.boards.recent(path, 'gallery');
  }

  @Route('GET :path/recent/notice', '리그 홈 최근 공지')
  recentNotices(@Param('path') path: string): Promise<RecentPost[]> {
    return this.boards.recent(path, 'notice');
  }

  @Route('GET :path/recent/normal', '리그 홈 최근 게시글')
  recentNormal(@Param('path') path: string): Promise<RecentPost[]> {
    return this.boards.recent(path, 'normal');
  }

  @Route('GET :main', '리그의 게시판 목록')
  list(@Param('main') main: string): Promise<Board[]> {
    return this.boards.boards(main);
  }

  @Route('GET :main/label/:label', '게시판 정보')
  board(@Param('main') main: string, @Param('label') label: string): Promise<Board> {
    return this.boards.board(main, label);
  }

  @Route('GET :main/:label/list', '게시글 목록 (공지 먼저, 최신순, 검색)')
  posts(@Param('main') main: string, @Param('label') label: string, @Query() query: Record<string, unknown>, @Req() request: CallerRequest): Promise<PostList> {
    return this.boards.list(main, label, callerIdOf(request), parseListQuery(query));
  }

  @Route('GET :main/:label/view/:id', '게시글 보기 (첨부 파일, 댓글 첫 쪽과 댓글 수 포함, 조회수 증가)')
  view(@Param('main') main: string, @Param('label') label: string, @IdParam('id') id: number, @Req() request: CallerRequest, @Ip() address: string): Promise<PostView> {
    return this.boards.view(main, label, callerIdOf(request), id, address);
  }

  @Route('GET :main/:label/comment/:id', `게시글의 댓글 한 쪽 (오래된 순; page, size 기본 ${POST_COMMENT_PAGE.defaultSize}, 최대 ${POST_COMMENT_PAGE.maxSize})`)
  comments(
    @Param('main') main: string,
    @Param('label') label: string,
    @IdParam('id') id: number,
    @Query() query: Record<string, unknown>,
    @Req() request: CallerRequest,
  ): Promise<PostCommentPage> {
    const { page, size } = parseCommentQuery(query);
    return this.boards.comments(main, label, callerIdOf(request), id, page, size);
  }

  @Route('GET :path/:label/user/:userId', '회원의 게시판 권한 (목록, 보기, 쓰기, 댓글)')
  rights(@Param('path') path: string, @Param('label') label: string, @IdParam('userId') userId: number, @Req() request: CallerRequest): Promise<BoardUserRights> {
    return this.boards.rights(path, label, callerIdOf(request), userId);
  }
}

function badQuery(field: string, message: string): BadRequestException {
  return new BadRequestException({ message: '요청 형식이 올바르지 않습니다.', errors: { [field]: message } });
}

function positiveInt(value: unknown, field: string, fallback: number, max: number, message: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (typeof value !== 'string' || !/^[1-9]\d{0,5}$/.test(value) || n > max) throw badQuery(field, message);
  return n;
}

function parseCommentQuery(query: Record<string, unknown>): { page: number; size: number } {
  const { defaultSize, maxSize } = POST_COMMENT_PAGE;
  return {
    page: positiveInt(query['page'], 'page', 1, 100_000, '페이지는 1 이상의 정수여야 합니다.'),
    size: positiveInt(query['size'], 'size', defaultSize, maxSize, `댓글 수는 1부터 ${maxSize}까지의 정수여야 합니다.`),
  };
}

function parseListQuery(query: Record<string, unknown>): PostListQuery {
  const page = positiveInt(query['page'], 'page', 1, 100_000, '페이지는 1 이상의 정수여야 합니다.');
  const pageSize = positiveInt(query['pageSize'], 'pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, `페이지 크기는 1부터 ${MAX_PAGE_SIZE}까지의 정수여야 합니다.`);
  const rawSearch = query['search'];
  if (rawSearch !== undefined && typeof rawSearch !== 'string') throw badQuery('search', '검색어 형식이 올바르지 않습니다.');
  const text = (rawSearch ?? '').trim();
  if (text.length > MAX_SEARCH_LENGTH) throw badQuery('search', `검색어는 ${MAX_SEARCH_LENGTH}자 이하로 입력해 주세요.`);
  const rawType = query['searchType'] ?? 'all';
  if (typeof rawType !== 'string' || !SEARCH_TYPES.includes(rawType as PostSearchType)) {
    throw badQuery('searchType', '검색 구분은 제목, 내용, 작성자, 전체 중 하나여야 합니다.');
  }
  return { page, pageSize, search: text ? { type: rawType as PostSearchType, text } : null };
}
